// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/profile.h"
#include "model/results.h"
#include "model/surface.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace Sektor {

/// The kind of surface test @p result ran (position map, access time, read scan), if it is one and measured something.
std::optional<Profile::Kind> surfaceKindOf(const RunResult &result);

/// The position map's figures of a surface result (the read scan's too: it reads every chunk), by the run's slow share.
PositionMapSummary positionMapOf(const RunResult &result);

/// The "[Position Map]", "[Access Time]" or "[Read Scan]" block of the text report: fixed English, C locale, each line
/// ending in '\n'; empty for other runs.
QString surfaceText(const RunResult &result);

/// The "surface" object of the JSON report (derived: the reader recomputes it from the tests' surface data).
QJsonObject surfaceSummaryJson(const RunResult &result);

/// The columns a surface test adds to the CSV export, and their values (the map's rates empty for the access time,
/// its latencies empty for the others).
QString surfaceCsvHeader();
QString surfaceCsvFields(const RunResult &result);

/// One line for pictures and banners ("min 98 MB/s, mean 187 MB/s, max 301 MB/s; 1 unreadable range"). Translated,
/// in the locale's numbers; empty for other runs.
QString surfaceSummary(const RunResult &result);

} // namespace Sektor
