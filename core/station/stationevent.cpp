// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "station/stationevent.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace Sektor::Station {

QString stationEventId(StationEvent::Kind kind)
{
    using K = StationEvent::Kind;
    switch (kind) {
    case K::Listening:
        return QStringLiteral("listening");
    case K::Scope:
        return QStringLiteral("scope");
    case K::Appeared:
        return QStringLiteral("appeared");
    case K::Refused:
        return QStringLiteral("refused");
    case K::Waiting:
        return QStringLiteral("waiting");
    case K::Started:
        return QStringLiteral("started");
    case K::Step:
        return QStringLiteral("step");
    case K::Finished:
        return QStringLiteral("finished");
    case K::Flagged:
        return QStringLiteral("flagged");
    case K::Report:
        return QStringLiteral("report");
    case K::PoweredOff:
        return QStringLiteral("powered-off");
    case K::NotPoweredOff:
        return QStringLiteral("not-powered-off");
    case K::Removed:
        return QStringLiteral("removed");
    case K::Unmounted:
        return QStringLiteral("unmounted");
    case K::Stopping:
        return QStringLiteral("stopping");
    case K::Stopped:
        return QStringLiteral("stopped");
    }
    return {};
}

QByteArray stationLogLine(const StationEvent &event, bool json)
{
    const QString time = event.time.toUTC().toString(Qt::ISODateWithMs);
    if (json) {
        QJsonObject o = QJsonObject::fromVariantMap(event.fields);
        o.insert(QStringLiteral("time"), time);
        o.insert(QStringLiteral("event"), stationEventId(event.kind));
        if (!event.device.isEmpty())
            o.insert(QStringLiteral("device"), event.device);
        o.insert(QStringLiteral("message"), event.message);
        return QJsonDocument(o).toJson(QJsonDocument::Compact);
    }
    QString line = time + QLatin1Char(' ') + stationEventId(event.kind);
    if (!event.device.isEmpty())
        line += QLatin1Char(' ') + event.device;
    line += QLatin1String(": ") + event.message;
    // One event, one line, whatever a drive's model or an error's text holds.
    line.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return line.toUtf8();
}

} // namespace Sektor::Station
