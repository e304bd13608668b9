// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "golden.h"
#include "reportfixtures.h"

#include "report/sharetext.h"
#include "report/testgrid.h"

#include <QLocale>

#include <gtest/gtest.h>

using namespace Sektor;

TEST(ShareText, MarkdownMatchesGolden)
{
    Golden::expectMatches(QStringLiteral("share-default.md"), markdownText(Fixtures::defaultProfile()).toUtf8());
    Golden::expectMatches(QStringLiteral("share-default-mix.md"), markdownText(Fixtures::defaultMix()).toUtf8());
}

TEST(ShareText, BbcodeMatchesGolden)
{
    Golden::expectMatches(QStringLiteral("share-default.bbcode"), bbcodeText(Fixtures::defaultProfile()).toUtf8());
    Golden::expectMatches(QStringLiteral("share-zero-fill.bbcode"), bbcodeText(Fixtures::zeroFill()).toUtf8());
}

TEST(ShareText, CsvMatchesGolden)
{
    Golden::expectMatches(QStringLiteral("share-default.csv"), csvText(Fixtures::defaultProfile()).toUtf8());
    Golden::expectMatches(QStringLiteral("share-sync-write.csv"), csvText(Fixtures::syncWrite()).toUtf8());
}

TEST(ShareText, SurfaceTestsShareTheirFindingsAndHowFarTheyGot)
{
    Golden::expectMatches(QStringLiteral("share-read-scan.md"), markdownText(Fixtures::readScan()).toUtf8());
    Golden::expectMatches(QStringLiteral("share-read-scan.bbcode"), bbcodeText(Fixtures::readScan()).toUtf8());
    Golden::expectMatches(QStringLiteral("share-read-scan.csv"), csvText(Fixtures::readScan()).toUtf8());
    Golden::expectMatches(QStringLiteral("share-access-time.csv"), csvText(Fixtures::accessTime()).toUtf8());
    for (const QString &text : {markdownText(Fixtures::readScan()), bbcodeText(Fixtures::readScan())}) {
        EXPECT_TRUE(text.contains(QStringLiteral("Stopped:       after 600.22 GB of 1000.20 GB (60.0 %)")))
            << qPrintable(text);
        EXPECT_TRUE(text.contains(QStringLiteral("error LBA 104857608-104857623"))) << qPrintable(text);
    }
    const QStringList csv = csvText(Fixtures::readScan()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(csv.size(), 2);
    EXPECT_EQ(csv.at(0).count(QLatin1Char(',')), csv.at(1).count(QLatin1Char(',')));
    EXPECT_TRUE(csv.at(1).endsWith(QStringLiteral(",no,600221679616,1,8192,1,10.000,166.582,200.000,,")))
        << qPrintable(csv.at(1));
}

TEST(ShareText, ACapacityProbeSharesItsVerdict)
{
    Golden::expectMatches(QStringLiteral("share-capacity-probe.md"), markdownText(Fixtures::capacityProbe()).toUtf8());
    const QStringList csv = csvText(Fixtures::capacityProbe()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(csv.size(), 2);
    EXPECT_EQ(csv.at(0).count(QLatin1Char(',')), csv.at(1).count(QLatin1Char(',')));
    EXPECT_TRUE(csv.at(1).endsWith(QStringLiteral(",fake,64023248896,8053063680,8053063680,1")))
        << qPrintable(csv.at(1));
}

TEST(ShareText, IgnoresTheLocale)
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const RunResult r = Fixtures::defaultProfile();
    const QString md = markdownText(r);
    const QString csv = csvText(r);
    QLocale::setDefault(before);
    EXPECT_EQ(md, markdownText(r));
    EXPECT_EQ(csv, csvText(r));
}

TEST(ShareText, CsvHasOneLinePerTestAndEqualFieldCounts)
{
    const RunResult r = Fixtures::defaultMix();
    const QStringList lines = csvText(r).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), r.tests.size() + 1);
    for (const QString &line : lines)
        EXPECT_EQ(line.count(QLatin1Char(',')), lines.first().count(QLatin1Char(','))) << qPrintable(line);
}

TEST(ShareText, CommentWithLineBreaksStaysOnOneLine)
{
    RunResult r = Fixtures::defaultProfile();
    r.comment = QStringLiteral("first\nsecond");
    EXPECT_TRUE(shareFacts(r).contains(QStringLiteral("Comment: first second")));
}

TEST(TestGrid, RowsInRunOrderAndOnlyModesThatRan)
{
    const RunResult r = Fixtures::blockDevice(); // read-only
    const TestGrid grid = TestGrid::of(r.tests);
    EXPECT_EQ(grid.columns, QList<IoMode> {IoMode::Read});
    ASSERT_EQ(grid.rows.size(), 2);
    EXPECT_EQ(grid.cell(r.tests, 0, 0), &r.tests.at(0));
    EXPECT_EQ(grid.cell(r.tests, 0, 1), nullptr);
}
