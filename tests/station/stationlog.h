// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QJsonObject>
#include <QList>

#include <chrono>
#include <string>

namespace Sektor::Test {

/// The JSON lines of FOLDER/station.log (sektor-cli station --json-log) as they are now.
QList<QJsonObject> stationLog(const std::string &folder);

/// FOLDER/station.log as it is now, whole: what a failed wait shows of what the station did instead.
std::string stationLogText(const std::string &folder);

/// The first line of the log with @p event for @p device (any device when empty); an empty object when none.
QJsonObject stationEvent(const std::string &folder, const char *event, const std::string &device = {});

/// Polls the log until stationEvent() finds the line or @p timeout passes; the line, or an empty object.
QJsonObject waitForStationEvent(const std::string &folder,
                                const char *event,
                                const std::string &device,
                                std::chrono::milliseconds timeout);

} // namespace Sektor::Test
