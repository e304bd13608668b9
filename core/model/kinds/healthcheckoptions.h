// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/error.h"
#include "model/selftest.h"

#include <QVariantMap>

namespace Sektor {

class WireDictionaryReader;

/// The Health Check's own setting: which of the drive's own self-tests it runs (None: only its health and log are
/// read). A vendor's own test is never asked for: its effect is the vendor's secret.
struct HealthCheckOptions
{
    SelfTestType selfTest = SelfTestType::Short;

    Error validate() const;
    QVariantMap toWire() const;
    static HealthCheckOptions fromWire(WireDictionaryReader &wire);
    bool operator==(const HealthCheckOptions &) const = default;
};

} // namespace Sektor
