// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "golden.h"
#include "reportfixtures.h"

#include "model/units.h"
#include "report/cdmextras.h"
#include "report/cdmlabel.h"
#include "report/cdmtext.h"
#include "report/sharetext.h"

#include <QLocale>

#include <gtest/gtest.h>

using namespace Sektor;

namespace {

void expectGoldenText(const char *fileName, const RunResult &result)
{
    Golden::expectMatches(QLatin1String(fileName), cdmText(result).toUtf8());
}

/// A test whose statistics are set directly, so the expected numbers are plain arithmetic.
TestResult fixedStats(TestSpec spec, double bytesPerSecond, double latencyNs)
{
    TestResult t;
    t.spec = spec;
    t.stats.medianBytesPerSecond = bytesPerSecond;
    t.stats.bestBytesPerSecond = bytesPerSecond;
    t.stats.worstBytesPerSecond = bytesPerSecond;
    t.stats.medianIops = bytesPerSecond / spec.blockSize;
    t.stats.medianLatencyNs = latencyNs;
    return t;
}

} // namespace

TEST(CdmText, DefaultProfileMatchesGolden)
{
    expectGoldenText("cdm-default.txt", Fixtures::defaultProfile());
}

// The rewrite: a block of its own after [Write], its figures those of the blocks written back, and the Best/Spread
// labels widened to "Rewrite" only in a run that has one (the other golden files keep their width).
TEST(CdmText, RewriteHasItsBlockAfterTheWrites)
{
    const RunResult r = Fixtures::rewrite();
    expectGoldenText("cdm-rewrite.txt", r);
    const QString text = cdmText(r);
    EXPECT_TRUE(text.contains(QStringLiteral("[Rewrite] each block read, changed and written back\n"
                                             "  SEQ    1MiB (Q=  8, T= 1):  1201.668 MB/s [   1146.0 IOPS]")))
        << qPrintable(text);
    EXPECT_LT(text.indexOf(QLatin1String("[Write]")), text.indexOf(QLatin1String("[Rewrite]")));
    const QString extras = cdmExtras(r);
    EXPECT_TRUE(extras.contains(QStringLiteral("  Rewrite SEQ    1MiB (Q=  8, T= 1): Best  1210.896 MB/s")))
        << qPrintable(extras);
    EXPECT_TRUE(extras.contains(QStringLiteral("  Read    SEQ    1MiB (Q=  8, T= 1): Best"))) << qPrintable(extras);
}

TEST(CdmText, MixProfileMatchesGolden)
{
    expectGoldenText("cdm-default-mix.txt", Fixtures::defaultMix());
}

TEST(CdmText, SurfaceTestsMatchGolden)
{
    expectGoldenText("cdm-read-scan.txt", Fixtures::readScan());
    expectGoldenText("cdm-access-time.txt", Fixtures::accessTime());
}

TEST(CdmText, CapacityProbeMatchesGoldenWithoutAGridRow)
{
    expectGoldenText("cdm-capacity-probe.txt", Fixtures::capacityProbe());
    const QString text = cdmText(Fixtures::capacityProbe());
    EXPECT_FALSE(text.contains(QLatin1String("[Write]"))) << "its speed is not what it measures";
    EXPECT_FALSE(text.contains(QLatin1String("[Best/Spread]")));
    EXPECT_TRUE(text.contains(QLatin1String("[Capacity Probe] FAKE"))) << qPrintable(text);
}

TEST(CdmText, BurnInMatchesGoldenWithItsVerdictClassesAndRanges)
{
    expectGoldenText("cdm-burn-in.txt", Fixtures::burnIn());
    const QString text = cdmText(Fixtures::burnIn());
    EXPECT_FALSE(text.contains(QLatin1String("[Write]"))) << "its findings, not a speed row";
    EXPECT_TRUE(text.contains(QLatin1String("  Verdict:       FAIL\n"))) << qPrintable(text);
    EXPECT_TRUE(text.contains(QLatin1String("Write errors:  1 range, 1 KiB"))) << qPrintable(text);
}

TEST(CdmText, SyncWriteMatchesGolden)
{
    expectGoldenText("cdm-sync-write.txt", Fixtures::syncWrite());
}

TEST(CdmText, BlockDeviceMatchesGolden)
{
    expectGoldenText("cdm-block-device.txt", Fixtures::blockDevice());
}

// A device smaller than the size asked for is tested over all of it: the header says the size that ran.
TEST(CdmText, ATargetSmallerThanTheTestSizeShowsTheSpanThatRan)
{
    RunResult r = Fixtures::blockDevice();
    r.options.testSize = 1 * GiB;
    r.target.span = r.target.deviceSize = 256 * MiB;
    const QString text = cdmText(r);
    EXPECT_TRUE(
        text.contains(QLatin1String("   Test: 256 MiB (x3) [/dev/nvme0n1: raw device, span 256 MiB of 256 MiB]")))
        << text.toStdString();
    EXPECT_FALSE(text.contains(QLatin1String("1 GiB"))) << text.toStdString();
    EXPECT_TRUE(markdownText(r).contains(QLatin1String("Test: 256 MiB x3 on /dev/nvme0n1")))
        << markdownText(r).toStdString();
}

TEST(CdmText, ZeroFillWithCommentMatchesGolden)
{
    expectGoldenText("cdm-zero-fill.txt", Fixtures::zeroFill());
}

TEST(CdmText, LineArithmetic)
{
    // 1 MiB blocks at 1234.567 MB/s: IOPS = 1234.567e6 / 1048576 = 1177.3672…, shown as 1177.4.
    const TestResult t = fixedStats(TestSpec {AccessPattern::Sequential, 1 * MiB, 8, 1, false}, 1234.567e6, 6794.8e3);
    EXPECT_EQ(cdmResultLine(t),
              QStringLiteral("  SEQ    1MiB (Q=  8, T= 1):  1234.567 MB/s [   1177.4 IOPS] <  6794.80 us>"));

    const TestResult rnd = fixedStats(TestSpec {AccessPattern::Random, 4 * KiB, 32, 16, false}, 812.3456e6, 2518.126e3);
    // 812.3456e6 / 4096 = 198326.5625 IOPS.
    EXPECT_EQ(cdmResultLine(rnd),
              QStringLiteral("  RND    4KiB (Q= 32, T=16):   812.346 MB/s [ 198326.6 IOPS] <  2518.13 us>"));
}

TEST(CdmText, BlockSizeColumnStaysAligned)
{
    EXPECT_EQ(cdmBlockSize(1 * MiB), QStringLiteral("   1MiB"));
    EXPECT_EQ(cdmBlockSize(64 * MiB), QStringLiteral("  64MiB"));
    EXPECT_EQ(cdmBlockSize(128 * KiB), QStringLiteral(" 128KiB"));
    EXPECT_EQ(cdmBlockSize(4 * KiB), QStringLiteral("   4KiB"));
    EXPECT_EQ(cdmBlockSize(512), QStringLiteral(" 512B  "));
    EXPECT_EQ(cdmBlockSize(1536), QStringLiteral("1536B  "));
    const TestSpec small {AccessPattern::Random, 512, 1, 1, true};
    const TestSpec large {AccessPattern::Random, 4 * KiB, 1, 1, true};
    EXPECT_EQ(cdmTestLabel(small).size(), cdmTestLabel(large).size());
    EXPECT_EQ(cdmTestLabel(small), QStringLiteral("RND  512B   (Q=  1, T= 1)"));
}

TEST(CdmText, IgnoresTheLocale)
{
    const QString english = cdmText(Fixtures::defaultProfile());
    const QLocale previous;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const QString german = cdmText(Fixtures::defaultProfile());
    QLocale::setDefault(previous);
    EXPECT_EQ(german, english);
    EXPECT_TRUE(german.contains(QLatin1String(" 3512.")));
}

TEST(CdmText, HeaderAddressIsRightAligned)
{
    const QStringList lines = cdmText(Fixtures::defaultProfile()).split(QLatin1Char('\n'));
    ASSERT_GE(lines.size(), 4);
    EXPECT_EQ(lines.at(0), QString(78, QLatin1Char('-')));
    EXPECT_EQ(lines.at(1), QStringLiteral("Sektor 0.1.0"));
    EXPECT_EQ(lines.at(2).size(), 78);
    EXPECT_TRUE(lines.at(2).endsWith(QLatin1String(" https://github.com/sektor-benchmark/sektor")));
    for (const QString &line : lines)
        EXPECT_FALSE(line.endsWith(QLatin1Char(' '))) << line.toStdString();
}

TEST(CdmText, DateUsesTheOffsetTheDateTimeCarries)
{
    RunResult r = Fixtures::defaultProfile();
    r.started = QDateTime(QDate(2026, 1, 2), QTime(23, 4, 5), Qt::UTC);
    EXPECT_TRUE(cdmText(r).contains(QLatin1String("\n   Date: 2026/01/02 23:04:05\n")));
    r.started = QDateTime(QDate(2026, 1, 2), QTime(23, 4, 5), Qt::OffsetFromUTC, -5 * 3600);
    EXPECT_TRUE(cdmText(r).contains(QLatin1String("\n   Date: 2026/01/02 23:04:05\n")));
}

TEST(CdmText, ClassicBlockComesBeforeTheExtras)
{
    const QString text = cdmText(Fixtures::defaultProfile());
    const qsizetype os = text.indexOf(QLatin1String("\n     OS: "));
    const qsizetype extras = text.indexOf(QLatin1String("Sektor details"));
    ASSERT_GT(os, 0);
    EXPECT_GT(extras, os);
    EXPECT_TRUE(text.contains(QLatin1String("   Mode: [Median of 3 runs]\n")));
    EXPECT_FALSE(text.contains(QLatin1String("[Mix]")));
    EXPECT_FALSE(text.contains(QLatin1String("Comment:")));
}
