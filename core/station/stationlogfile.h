// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "station/stationevent.h"

#include <QFile>

namespace Sektor::Station {

/// A station's log in its reports folder (station.log): every event a line, appended and flushed as it comes, so
/// that what happened is on disk whatever ends the station. sektor-cli station and the window write the same file.
class StationLogFile
{
public:
    /// Opens @p folder's station.log to append to; false, with why (translated) in @p error, when it cannot.
    bool open(const QString &folder, QString *error);
    /// Appends @p event as stationLogLine() makes it (a JSON object with @p json).
    void write(const StationEvent &event, bool json);
    bool isOpen() const { return m_file.isOpen(); }

private:
    QFile m_file;
};

} // namespace Sektor::Station
