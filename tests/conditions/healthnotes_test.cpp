// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
// What a drive says of its health around a run: the sentences in English, German and Portuguese, and the JSON that
// keeps every field (128-bit counters included) and reads files from before health was recorded.
#include "golden.h"
#include "reportfixtures.h"

#include "i18n/translations.h"
#include "report/conditionsreport.h"
#include "report/healthreport.h"
#include "report/jsonreport.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

namespace Sektor::Test {

namespace {

// An NVMe drive near the end of its life that got worse while it was measured.
RunResult wornNvme()
{
    RunResult r = Fixtures::defaultProfile();
    MeasuredDrive &d = r.target.drives.first();
    DriveHealth h;
    h.source = DriveHealth::Source::NvmeLog;
    h.criticalWarning = DriveHealth::SpareBelowThreshold;
    h.temperatureMilliCelsius = 51'850;
    h.availableSparePercent = 8;
    h.spareThresholdPercent = 10;
    h.percentageUsed = 97;
    h.dataUnitsWritten = UInt128(1) << 70; // beyond 64 bits: kept exact
    h.powerOnHours = 21'340;
    h.mediaErrors = 3;
    h.warningTemperatureMinutes = 10;
    d.healthBefore = h;
    h.mediaErrors = 5;
    h.warningTemperatureMinutes = 14;
    d.healthAfter = h;
    return r;
}

// A SATA drive whose SMART data says it is failing, with sectors that went pending during the run.
RunResult failingSata()
{
    RunResult r = Fixtures::defaultProfile();
    MeasuredDrive &d = r.target.drives.first();
    d.name = QStringLiteral("sdb");
    d.transport = QStringLiteral("sata");
    d.link = {};
    DriveHealth h;
    h.source = DriveHealth::Source::AtaSmart;
    h.smartFailing = true;
    h.failingAttributes = 1;
    h.reallocatedSectors = 1'216;
    h.pendingSectors = 2;
    h.badSectors = 1'218;
    h.powerOnHours = 43'811;
    h.temperatureMilliCelsius = 39'000;
    d.healthBefore = h;
    h.pendingSectors = 6;
    d.healthAfter = h;
    return r;
}

// A healthy SATA drive: one line, no warnings.
RunResult healthySata()
{
    RunResult r = failingSata();
    DriveHealth h = r.target.drives.first().healthBefore;
    h.smartFailing = false;
    h.failingAttributes = 0;
    h.reallocatedSectors = 0;
    h.pendingSectors = 0;
    h.badSectors = 0;
    r.target.drives.first().healthBefore = h;
    r.target.drives.first().healthAfter = h;
    return r;
}

QByteArray allNotes(Wording wording)
{
    QStringList lines;
    for (const RunResult &r : {wornNvme(), failingSata(), healthySata()}) {
        for (const MeasuredDrive &d : r.target.drives)
            lines << healthNotes(d, wording);
        lines << QString();
    }
    return lines.join(QLatin1Char('\n')).toUtf8();
}

} // namespace

TEST(HealthNotes, SentencesInEveryLanguage)
{
    for (const char *language : {"en", "de", "pt"}) {
        installTranslations(QLatin1String(language));
        Golden::expectMatches(QStringLiteral("health-%1.txt").arg(QLatin1String(language)),
                              allNotes(Wording::Translated));
    }
    installTranslations(QStringLiteral("de"));
    const QByteArray sharedUnderGerman = allNotes(Wording::English);
    installTranslations(QStringLiteral("en"));
    EXPECT_EQ(sharedUnderGerman, allNotes(Wording::Translated)) << "shared texts stay English, with English numbers";
}

TEST(HealthNotes, AHealthyDriveGetsOneLineAndAnUnknownOneNone)
{
    EXPECT_EQ(healthNotes(healthySata().target.drives.first(), Wording::English),
              QStringList {
                  QStringLiteral("Health of sdb: SMART good, 0 reallocated, 0 pending sectors, 43,811 h powered on.")});
    EXPECT_TRUE(healthNotes(Fixtures::defaultProfile().target.drives.first(), Wording::English).isEmpty());
    // Every shared form takes the conditions' sentences, health included.
    EXPECT_TRUE(conditionNotes(failingSata(), Wording::English)
                    .contains(QStringLiteral("During the run, the pending sectors of sdb rose from 2 to 6.")));
}

TEST(HealthNotes, JsonKeepsEveryFieldAndReadsOlderFiles)
{
    for (const RunResult &r : {wornNvme(), failingSata()}) {
        const Expected<RunResult> back = fromJson(toJsonBytes(r));
        ASSERT_TRUE(back) << qPrintable(back.error().message());
        EXPECT_EQ(back->target.drives, r.target.drives);
    }
    // Unknown health is not written; a file without it reads as unknown.
    const QJsonObject plain = toJson(Fixtures::defaultProfile());
    const QJsonObject drive
        = plain.value(QLatin1String("target")).toObject().value(QLatin1String("drives")).toArray().at(0).toObject();
    EXPECT_FALSE(drive.contains(QLatin1String("healthBefore")));
    const Expected<RunResult> older = fromJson(QJsonDocument(plain).toJson());
    ASSERT_TRUE(older);
    EXPECT_FALSE(older->target.drives.first().healthAfter.known());
    // A counter that is not a decimal number is refused, naming the field.
    QByteArray bad = toJsonBytes(wornNvme());
    bad.replace("\"mediaErrors\": \"5\"", "\"mediaErrors\": 5");
    const Expected<RunResult> refused = fromJson(bad);
    ASSERT_FALSE(refused);
    EXPECT_TRUE(refused.error().detail.contains(QLatin1String("healthAfter.mediaErrors")))
        << qPrintable(refused.error().detail);
}

} // namespace Sektor::Test
