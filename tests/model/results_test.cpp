// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/results.h"

#include <gtest/gtest.h>

using namespace Sektor;

namespace {

// A run of one second moving `bytes` in `ios` reads with the given mean latency, so its
// bytes per second and IOPS equal those numbers exactly.
RunMetrics run(std::uint64_t bytes, std::uint64_t ios, double meanLatencyNs)
{
    RunMetrics r;
    r.windowNs = NsPerSecond;
    r.read.bytes = bytes;
    r.read.ios = ios;
    r.read.latency.count = ios;
    r.read.latency.meanNs = meanLatencyNs;
    return r;
}

} // namespace

TEST(RunMetrics, RatesOverTheExactWindow)
{
    RunMetrics r;
    r.windowNs = 1'500'000'000; // 1.5 s
    r.read.bytes = 2000 * MiB;
    r.read.ios = 2000;
    r.write.bytes = 1000 * MiB;
    r.write.ios = 1000;
    EXPECT_EQ(r.bytes(), 3000 * MiB);
    EXPECT_EQ(r.ios(), 3000u);
    EXPECT_DOUBLE_EQ(r.bytesPerSecond(), 2000.0 * double(MiB)); // 3000 MiB / 1.5 s
    EXPECT_DOUBLE_EQ(r.iops(), 2000.0);
}

TEST(RunMetrics, RatesOfShortOddWindow)
{
    RunMetrics r;
    r.windowNs = 250'000; // 250 µs
    r.write.bytes = 512 * 1000;
    r.write.ios = 1000;
    EXPECT_DOUBLE_EQ(r.bytesPerSecond(), 2.048e9);
    EXPECT_DOUBLE_EQ(r.iops(), 4e6);
}

TEST(RunMetrics, EmptyOrNonPositiveWindowGivesZero)
{
    RunMetrics r;
    r.read.bytes = 1000;
    r.read.ios = 10;
    EXPECT_EQ(r.bytesPerSecond(), 0.0);
    EXPECT_EQ(r.iops(), 0.0);
    r.windowNs = -5;
    EXPECT_EQ(r.bytesPerSecond(), 0.0);
    EXPECT_EQ(r.iops(), 0.0);
}

TEST(RunMetrics, MeanLatencyWeightedByIoCount)
{
    RunMetrics r;
    r.read.latency.count = 1000;
    r.read.latency.meanNs = 100;
    r.write.latency.count = 3000;
    r.write.latency.meanNs = 500;
    // (1000 · 100 + 3000 · 500) / 4000, not the plain average 300.
    EXPECT_DOUBLE_EQ(r.meanLatencyNs(), 400.0);

    RunMetrics writeOnly;
    writeOnly.write.latency.count = 7;
    writeOnly.write.latency.meanNs = 12'345.5;
    EXPECT_DOUBLE_EQ(writeOnly.meanLatencyNs(), 12'345.5);

    EXPECT_EQ(RunMetrics().meanLatencyNs(), 0.0);
}

// A rewrite counts each block once (its write back), with the read inside the window; its latency is the read's plus
// the write's. Other modes count both directions.
TEST(RunMetrics, ARewritesFigureCountsEachBlockOnce)
{
    RunMetrics r;
    r.windowNs = 2'000'000'000;
    r.read = {1000, 1000 * 65536, {}};
    r.write = {1000, 1000 * 65536, {}};
    r.read.latency.count = 1000;
    r.read.latency.meanNs = 300;
    r.write.latency.count = 1000;
    r.write.latency.meanNs = 500;
    EXPECT_DOUBLE_EQ(r.figureBytesPerSecond(IoMode::Rewrite), 1000.0 * 65536 / 2);
    EXPECT_DOUBLE_EQ(r.figureIops(IoMode::Rewrite), 500);
    EXPECT_DOUBLE_EQ(r.figureLatencyNs(IoMode::Rewrite), 800);
    EXPECT_DOUBLE_EQ(r.figureBytesPerSecond(IoMode::Mix), 2000.0 * 65536 / 2);
    EXPECT_DOUBLE_EQ(r.figureLatencyNs(IoMode::Mix), 400);
    const RunStatistics s = RunStatistics::fromRuns({r}, IoMode::Rewrite);
    EXPECT_DOUBLE_EQ(s.medianBytesPerSecond, 1000.0 * 65536 / 2);
    EXPECT_DOUBLE_EQ(s.medianLatencyNs, 800);
    Sample sample {1, 100'000'000, 100'000'000, 6553600, 6553600, 100, 100};
    EXPECT_DOUBLE_EQ(sample.figureBytesPerSecond(IoMode::Rewrite), 65'536'000);
    EXPECT_DOUBLE_EQ(sample.figureBytesPerSecond(IoMode::Read), 131'072'000);
}

TEST(RunStatistics, MedianOfOddCount)
{
    const auto s
        = RunStatistics::fromRuns({run(100, 30, 7'000), run(300, 10, 5'000), run(200, 20, 9'000)}, IoMode::Read);
    EXPECT_DOUBLE_EQ(s.medianBytesPerSecond, 200);
    EXPECT_DOUBLE_EQ(s.bestBytesPerSecond, 300);
    EXPECT_DOUBLE_EQ(s.worstBytesPerSecond, 100);
    EXPECT_DOUBLE_EQ(s.medianIops, 20);
    EXPECT_DOUBLE_EQ(s.medianLatencyNs, 7'000);
    EXPECT_DOUBLE_EQ(s.spread(), 1.0); // (300 − 100) / 200
}

TEST(RunStatistics, MedianOfEvenCountIsMeanOfMiddleTwo)
{
    // Each metric is ordered differently, so each must be sorted on its own.
    const auto s
        = RunStatistics::fromRuns({run(400, 1, 40), run(100, 4, 10), run(300, 3, 30), run(200, 2, 20)}, IoMode::Read);
    EXPECT_DOUBLE_EQ(s.medianBytesPerSecond, 250);
    EXPECT_DOUBLE_EQ(s.bestBytesPerSecond, 400);
    EXPECT_DOUBLE_EQ(s.worstBytesPerSecond, 100);
    EXPECT_DOUBLE_EQ(s.medianIops, 2.5);
    EXPECT_DOUBLE_EQ(s.medianLatencyNs, 25);
    EXPECT_DOUBLE_EQ(s.spread(), 1.2); // (400 − 100) / 250
}

TEST(RunStatistics, MedianIgnoresOneOutlier)
{
    const auto s = RunStatistics::fromRuns(
        {run(1'000, 1, 1), run(1'010, 1, 1), run(990, 1, 1), run(1'000'000, 1, 1), run(1'005, 1, 1)}, IoMode::Read);
    EXPECT_DOUBLE_EQ(s.medianBytesPerSecond, 1'005);
    EXPECT_DOUBLE_EQ(s.bestBytesPerSecond, 1'000'000);
    EXPECT_DOUBLE_EQ(s.worstBytesPerSecond, 990);
}

TEST(RunStatistics, SingleRun)
{
    const auto s = RunStatistics::fromRuns({run(123'456'789, 4'321, 250)}, IoMode::Read);
    EXPECT_DOUBLE_EQ(s.medianBytesPerSecond, 123'456'789);
    EXPECT_DOUBLE_EQ(s.bestBytesPerSecond, 123'456'789);
    EXPECT_DOUBLE_EQ(s.worstBytesPerSecond, 123'456'789);
    EXPECT_DOUBLE_EQ(s.medianIops, 4'321);
    EXPECT_DOUBLE_EQ(s.medianLatencyNs, 250);
    EXPECT_EQ(s.spread(), 0.0);
}

TEST(RunStatistics, EmptyIsAllZero)
{
    const auto s = RunStatistics::fromRuns({}, IoMode::Read);
    EXPECT_EQ(s.medianBytesPerSecond, 0.0);
    EXPECT_EQ(s.bestBytesPerSecond, 0.0);
    EXPECT_EQ(s.worstBytesPerSecond, 0.0);
    EXPECT_EQ(s.medianIops, 0.0);
    EXPECT_EQ(s.medianLatencyNs, 0.0);
    EXPECT_EQ(s.spread(), 0.0); // no division by a zero median
}

TEST(LatencySummary, FromHistogram)
{
    LatencyHistogram h;
    for (std::uint64_t v = 1; v <= 1000; ++v)
        h.record(v * 1000); // 1 µs … 1 ms
    const auto s = LatencySummary::fromHistogram(h);
    EXPECT_EQ(s.count, 1000u);
    EXPECT_DOUBLE_EQ(s.meanNs, 500'500.0);
    EXPECT_EQ(s.minNs, 1'000u);
    EXPECT_EQ(s.maxNs, 1'000'000u);
    EXPECT_EQ(s.p50Ns, h.percentile(50));
    EXPECT_EQ(s.p90Ns, h.percentile(90));
    EXPECT_EQ(s.p99Ns, h.percentile(99));
    EXPECT_EQ(s.p999Ns, h.percentile(99.9));
    EXPECT_EQ(s.p9999Ns, h.percentile(99.99));
    // Each field holds its own percentile (not, e.g., p99 twice): true values within 1/128.
    EXPECT_NEAR(double(s.p50Ns), 500'000, 500'000 / 128.0);
    EXPECT_NEAR(double(s.p90Ns), 900'000, 900'000 / 128.0);
    EXPECT_NEAR(double(s.p99Ns), 990'000, 990'000 / 128.0);
    EXPECT_NEAR(double(s.p999Ns), 999'000, 999'000 / 128.0);
    EXPECT_EQ(s.p9999Ns, 1'000'000u); // rank 1000 = max, clamped exactly
}

TEST(LatencySummary, FromEmptyHistogram)
{
    const auto s = LatencySummary::fromHistogram(LatencyHistogram());
    EXPECT_EQ(s.count, 0u);
    EXPECT_EQ(s.meanNs, 0.0);
    EXPECT_EQ(s.minNs, 0u);
    EXPECT_EQ(s.maxNs, 0u);
    EXPECT_EQ(s.p50Ns, 0u);
    EXPECT_EQ(s.p9999Ns, 0u);
}
