// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Every form a result is shared in carries the reasons not to trust a figure: a forum post without them credits a
// drive with what RAM or the page cache did, or with one lucky run.
#include "reportfixtures.h"

#include "model/caveats.h"
#include "report/cdmtext.h"
#include "report/jsonreport.h"
#include "report/sharetext.h"

#include <QJsonArray>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Sektor;

namespace {

const QString memorySentence
    = QStringLiteral("The target is held in memory (tmpfs, zram or a loop device over tmpfs): this measures RAM, not a "
                     "drive.");

/// The Default profile with RND4K Q1T1 read runs 60, 75 and 90 MB/s apart: a spread of 40 % of the median.
RunResult withUnstableTest()
{
    RunResult r = Fixtures::defaultProfile();
    for (TestResult &t : r.tests) {
        if (t.spec.name() == QLatin1String("RND4K Q1T1") && t.mode == IoMode::Read)
            t = Fixtures::makeTest(t.spec, t.mode, {60.0, 75.0, 90.0}, 57.4);
    }
    return r;
}

const QString unstableSentence
    = QStringLiteral("RND4K Q1T1 Read varied by 40% between runs: run it again, or use more runs.");

QStringList exportsOf(const RunResult &r)
{
    return {cdmText(r), markdownText(r), bbcodeText(r), QString::fromUtf8(toJsonBytes(r))};
}

} // namespace

TEST(TrustNotes, CaveatsComeFirstThenUnstableTests)
{
    RunResult r = withUnstableTest();
    r.target.memoryBacked = true;
    EXPECT_EQ(trustNotes(r, Wording::English), (QStringList {memorySentence, unstableSentence}));
}

TEST(TrustNotes, ACleanResultHasNone)
{
    EXPECT_TRUE(trustNotes(Fixtures::defaultProfile(), Wording::English).isEmpty());
    for (const QString &text : exportsOf(Fixtures::defaultProfile()))
        EXPECT_FALSE(text.contains(QLatin1String("Note:"))) << qPrintable(text);
}

TEST(TrustNotes, ASingleRunIsNeverCalledUnstable)
{
    TestResult t = Fixtures::makeTest(TestSpec {}, IoMode::Read, {100.0}, 10.0);
    t.stats.bestBytesPerSecond = 200; // even if best and worst were recorded apart
    EXPECT_FALSE(isUnstable(t));
}

TEST(TrustNotes, SpreadAboveTenPercentOfTheMedianIsUnstable)
{
    EXPECT_FALSE(isUnstable(Fixtures::makeTest(TestSpec {}, IoMode::Read, {96.0, 100.0, 104.0}, 10.0)));
    EXPECT_TRUE(isUnstable(Fixtures::makeTest(TestSpec {}, IoMode::Read, {94.0, 100.0, 106.0}, 10.0)));
}

TEST(TrustNotes, EveryTextExportCarriesEachNote)
{
    RunResult r = withUnstableTest();
    r.target.memoryBacked = true;
    for (const QString &text : exportsOf(r)) {
        EXPECT_TRUE(text.contains(memorySentence)) << qPrintable(text);
        EXPECT_TRUE(text.contains(unstableSentence)) << qPrintable(text);
    }
}

TEST(TrustNotes, CdmTextNamesThemRightAfterTheHeaderBlock)
{
    RunResult r = withUnstableTest();
    r.target.memoryBacked = true;
    const QStringList lines = cdmText(r).split(QLatin1Char('\n'));
    const qsizetype header = lines.indexOf(QStringLiteral("* KB = 1000 bytes, KiB = 1024 bytes"));
    ASSERT_GE(header, 0);
    EXPECT_EQ(lines.at(header + 1), QLatin1String("Note: ") + memorySentence);
    EXPECT_EQ(lines.at(header + 2), QLatin1String("Note: ") + unstableSentence);
    EXPECT_EQ(lines.at(header + 3), QString());
    EXPECT_EQ(lines.at(header + 4), QLatin1String("[Read]"));
}

TEST(TrustNotes, CsvMarksTheRunsCaveatsOnEveryLineAndUnstableOnItsOwn)
{
    RunResult r = withUnstableTest();
    r.target.memoryBacked = true;
    const QStringList lines = csvText(r).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const qsizetype column = lines.first().split(QLatin1Char(',')).indexOf(QLatin1String("caveats"));
    ASSERT_GE(column, 0);
    for (const QString &line : lines.mid(1)) {
        const bool unstable = line.startsWith(QLatin1String("RND4K Q1T1,read,"));
        EXPECT_EQ(line.split(QLatin1Char(',')).value(column),
                  unstable ? QLatin1String("memory-backed;unstable") : QLatin1String("memory-backed"))
            << qPrintable(line);
    }
}

TEST(TrustNotes, JsonCarriesTheSentencesBesideTheIds)
{
    RunResult r = withUnstableTest();
    r.target.memoryBacked = true;
    const QJsonArray notes = toJson(r).value(QLatin1String("notes")).toArray();
    EXPECT_EQ(notes.toVariantList(), QVariantList({memorySentence, unstableSentence}));
    EXPECT_TRUE(toJson(r).value(QLatin1String("target")).toObject().value(QLatin1String("memoryBacked")).toBool());
}

TEST(TrustNotes, NeverWrittenAreasAreACaveatOnlyWhenSomethingReadThem)
{
    RunResult r = Fixtures::sustainedWrite(true);
    r.target.kind = TargetInfo::Kind::BlockDevice;
    r.target.prefilled = false; // a sustained write starts on an unwritten span on purpose
    EXPECT_FALSE(caveatsOf(r).contains(QLatin1String(Caveat::UnwrittenAreas)));
    r.tests << Fixtures::makeTest(r.tests.first().spec, IoMode::Read, {900}, 1000);
    EXPECT_TRUE(caveatsOf(r).contains(QLatin1String(Caveat::UnwrittenAreas)));
}
