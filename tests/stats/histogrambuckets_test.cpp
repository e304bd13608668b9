// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "stats/latencyhistogram.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

using Sektor::LatencyHistogram;

namespace {

// Values where an off-by-one in the log-linear index math would show: everything below 4096,
// each power of two and its neighbours, the top of the range, and a random sample in between.
std::vector<std::uint64_t> sweepValues()
{
    std::vector<std::uint64_t> values;
    for (std::uint64_t v = 0; v < 4096; ++v)
        values.push_back(v);
    for (int bit = 0; bit < 64; ++bit) {
        const std::uint64_t p = std::uint64_t(1) << bit;
        values.insert(values.end(), {p - 1, p, p + 1, p + p / 2});
    }
    values.push_back(UINT64_MAX);
    values.push_back(UINT64_MAX - 1);
    std::mt19937_64 rng(4);
    for (int i = 0; i < 100'000; ++i)
        values.push_back(rng() >> (rng() % 64));
    return values;
}

void expectSameHistogram(const LatencyHistogram &a, const LatencyHistogram &b)
{
    EXPECT_EQ(a.count(), b.count());
    EXPECT_TRUE(a.sum() == b.sum());
    EXPECT_EQ(a.min(), b.min());
    EXPECT_EQ(a.max(), b.max());
    const auto ba = a.nonEmptyBuckets();
    const auto bb = b.nonEmptyBuckets();
    ASSERT_EQ(ba.size(), bb.size());
    for (std::size_t i = 0; i < ba.size(); ++i) {
        EXPECT_EQ(ba[i].lowerNs, bb[i].lowerNs);
        EXPECT_EQ(ba[i].count, bb[i].count);
    }
    for (double p : {50.0, 90.0, 99.0, 99.9, 99.99})
        EXPECT_EQ(a.percentile(p), b.percentile(p)) << "p" << p;
}

} // namespace

TEST(HistogramBuckets, EveryValueLiesInItsBucket)
{
    for (std::uint64_t v : sweepValues()) {
        const int i = LatencyHistogram::bucketIndex(v);
        ASSERT_GE(i, 0) << v;
        ASSERT_LT(i, LatencyHistogram::BucketCount) << v;
        const std::uint64_t lower = LatencyHistogram::bucketLower(i);
        const std::uint64_t upper = LatencyHistogram::bucketUpper(i);
        EXPECT_LE(lower, v);
        EXPECT_GE(upper, v);
        // The width bounds the error: one value below 128, else at most 1/64 of the lower edge.
        if (v < 128) {
            EXPECT_EQ(lower, upper) << v;
        } else {
            EXPECT_LE(upper - lower + 1, lower / 64) << v;
        }
    }
}

TEST(HistogramBuckets, BucketsTileTheWholeRange)
{
    // Contiguous, ascending, no gaps or overlaps: from 0 up to UINT64_MAX.
    EXPECT_EQ(LatencyHistogram::bucketLower(0), 0u);
    EXPECT_EQ(LatencyHistogram::bucketUpper(LatencyHistogram::BucketCount - 1), UINT64_MAX);
    EXPECT_EQ(LatencyHistogram::bucketIndex(UINT64_MAX), LatencyHistogram::BucketCount - 1);
    for (int i = 0; i < LatencyHistogram::BucketCount; ++i) {
        const std::uint64_t lower = LatencyHistogram::bucketLower(i);
        const std::uint64_t upper = LatencyHistogram::bucketUpper(i);
        ASSERT_LE(lower, upper) << i;
        EXPECT_EQ(LatencyHistogram::bucketIndex(lower), i);
        EXPECT_EQ(LatencyHistogram::bucketIndex(upper), i);
        if (i + 1 < LatencyHistogram::BucketCount) {
            EXPECT_EQ(LatencyHistogram::bucketLower(i + 1), upper + 1) << i;
        }
    }
}

TEST(HistogramBuckets, PowersOfTwoStartABucket)
{
    for (int bit = 0; bit < 64; ++bit) {
        const std::uint64_t p = std::uint64_t(1) << bit;
        const int i = LatencyHistogram::bucketIndex(p);
        EXPECT_EQ(LatencyHistogram::bucketLower(i), p) << bit;
        if (p > 1) {
            EXPECT_EQ(LatencyHistogram::bucketIndex(p - 1), i - 1) << bit;
        }
    }
}

TEST(HistogramBuckets, NonEmptyBucketsSumToCount)
{
    LatencyHistogram h;
    const auto values = sweepValues();
    for (std::uint64_t v : values)
        h.record(v);
    const auto buckets = h.nonEmptyBuckets();
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < buckets.size(); ++i) {
        EXPECT_GT(buckets[i].count, 0u);
        if (i > 0) {
            EXPECT_GT(buckets[i].lowerNs, buckets[i - 1].upperNs);
        }
        total += buckets[i].count;
    }
    EXPECT_EQ(total, values.size());
    EXPECT_EQ(h.count(), values.size());
}

TEST(HistogramBuckets, NonEmptyBucketsCountPerRange)
{
    LatencyHistogram h;
    for (std::uint64_t v : {7, 7, 7, 1'000'000, 1'000'001})
        h.record(v);
    const auto buckets = h.nonEmptyBuckets();
    ASSERT_EQ(buckets.size(), 2u);
    EXPECT_EQ(buckets[0].lowerNs, 7u);
    EXPECT_EQ(buckets[0].upperNs, 7u);
    EXPECT_EQ(buckets[0].count, 3u);
    EXPECT_LE(buckets[1].lowerNs, 1'000'000u);
    EXPECT_GE(buckets[1].upperNs, 1'000'001u);
    EXPECT_EQ(buckets[1].count, 2u);
}

TEST(HistogramBuckets, MergeEqualsRecordingAllInOne)
{
    std::mt19937_64 rng(5);
    std::lognormal_distribution<double> dist(10.0, 2.5);
    LatencyHistogram a, b, all;
    for (int i = 0; i < 30'000; ++i) {
        const auto v = std::uint64_t(dist(rng));
        // Uneven split so the two halves have different min, max and shape.
        (i % 3 ? a : b).record(v);
        all.record(v);
    }
    LatencyHistogram merged = a;
    merged.merge(b);
    expectSameHistogram(merged, all);
}

TEST(HistogramBuckets, MergeWithEmpty)
{
    LatencyHistogram filled;
    for (std::uint64_t v : {30, 4'000, 5'000'000})
        filled.record(v);

    LatencyHistogram intoEmpty;
    intoEmpty.merge(filled);
    expectSameHistogram(intoEmpty, filled);
    EXPECT_EQ(intoEmpty.min(), 30u);

    LatencyHistogram fromEmpty = filled;
    fromEmpty.merge(LatencyHistogram());
    expectSameHistogram(fromEmpty, filled);
}
