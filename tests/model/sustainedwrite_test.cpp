// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The figures of a sustained write read from synthetic 100 ms samples whose cache size, rates and noise are known.
#include "model/sustainedwrite.h"

#include <random>

#include <gtest/gtest.h>

using namespace Sektor;

namespace {
constexpr double MB = 1e6;

// Samples of a write whose rate is given per sample: rate(i) in bytes per second, 100 ms each.
template<typename Rate>
QList<Sample> series(int count, Rate rate)
{
    QList<Sample> samples;
    std::int64_t elapsed = 0;
    for (int i = 0; i < count; ++i) {
        Sample s;
        s.run = 1;
        s.intervalNs = 100 * NsPerMs;
        elapsed += s.intervalNs;
        s.elapsedNs = elapsed;
        s.writeBytes = std::uint64_t(rate(i) * 0.1);
        s.writeIos = s.writeBytes / MiB;
        samples << s;
    }
    return samples;
}

SustainedWriteRules rules(double windowSeconds)
{
    SustainedWriteRules r;
    r.steadyWindowNs = std::int64_t(windowSeconds * double(NsPerSecond));
    return r;
}
} // namespace

TEST(SustainedWrite, ACleanCliffGivesTheCacheSizeAndBothRates)
{
    // 2000 MB/s for 10 s (20 GB), then 500 MB/s for 20 s (10 GB).
    const QList<Sample> s = series(300, [](int i) {
        return i < 100 ? 2000 * MB : 500 * MB;
    });
    const SustainedWriteAnalysis a = analyzeSustainedWrite(s, rules(5));
    ASSERT_TRUE(a.cliffFound());
    EXPECT_EQ(a.levels.size(), 2);
    EXPECT_DOUBLE_EQ(a.initialBytesPerSecond, 2000 * MB);
    EXPECT_EQ(a.cacheBytes(), 20'000'000'000ull);
    EXPECT_DOUBLE_EQ(a.postCacheBytesPerSecond(), 500 * MB);
    EXPECT_TRUE(a.steadyState);
    EXPECT_EQ(a.bytesWritten, 30'000'000'000ull);
    EXPECT_EQ(a.elapsedNs, 30 * NsPerSecond);
}

TEST(SustainedWrite, NoiseAndSingleSlowSamplesAreNotACliff)
{
    std::mt19937 rng(7);
    std::normal_distribution<double> noise(0, 0.08);
    const QList<Sample> s = series(300, [&](int i) {
        const double dip = (i % 37 == 0) ? 0.3 : 1.0; // a slow 100 ms now and then (garbage collection)
        return 1500 * MB * dip * (1 + noise(rng));
    });
    const SustainedWriteAnalysis a = analyzeSustainedWrite(s, rules(5));
    EXPECT_FALSE(a.cliffFound());
    EXPECT_EQ(a.cacheBytes(), 0u);
    EXPECT_NEAR(a.initialBytesPerSecond, 1500 * MB, 150 * MB);
    EXPECT_FALSE(a.steadyState) << "no steady state is claimed without a drop to be steady after";
}

TEST(SustainedWrite, ANoisyCliffIsPlacedWithinASecond)
{
    std::mt19937 rng(11);
    std::normal_distribution<double> noise(0, 0.12);
    const QList<Sample> s = series(400, [&](int i) {
        return (i < 150 ? 3000 * MB : 900 * MB) * (1 + noise(rng));
    });
    const SustainedWriteAnalysis a = analyzeSustainedWrite(s, rules(5));
    ASSERT_TRUE(a.cliffFound());
    EXPECT_NEAR(double(a.cacheBytes()), 15 * 3000 * MB, 3000 * MB) << "within a second of writing at 3000 MB/s";
    EXPECT_NEAR(a.postCacheBytesPerSecond(), 900 * MB, 45 * MB);
    EXPECT_TRUE(a.steadyState) << "±12% per sample averages to about ±4% per second";
}

TEST(SustainedWrite, TwoStepsAreTwoLevels)
{
    // SLC at 3000, TLC direct at 1200, then QLC folding at 300 MB/s.
    const QList<Sample> s = series(600, [](int i) {
        return i < 100 ? 3000 * MB : i < 300 ? 1200 * MB : 300 * MB;
    });
    const SustainedWriteAnalysis a = analyzeSustainedWrite(s, rules(5));
    ASSERT_EQ(a.levels.size(), 3);
    EXPECT_EQ(a.levels.at(1).startBytes, 30'000'000'000ull);
    EXPECT_DOUBLE_EQ(a.levels.at(1).bytesPerSecond, 1200 * MB);
    EXPECT_EQ(a.levels.at(2).startBytes, 30'000'000'000ull + 24'000'000'000ull);
    EXPECT_DOUBLE_EQ(a.levels.at(2).bytesPerSecond, 300 * MB);
    EXPECT_TRUE(a.steadyState);
}

TEST(SustainedWrite, ShortRecoveryBumpsAfterTheCliffDoNotMoveIt)
{
    // After the cache fills the drive briefly recovers twice (it flushed some cache while idle-ish).
    const QList<Sample> s = series(400, [](int i) {
        if (i < 100)
            return 2000 * MB;
        if ((i >= 150 && i < 158) || (i >= 250 && i < 255))
            return 1900 * MB;
        return 400 * MB;
    });
    const SustainedWriteAnalysis a = analyzeSustainedWrite(s, rules(5));
    ASSERT_EQ(a.levels.size(), 2) << "the bumps are not levels of their own";
    EXPECT_EQ(a.cacheBytes(), 20'000'000'000ull);
    EXPECT_DOUBLE_EQ(a.postCacheBytesPerSecond(), 400 * MB);
    EXPECT_TRUE(a.steadyState) << "the last 5 s are flat";
}

TEST(SustainedWrite, SteadyStateNeedsAFullWindowAfterTheDropAndAFlatTrend)
{
    const auto cliffThen = [](double (*after)(int)) {
        return series(200, [after](int i) {
            return i < 50 ? 2000 * MB : after(i - 50);
        });
    };
    // Still falling by 1% per second after the drop: every second within ±10% of the mean over 5 s, but a trend.
    const SustainedWriteAnalysis sliding = analyzeSustainedWrite(cliffThen([](int i) {
                                                                     return 500 * MB * (1 - 0.004 * i);
                                                                 }),
                                                                 rules(5));
    ASSERT_TRUE(sliding.cliffFound());
    EXPECT_FALSE(sliding.steadyState);
    // Swinging between 420 and 580 MB/s second by second: flat on average, but not within ±10%.
    const SustainedWriteAnalysis swinging = analyzeSustainedWrite(cliffThen([](int i) {
                                                                      return (i / 10) % 2 ? 580 * MB : 420 * MB;
                                                                  }),
                                                                  rules(5));
    ASSERT_TRUE(swinging.cliffFound());
    EXPECT_FALSE(swinging.steadyState);
    // Flat, but the window is longer than what was written after the drop.
    const SustainedWriteAnalysis tooShort = analyzeSustainedWrite(cliffThen([](int) {
                                                                      return 500 * MB;
                                                                  }),
                                                                  rules(20));
    EXPECT_FALSE(tooShort.steadyState);
}

TEST(SustainedWrite, TheQueueDrainingAfterTheStopDoesNotUndoTheSteadyStateThatStoppedIt)
{
    // The run judges each whole second and stops the write at the first steady one; the writes in flight then
    // complete, and the flush: a tail the run never judged. What CI saw on the shaped device (150 MB/s for 256 MiB,
    // then 25): steady over 3 s at the stop, then 0.4 s of the queue draining at 33 MB/s, 30 % above the window's
    // mean. The figures read from the samples said "not steady", and the report "stopped before a limit".
    const auto write = [](const QList<double> &afterStop) {
        QList<Sample> s = series(60, [](int i) {
            return i < 20 ? 150 * MB : 25 * MB;
        });
        for (double rate : afterStop) {
            Sample tail = s.last();
            tail.elapsedNs += tail.intervalNs;
            tail.writeBytes = std::uint64_t(rate * 0.1);
            s << tail;
        }
        return s;
    };
    const SustainedWriteRules threeSeconds = rules(3);
    ASSERT_TRUE(analyzeSustainedWrite(write({}), threeSeconds).steadyState) << "steady when the run stopped";

    const SustainedWriteAnalysis drained = analyzeSustainedWrite(write(QList<double>(4, 33 * MB)), threeSeconds);
    EXPECT_TRUE(drained.steadyState);
    EXPECT_EQ(drained.levels.size(), 2);
    EXPECT_DOUBLE_EQ(drained.postCacheBytesPerSecond(), 25 * MB) << "the tail is not a rate of the write";
    EXPECT_EQ(drained.bytesWritten, 2 * 150'000'000ull + 4 * 25'000'000ull + 4 * 3'300'000ull)
        << "but its bytes were written";
    EXPECT_EQ(drained.elapsedNs, 6'400 * NsPerMs);

    // A slow stick drains for longer than a second, the last one with the flush in it, at 20 MB/s: still the run
    // stopped at steady state.
    QList<double> slowDrain(10, 25 * MB);
    slowDrain << QList<double>(10, 20 * MB) << QList<double>(5, 25 * MB);
    EXPECT_TRUE(analyzeSustainedWrite(write(slowDrain), threeSeconds).steadyState);

    // Never steady before the stop stays not steady, whatever the tail.
    const QList<Sample> swinging = series(60, [](int i) {
        return i < 20 ? 150 * MB : (i / 10) % 2 ? 30 * MB : 20 * MB;
    });
    EXPECT_FALSE(analyzeSustainedWrite(swinging, threeSeconds).steadyState);
}

TEST(SustainedWrite, TheWindowIsATwentiethOfTheTimeLimitFrom3To30Seconds)
{
    using std::chrono::minutes;
    using std::chrono::seconds;
    EXPECT_EQ(SustainedWriteRules::forTimeLimit(minutes(10)).steadyWindowNs, 30 * NsPerSecond);
    EXPECT_EQ(SustainedWriteRules::forTimeLimit(minutes(2)).steadyWindowNs, 6 * NsPerSecond);
    EXPECT_EQ(SustainedWriteRules::forTimeLimit(seconds(10)).steadyWindowNs, 3 * NsPerSecond);
    EXPECT_EQ(SustainedWriteRules::forTimeLimit(minutes(60)).steadyWindowNs, 30 * NsPerSecond);
}

TEST(SustainedWrite, NothingMeasuredIsNoFigures)
{
    const SustainedWriteAnalysis a = analyzeSustainedWrite({}, SustainedWriteRules {});
    EXPECT_TRUE(a.levels.isEmpty());
    EXPECT_FALSE(a.cliffFound());
    EXPECT_FALSE(a.steadyState);
    EXPECT_EQ(a.bytesWritten, 0u);
}

TEST(SustainedWrite, ADropInsideASampleIsPlacedWhereTheBytesSayItHappened)
{
    // 1000 MB/s until 10.05 s, then 100 MB/s: sample 100 wrote 50 MB fast and 5 MB slow.
    QList<Sample> s = series(300, [](int i) {
        return i < 100 ? 1000 * MB : 100 * MB;
    });
    s[100].writeBytes = 55'000'000;
    const SustainedWriteAnalysis a = analyzeSustainedWrite(s, rules(5));
    ASSERT_TRUE(a.cliffFound());
    EXPECT_NEAR(double(a.cacheBytes()), 10'050'000'000.0, 1e3);
}

TEST(SustainedWrite, ADropLateInASampleThatStillCountedAsFastIsPlacedInIt)
{
    // Sample 99 wrote 94.44 MB at 1000 MB/s and 0.56 MB at 100 MB/s: 95 MB, still above the 70 % threshold.
    QList<Sample> s = series(300, [](int i) {
        return i < 100 ? 1000 * MB : 100 * MB;
    });
    s[99].writeBytes = 95'000'000;
    const SustainedWriteAnalysis a = analyzeSustainedWrite(s, rules(5));
    ASSERT_TRUE(a.cliffFound());
    EXPECT_NEAR(double(a.cacheBytes()), 9'900'000'000.0 + 94'444'444.0, 1e3);
}

TEST(SustainedWrite, EachWholeGibHasItsRateWithTheDropInsideTheGibItFellIn)
{
    // 2000 MB/s for 10 s (20e9 bytes: 18 whole GiB and 0.63 of the 19th), then 500 MB/s for 20 s: 27 whole GiB.
    const QList<Sample> s = series(300, [](int i) {
        return i < 100 ? 2000 * MB : 500 * MB;
    });
    const SustainedWriteAnalysis a = analyzeSustainedWrite(s, rules(5));
    ASSERT_EQ(a.gibBytesPerSecond.size(), 27);
    for (int g = 0; g < 18; ++g)
        EXPECT_NEAR(a.gibBytesPerSecond.at(g), 2000 * MB, 1) << "GiB " << g + 1;
    // The 19th GiB: 20e9 - 18 GiB at 2000 MB/s, the rest at 500 MB/s.
    const double fast = 20e9 - 18.0 * double(GiB);
    const double seconds = fast / (2000 * MB) + (double(GiB) - fast) / (500 * MB);
    EXPECT_NEAR(a.gibBytesPerSecond.at(18), double(GiB) / seconds, 1);
    for (int g = 19; g < 27; ++g)
        EXPECT_NEAR(a.gibBytesPerSecond.at(g), 500 * MB, 1) << "GiB " << g + 1;
}
