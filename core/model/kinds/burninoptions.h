// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/burninplan.h"
#include "model/error.h"
#include "model/latencyclasses.h"
#include "model/stoprules.h"

#include <QList>
#include <QVariantMap>

namespace Sektor {

class WireDictionaryReader;

/// The burn-in's own settings: how many times each pattern is written and read back, which patterns in their order,
/// the boundaries of the blocks' latency classes, and the rules that end it early.
struct BurnInOptions
{
    int passes = 1;
    QList<BurnInPattern> patterns {BurnInPattern::Stamps};
    LatencyClasses::Bounds latencyBounds = LatencyClasses::DefaultBounds;
    StopRules stopRules;

    Error validate() const;
    QVariantMap toWire() const;
    static BurnInOptions fromWire(WireDictionaryReader &wire);
    /// The steps of the whole burn-in (each pattern written, then read, in each pass).
    int steps() const { return 2 * passes * int(patterns.size()); }
    bool operator==(const BurnInOptions &) const = default;
};

} // namespace Sektor
