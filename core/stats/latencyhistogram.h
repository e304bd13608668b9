// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "stats/uint128.h"

#include <array>
#include <cstdint>
#include <vector>

namespace Sektor {

/**
 * Log-linear latency histogram in nanoseconds: values below 64 are exact, above that each power
 * of two is split into 64 equal sub-buckets, so a reported percentile is within 1/128 (< 1 %)
 * of the true value. Recording is O(1) and allocation-free; histograms merge by addition.
 */
class LatencyHistogram
{
public:
    static constexpr int SubBucketBits = 6;
    static constexpr int SubBuckets = 1 << SubBucketBits; ///< 64
    static constexpr int BucketCount = SubBuckets + (64 - SubBucketBits) * SubBuckets;

    void record(std::uint64_t ns);
    void merge(const LatencyHistogram &other);
    void clear();

    std::uint64_t count() const { return m_count; }
    std::uint64_t min() const { return m_count ? m_min : 0; }
    std::uint64_t max() const { return m_max; }
    double mean() const { return m_count ? double(m_sum) / double(m_count) : 0.0; }
    /// Sum of all recorded values (exact, for the mean).
    UInt128 sum() const { return m_sum; }

    /**
     * Percentile by nearest rank (rank = ceil(p/100 · n)): the midpoint of the bucket holding
     * that rank, clamped to [min, max]. p in (0, 100]; 0 for an empty histogram.
     */
    std::uint64_t percentile(double p) const;

    /// Index of the bucket that holds a value, and the value range [lower, upper] of a bucket.
    static int bucketIndex(std::uint64_t ns);
    static std::uint64_t bucketLower(int index);
    static std::uint64_t bucketUpper(int index);

    struct Bucket
    {
        std::uint64_t lowerNs;
        std::uint64_t upperNs;
        std::uint64_t count;
    };
    /// Non-empty buckets in ascending order (for reports and charts).
    std::vector<Bucket> nonEmptyBuckets() const;

    /**
     * Rebuilds a histogram from what nonEmptyBuckets(), sum(), min() and max() returned, so a
     * saved report loads back losslessly. Each bucket must be one of this layout's buckets, in
     * ascending order with a non-zero count, and min/max must lie in the first/last bucket.
     * Returns false and leaves the histogram empty when the parts do not fit together.
     */
    bool restore(const std::vector<Bucket> &buckets, UInt128 sum, std::uint64_t min, std::uint64_t max);

    /// Equal when every bucket, the count, sum, min and max are: what restore() rebuilds from a result file.
    bool operator==(const LatencyHistogram &) const = default;

private:
    std::array<std::uint64_t, BucketCount> m_buckets {};
    std::uint64_t m_count = 0;
    UInt128 m_sum = 0;
    std::uint64_t m_min = UINT64_MAX;
    std::uint64_t m_max = 0;
};

} // namespace Sektor
