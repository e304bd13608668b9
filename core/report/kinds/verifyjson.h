// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/verify.h"
#include "report/jsonfields.h"

#include <QJsonObject>

namespace Sektor {

/// A capacity check's "verify" object in a test of the JSON report: all it found, nothing derived.
QJsonObject verifyToJson(const VerifyResult &verify);
/// Reads what verifyToJson() wrote; problems go to @p fields.
VerifyResult verifyFromJson(JsonFields &fields, const QJsonObject &o, const QString &path);

} // namespace Sektor
