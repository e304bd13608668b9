// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "station/stationlogfile.h"

#include <QCoreApplication>
#include <QDir>

namespace Sektor::Station {

bool StationLogFile::open(const QString &folder, QString *error)
{
    m_file.setFileName(QDir(folder).filePath(QStringLiteral("station.log")));
    if (m_file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text))
        return true;
    if (error)
        *error = QCoreApplication::translate("Sektor::Station", "Could not write %1: %2")
                     .arg(m_file.fileName(), m_file.errorString());
    return false;
}

void StationLogFile::write(const StationEvent &event, bool json)
{
    m_file.write(stationLogLine(event, json) + '\n');
    m_file.flush();
}

} // namespace Sektor::Station
