// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "golden.h"
#include "reportfixtures.h"

#include "report/cdmtext.h"
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

TEST(ShareText, ASmallFilesTestSharesItsSixPhases)
{
    const RunResult r = Fixtures::smallFiles();
    Golden::expectMatches(QStringLiteral("share-small-files.md"), markdownText(r).toUtf8());
    Golden::expectMatches(QStringLiteral("share-small-files.bbcode"), bbcodeText(r).toUtf8());
    for (const QString &text : {markdownText(r), bbcodeText(r)}) {
        EXPECT_TRUE(text.contains(QStringLiteral("[Small Files] 16384 files of 0 bytes per round, 1 thread, 5 rounds")))
            << qPrintable(text);
        EXPECT_TRUE(text.contains(QStringLiteral("Sequential Stat      490000.0"))) << qPrintable(text);
        EXPECT_FALSE(text.contains(QStringLiteral("SEQ4K"))) << "no grid row of the test's placeholder spec";
    }
    const QStringList csv = csvText(r).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(csv.size(), 2);
    const QStringList header = csv.at(0).split(QLatin1Char(','));
    const QStringList fields = csv.at(1).split(QLatin1Char(','));
    ASSERT_EQ(header.size(), fields.size());
    const auto field = [&](const char *column) {
        return fields.value(header.indexOf(QLatin1String(column)));
    };
    EXPECT_EQ(field("test"), QStringLiteral("Small Files"));
    EXPECT_EQ(field("mb_per_s_median"), QString()) << "no MB/s for a test of files";
    EXPECT_EQ(field("files_per_round"), QStringLiteral("16384"));
    EXPECT_EQ(field("file_sync"), QStringLiteral("none"));
    EXPECT_EQ(field("file_rounds"), QStringLiteral("5"));
    EXPECT_EQ(field("sequential_create_files_per_s"), QStringLiteral("58000.0"));
    EXPECT_EQ(field("sequential_read_files_per_s"), QStringLiteral("490000.0"));
    EXPECT_EQ(field("random_delete_files_per_s"), QStringLiteral("40000.0"));
    // One file in fifty takes ten times the others: p99 is that slow one, p50 the typical.
    const double p50 = field("random_create_p50_us").toDouble();
    const double p99 = field("random_create_p99_us").toDouble();
    EXPECT_NEAR(p50, 1e6 / 68000 / 1.18, 0.5) << qPrintable(csv.at(1));
    EXPECT_NEAR(p99, 10 * 1e6 / 68000 / 1.18, 5) << qPrintable(csv.at(1));
    EXPECT_NEAR(field("random_create_cpu_us_per_file").toDouble(), 0.9 * 1e6 / 68000, 0.1);
}

TEST(ShareText, ARewriteHasItsColumnInEveryFormat)
{
    const RunResult r = Fixtures::rewrite();
    Golden::expectMatches(QStringLiteral("share-rewrite.md"), markdownText(r).toUtf8());
    Golden::expectMatches(QStringLiteral("share-rewrite.bbcode"), bbcodeText(r).toUtf8());
    Golden::expectMatches(QStringLiteral("share-rewrite.csv"), csvText(r).toUtf8());
    EXPECT_TRUE(markdownText(r).contains(QStringLiteral("| Read | Write | Rewrite |"))) << qPrintable(markdownText(r));
    // The CSV line of a rewrite: its mode, its figure, and the percentiles of its blocks (a read and a write each).
    const QStringList csv = csvText(r).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const QStringList header = csv.at(0).split(QLatin1Char(','));
    const QStringList line = csv.at(3).split(QLatin1Char(','));
    ASSERT_EQ(line.size(), header.size());
    EXPECT_EQ(line.at(header.indexOf(QStringLiteral("mode"))), QStringLiteral("rewrite"));
    const TestResult &t = r.tests.at(2);
    ASSERT_EQ(t.mode, IoMode::Rewrite);
    EXPECT_NEAR(line.at(header.indexOf(QStringLiteral("mb_per_s_median"))).toDouble(),
                t.stats.medianBytesPerSecond / 1e6,
                0.001);
    const int p50 = int(header.indexOf(QStringLiteral("latency_p50_us")));
    ASSERT_GE(p50, 0) << qPrintable(csv.at(0));
    EXPECT_EQ(line.at(p50), QString::asprintf("%.2f", double(t.rewriteLatency.percentile(50)) / 1000.0));
    EXPECT_GT(t.rewriteLatency.percentile(50), t.writeLatency.percentile(50)) << "a block's read and write";
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

TEST(ShareText, CsvCellsFromUsersAndFilesAreNeverFormulas)
{
    // OWASP's CSV injection: a cell starting with = + - @ (or a tab or a carriage return) is a formula to a
    // spreadsheet. A capacity probe's line names the run's profile (a name the user or an imported file chose), and
    // each line the conditions' ids (from the file too).
    for (const QString &name : {QStringLiteral("=HYPERLINK(\"https://example.invalid\",\"x\")"),
                                QStringLiteral("+1+cmd|' /C calc'!A0"),
                                QStringLiteral("-2+3"),
                                QStringLiteral("@SUM(1+1)"),
                                QStringLiteral("\t=1"),
                                QStringLiteral("\r=1")}) {
        RunResult r = Fixtures::capacityProbe();
        r.profileName = name;
        r.conditions = {ConditionFact {}};
        r.conditions.first().id = name;
        const QStringList lines = csvText(r).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        ASSERT_GE(lines.size(), 2);
        const QString quotedOrNot
            = name.contains(QLatin1Char(',')) || name.contains(QLatin1Char('"')) || name.contains(QLatin1Char('\r'))
            ? QString(QLatin1String("\"'") + QString(name).replace(QLatin1String("\""), QLatin1String("\"\""))
                      + QLatin1Char('"'))
            : QString(QLatin1Char('\'') + name);
        EXPECT_TRUE(lines.at(1).startsWith(quotedOrNot + QLatin1Char(','))) << qPrintable(lines.at(1));
        EXPECT_TRUE(lines.at(1).contains(QLatin1Char(',') + quotedOrNot + QLatin1Char(','))) << qPrintable(lines.at(1));
    }
    // The figures are numbers, and stay so: the golden files above hold them unchanged.
    const QString plain = csvText(Fixtures::capacityProbe());
    EXPECT_FALSE(plain.contains(QLatin1Char('\''))) << qPrintable(plain);
}

// Peak mode's figures are not a normal run's (a polling kernel thread, reaping in batches), so every form
// names the run "peak", and the text gives what was in effect.
TEST(ShareText, APeakModeRunIsNamedPeakInEveryText)
{
    RunResult r = Fixtures::defaultProfile();
    EXPECT_FALSE(cdmText(r).contains(QLatin1String("(peak)")));
    r.options.peak = true;
    r.peakDetail = QStringLiteral("SQPOLL; IOPOLL not used: loop0 has no poll queues");
    EXPECT_EQ(r.engineName(), QStringLiteral("io_uring (peak)"));
    EXPECT_TRUE(cdmText(r).contains(QLatin1String(" Engine: io_uring (peak) (registered files and buffers); SQPOLL; "
                                                  "IOPOLL not used: loop0 has no poll queues\n")))
        << qPrintable(cdmText(r));
    EXPECT_TRUE(markdownText(r).contains(QLatin1String("io_uring (peak)"))) << qPrintable(markdownText(r));
    EXPECT_TRUE(bbcodeText(r).contains(QLatin1String("io_uring (peak)"))) << qPrintable(bbcodeText(r));
    const QStringList lines = csvText(r).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_TRUE(lines.first().endsWith(QLatin1String(",engine")));
    for (const QString &line : lines.mid(1))
        EXPECT_TRUE(line.endsWith(QLatin1String(",io_uring (peak)"))) << qPrintable(line);
}
