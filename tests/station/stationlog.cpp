// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "stationlog.h"

#include <QFile>
#include <QJsonDocument>

#include <thread>

namespace Sektor::Test {

QList<QJsonObject> stationLog(const std::string &folder)
{
    QList<QJsonObject> lines;
    QFile file(QString::fromStdString(folder + "/station.log"));
    if (!file.open(QIODevice::ReadOnly))
        return lines;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (!line.isEmpty())
            lines << QJsonDocument::fromJson(line).object();
    }
    return lines;
}

std::string stationLogText(const std::string &folder)
{
    QFile file(QString::fromStdString(folder + "/station.log"));
    if (!file.open(QIODevice::ReadOnly))
        return "(no station.log in " + folder + ")";
    return "station.log:\n" + file.readAll().toStdString();
}

QJsonObject stationEvent(const std::string &folder, const char *event, const std::string &device)
{
    for (const QJsonObject &line : stationLog(folder)) {
        if (line.value(QStringLiteral("event")).toString() == QLatin1String(event)
            && (device.empty() || line.value(QStringLiteral("device")).toString() == QString::fromStdString(device)))
            return line;
    }
    return {};
}

QJsonObject waitForStationEvent(const std::string &folder,
                                const char *event,
                                const std::string &device,
                                std::chrono::milliseconds timeout)
{
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        QJsonObject line = stationEvent(folder, event, device);
        if (!line.isEmpty() || std::chrono::steady_clock::now() > deadline)
            return line;
        std::this_thread::sleep_for(std::chrono::milliseconds(10)); // the log is a file: polled
    }
}

} // namespace Sektor::Test
