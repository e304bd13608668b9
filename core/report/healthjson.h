// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/health.h"
#include "report/jsonfields.h"

#include <QJsonObject>

namespace Sektor {

/// A drive's health as the JSON report holds it ("healthBefore", "healthAfter"): the source and every field it
/// reports, the 128-bit counters as decimal strings. An unknown health is not written.
QJsonObject healthToJson(const DriveHealth &health);
/// Reads what healthToJson() wrote under @p key of @p drive; absent (an older file, or unknown): unknown.
DriveHealth healthFromJson(JsonFields &fields, const QJsonObject &drive, const char *key, const QString &path);

} // namespace Sektor
