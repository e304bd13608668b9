// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
// The registration of the kinds' reports (report/kindreports.h): each payload has one kind that writes and reads it,
// and the order of the registration is what a hand-made file with two kinds' members gets.
#include "reportfixtures.h"

#include "model/smallfiles.h"
#include "model/surface.h"
#include "model/verify.h"
#include "report/jsonreport.h"
#include "report/kindreports.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

using namespace Sektor;

namespace {
/// The runs whose first test has a payload: one of each payload type.
QList<RunResult> runsWithPayloads()
{
    return {Fixtures::positionMap(), Fixtures::capacityProbe(), Fixtures::verifyFill(), Fixtures::smallFiles()};
}
} // namespace

TEST(KindReports, EachPayloadIsWrittenByOneKindAndReadBackByIt)
{
    for (const RunResult &run : runsWithPayloads()) {
        const TestPayload &payload = run.tests.constFirst().payload;
        ASSERT_FALSE(payload.isEmpty()) << qPrintable(run.profileId);
        int writers = 0;
        for (const KindReport *kind : kindReports()) {
            QJsonObject test;
            kind->writePayload(test, payload);
            if (test.isEmpty())
                continue;
            ++writers;
            EXPECT_EQ(test.size(), 1) << qPrintable(run.profileId) << ": one member per payload";
            JsonFields fields;
            TestPayload read;
            kind->readPayload(fields, test, QStringLiteral("test"), read);
            EXPECT_FALSE(fields.failed()) << qPrintable(fields.error().detail);
            EXPECT_TRUE(read == payload) << qPrintable(run.profileId) << ": read back as written";
        }
        EXPECT_EQ(writers, 1) << qPrintable(run.profileId);
    }
}

TEST(KindReports, ATestWithTwoKindsMembersKeepsTheOneReadLast)
{
    // A hand-made file: a capacity probe's "verify" member added to a position map's test beside its "surface".
    QJsonObject file = toJson(Fixtures::positionMap());
    QJsonArray tests = file.value(QLatin1String("tests")).toArray();
    QJsonObject test = tests.at(0).toObject();
    const QJsonObject probe
        = toJson(Fixtures::capacityProbe()).value(QLatin1String("tests")).toArray().at(0).toObject();
    test.insert(QLatin1String("verify"), probe.value(QLatin1String("verify")));
    ASSERT_TRUE(test.contains(QLatin1String("surface")));
    tests.replace(0, test);
    file.insert(QLatin1String("tests"), tests);

    const Expected<RunResult> loaded = fromJson(QJsonDocument(file).toJson());
    ASSERT_TRUE(loaded.hasValue()) << qPrintable(loaded.error().detail);
    const TestPayload &payload = loaded->tests.constFirst().payload;
    EXPECT_EQ(payload.find<SurfaceResult>(), nullptr);
    ASSERT_NE(payload.find<VerifyResult>(), nullptr);
    EXPECT_TRUE(*payload.find<VerifyResult>()
                == *Fixtures::capacityProbe().tests.constFirst().payload.find<VerifyResult>());
}

// The level behind sektor-cli's exit status, from each kind that judges a drive; none from a
// benchmark or a map, which measure.
TEST(KindReports, EachKindThatJudgesADriveGivesTheLevelOfItsVerdict)
{
    EXPECT_EQ(kindVerdictLevelOf(Fixtures::defaultProfile()), std::nullopt);
    EXPECT_EQ(kindVerdictLevelOf(Fixtures::positionMap()), std::nullopt)
        << "it found an unreadable range, and measures";
    EXPECT_EQ(kindVerdictLevelOf(Fixtures::accessTime()), std::nullopt);
    EXPECT_EQ(kindVerdictLevelOf(Fixtures::smallFiles()), std::nullopt);
    EXPECT_EQ(kindVerdictLevelOf(Fixtures::healthCheck()), VerdictLevel::Pass);
    EXPECT_EQ(kindVerdictLevelOf(Fixtures::burnIn()), VerdictLevel::Fail);
    EXPECT_EQ(kindVerdictLevelOf(Fixtures::capacityProbe()), VerdictLevel::Fail) << "FAKE";
    EXPECT_EQ(kindVerdictLevelOf(Fixtures::verifyFill()), VerdictLevel::Fail) << "DAMAGED";
    EXPECT_EQ(kindVerdictLevelOf(Fixtures::readScan()), VerdictLevel::Fail)
        << "an unreadable range, however far it read";
}

TEST(KindReports, AReadScanPassesNeedsAttentionOrHasNoVerdictByWhatItFoundAndHowFarItRead)
{
    RunResult scan = Fixtures::readScan();
    SurfaceResult &surface = scan.tests.first().payload.edit<SurfaceResult>();
    surface.ranges.removeIf([](const SurfaceRange &r) {
        return r.kind == SurfaceRange::Kind::Error;
    });
    ASSERT_FALSE(surface.complete());
    EXPECT_EQ(kindVerdictLevelOf(scan), VerdictLevel::NoVerdict) << "stopped at 60 %";
    surface.readBytes = surface.plannedBytes;
    EXPECT_EQ(kindVerdictLevelOf(scan), VerdictLevel::Attention) << "one read over the limit";
    surface.ranges.clear();
    EXPECT_EQ(kindVerdictLevelOf(scan), VerdictLevel::Pass);
}
