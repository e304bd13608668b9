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
