// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The one figure each kind is about (report/kindheadline.h), as the window's cell, the results picture and the text
// block show it: a map's mean over the drive, which is its chart's mean line and not its bytes over its time; an access
// time in ms; a sustained write's rate after its cache, or no such claim when the cache was not filled.
#include "reportfixtures.h"

#include "model/surface.h"
#include "model/units.h"
#include "report/cdmtext.h"
#include "report/kindreports.h"
#include "report/kinds/surfacereport.h"
#include "report/sharetext.h"

#include <gtest/gtest.h>

using namespace Sektor;

TEST(KindHeadline, APositionMapsHeadlineIsItsMeanOverTheDriveNotItsBytesOverItsTime)
{
    const RunResult map = Fixtures::unevenPositionMap();
    const std::optional<KindHeadline> headline = kindHeadlineOf(map, Wording::English);
    ASSERT_TRUE(headline.has_value());
    EXPECT_EQ(headline->unit, KindHeadline::Unit::MegabytesPerSecond);
    EXPECT_NEAR(headline->value, (200 + 200 + 200 + 50) / 4.0, 1e-6) << "the mean height of the curve";
    EXPECT_NEAR(headline->value, positionMapOf(map).meanBytesPerSecond / BytesPerMB, 1e-9) << "the chart's mean line";
    EXPECT_NEAR(map.tests.first().stats.medianBytesPerSecond / BytesPerMB, 114.29, 0.01)
        << "the fixture's old figure differs: bytes over time weight the slow zone by the time it takes";
    EXPECT_EQ(headline->label, QStringLiteral("mean over the drive"));
    EXPECT_TRUE(headline->isFigureOf(map.tests.first().spec, IoMode::Read));
    // The text report says the same, from the same function.
    const QString text = cdmText(map);
    EXPECT_TRUE(text.contains(QStringLiteral("\n  Headline:      162.500 MB/s, mean over the drive\n")))
        << qPrintable(text);
    EXPECT_TRUE(markdownText(map).contains(QStringLiteral("  Headline:      162.500 MB/s, mean over the drive\n")));
}

TEST(KindHeadline, AStoppedScansMeanIsOfThePartItRead)
{
    const RunResult scan = Fixtures::readScan(); // 60 % of the drive read
    ASSERT_FALSE(scan.tests.first().payload.get<SurfaceResult>().complete());
    const std::optional<KindHeadline> headline = kindHeadlineOf(scan, Wording::English);
    ASSERT_TRUE(headline.has_value());
    EXPECT_EQ(headline->label, QStringLiteral("mean over the first 60 % of the drive"));
    EXPECT_NEAR(headline->value, positionMapOf(scan).meanBytesPerSecond / BytesPerMB, 1e-9);
}

TEST(KindHeadline, AnAccessTimesHeadlineIsItsMeanInMilliseconds)
{
    const RunResult access = Fixtures::accessTime(); // reads of 5…15 ms
    const std::optional<KindHeadline> headline = kindHeadlineOf(access, Wording::English);
    ASSERT_TRUE(headline.has_value());
    EXPECT_EQ(headline->unit, KindHeadline::Unit::Milliseconds);
    const LatencySummary l = LatencySummary::fromHistogram(access.tests.first().readLatency);
    EXPECT_NEAR(headline->value, l.meanNs / 1e6, 1e-9);
    EXPECT_GT(headline->value, 5.0);
    EXPECT_LT(headline->value, 15.0);
    EXPECT_EQ(headline->label,
              QStringLiteral("mean access time (99th percentile %1 ms)").arg(double(l.p99Ns) / 1e6, 0, 'f', 2));
    const QString text = cdmText(access);
    const qsizetype line = text.indexOf(QStringLiteral("  Headline:"));
    ASSERT_GE(line, 0) << qPrintable(text);
    const QString headlineLine = text.mid(line, text.indexOf(QLatin1Char('\n'), line) - line);
    EXPECT_TRUE(headlineLine.contains(QStringLiteral(" ms, mean access time"))) << qPrintable(headlineLine);
    EXPECT_FALSE(headlineLine.contains(QStringLiteral("MB/s"))) << qPrintable(headlineLine);
}

TEST(KindHeadline, ASustainedWritesHeadlineIsTheRateAfterTheCacheWithTheCachesSize)
{
    const RunResult write = Fixtures::sustainedWrite(true); // 2000 MB/s for 20 GB, then 500 MB/s
    const std::optional<KindHeadline> headline = kindHeadlineOf(write, Wording::English);
    ASSERT_TRUE(headline.has_value());
    EXPECT_EQ(headline->unit, KindHeadline::Unit::MegabytesPerSecond);
    EXPECT_NEAR(headline->value, 500.0, 1.0);
    EXPECT_EQ(headline->label, QStringLiteral("after 20.0 GB of cache"));
    EXPECT_NE(write.tests.first().stats.medianBytesPerSecond / BytesPerMB, headline->value)
        << "the fixture's old figure is another one";
    EXPECT_TRUE(cdmText(write).contains(QStringLiteral("  Headline:      500.000 MB/s, after 20.0 GB of cache\n")))
        << qPrintable(cdmText(write));
}

TEST(KindHeadline, ASustainedWriteThatNeverFilledItsCacheClaimsNoRateAfterIt)
{
    const RunResult write = Fixtures::sustainedWrite(false); // 200 MB per 100 ms throughout, 140 GB
    const std::optional<KindHeadline> headline = kindHeadlineOf(write, Wording::English);
    ASSERT_TRUE(headline.has_value());
    EXPECT_NEAR(headline->value, 2000.0, 1.0) << "the rate it held";
    EXPECT_EQ(headline->label, QStringLiteral("cache not filled in 140.0 GB written"));
    EXPECT_FALSE(headline->label.contains(QStringLiteral("after")));
}

TEST(KindHeadline, TheSpeedTestsHaveNoneTheirGridIsTheirFigure)
{
    EXPECT_FALSE(kindHeadlineOf(Fixtures::defaultProfile()).has_value());
    EXPECT_FALSE(kindHeadlineOf(Fixtures::capacityProbe()).has_value());
}

TEST(KindHeadline, ASlowRegionOfASmallDriveIsPlacedInMegabytes)
{
    const RunResult map = Fixtures::unevenPositionMap(); // 256 MiB, its last quarter at a quarter of the rate
    const QString text = cdmText(map);
    EXPECT_TRUE(text.contains(QStringLiteral("  Slow regions:  1 (below ")));
    EXPECT_TRUE(text.contains(QStringLiteral("\n    201.3-268.4 MB (75.0-100.0 %)\n"))) << qPrintable(text);
    EXPECT_FALSE(text.contains(QStringLiteral("0.20-0.27 GB")));
}
