// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "station/stationevent.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

namespace Sektor::Test {
namespace {

using Station::StationEvent;

StationEvent refused()
{
    return StationEvent {QDateTime(QDate(2026, 11, 27), QTime(22, 41, 7, 120), Qt::UTC),
                         StationEvent::Kind::Refused,
                         QStringLiteral("sde"),
                         QStringLiteral("Left alone: a filesystem on it is mounted.\nSecond line."),
                         {{QStringLiteral("reason"), QStringLiteral("a filesystem on it is mounted")}}};
}

TEST(StationLogLine, TextIsOneLineWithTheTimeTheEventAndTheDevice)
{
    EXPECT_EQ(Station::stationLogLine(refused(), false),
              QByteArray("2026-11-27T22:41:07.120Z refused sde: Left alone: a filesystem on it is mounted. Second "
                         "line."));
}

TEST(StationLogLine, JsonCarriesTheFieldsBesides)
{
    const QByteArray line = Station::stationLogLine(refused(), true);
    EXPECT_FALSE(line.contains('\n'));
    const QJsonObject o = QJsonDocument::fromJson(line).object();
    EXPECT_EQ(o.value(QStringLiteral("time")).toString(), QStringLiteral("2026-11-27T22:41:07.120Z"));
    EXPECT_EQ(o.value(QStringLiteral("event")).toString(), QStringLiteral("refused"));
    EXPECT_EQ(o.value(QStringLiteral("device")).toString(), QStringLiteral("sde"));
    EXPECT_EQ(o.value(QStringLiteral("reason")).toString(), QStringLiteral("a filesystem on it is mounted"));
}

TEST(StationLogLine, EveryKindHasItsOwnId)
{
    QSet<QString> ids;
    for (int k = int(StationEvent::Kind::Listening); k <= int(StationEvent::Kind::Stopped); ++k)
        ids.insert(Station::stationEventId(StationEvent::Kind(k)));
    EXPECT_EQ(ids.size(), int(StationEvent::Kind::Stopped) + 1);
    EXPECT_FALSE(ids.contains(QString()));
}

} // namespace
} // namespace Sektor::Test
