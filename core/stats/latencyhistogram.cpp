// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "stats/latencyhistogram.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace Sektor {

int LatencyHistogram::bucketIndex(std::uint64_t ns)
{
    if (ns < std::uint64_t(SubBuckets))
        return int(ns);
    const int exponent = 63 - std::countl_zero(ns); // ≥ SubBucketBits
    const int shift = exponent - SubBucketBits;
    const int sub = int(ns >> shift) - SubBuckets;
    return SubBuckets + shift * SubBuckets + sub;
}

std::uint64_t LatencyHistogram::bucketLower(int index)
{
    if (index < SubBuckets)
        return std::uint64_t(index);
    const int shift = (index - SubBuckets) / SubBuckets;
    const int sub = (index - SubBuckets) % SubBuckets;
    return std::uint64_t(SubBuckets + sub) << shift;
}

std::uint64_t LatencyHistogram::bucketUpper(int index)
{
    if (index < SubBuckets)
        return std::uint64_t(index);
    const int shift = (index - SubBuckets) / SubBuckets;
    return bucketLower(index) + ((std::uint64_t(1) << shift) - 1);
}

void LatencyHistogram::record(std::uint64_t ns)
{
    ++m_buckets[std::size_t(bucketIndex(ns))];
    ++m_count;
    m_sum += ns;
    m_min = std::min(m_min, ns);
    m_max = std::max(m_max, ns);
}

void LatencyHistogram::merge(const LatencyHistogram &other)
{
    if (other.m_count == 0)
        return;
    for (std::size_t i = 0; i < m_buckets.size(); ++i)
        m_buckets[i] += other.m_buckets[i];
    m_count += other.m_count;
    m_sum += other.m_sum;
    m_min = std::min(m_min, other.m_min);
    m_max = std::max(m_max, other.m_max);
}

void LatencyHistogram::clear()
{
    *this = LatencyHistogram();
}

std::uint64_t LatencyHistogram::percentile(double p) const
{
    if (m_count == 0)
        return 0;
    // The rank in integers, with p in parts per million (exact for up to four decimals, as
    // 99.99): ceil(p / 100.0 * n) in doubles gives 999.0000000000001 → rank 1000 for p99.9 of 1000.
    const auto ppm = UInt128(std::llround(std::clamp(p, 0.0, 100.0) * 1e4));
    const auto exactRank = std::uint64_t((ppm * m_count + 999'999) / 1'000'000);
    const std::uint64_t rank = std::clamp<std::uint64_t>(exactRank, 1, m_count);
    std::uint64_t seen = 0;
    for (int i = 0; i < BucketCount; ++i) {
        seen += m_buckets[std::size_t(i)];
        if (seen >= rank) {
            const std::uint64_t lower = bucketLower(i);
            const std::uint64_t mid = lower + (bucketUpper(i) - lower) / 2;
            return std::clamp(mid, m_min, m_max);
        }
    }
    return m_max;
}

std::vector<LatencyHistogram::Bucket> LatencyHistogram::nonEmptyBuckets() const
{
    std::vector<Bucket> buckets;
    for (int i = 0; i < BucketCount; ++i) {
        if (m_buckets[std::size_t(i)])
            buckets.push_back({bucketLower(i), bucketUpper(i), m_buckets[std::size_t(i)]});
    }
    return buckets;
}

bool LatencyHistogram::restore(const std::vector<Bucket> &buckets, UInt128 sum, std::uint64_t min, std::uint64_t max)
{
    clear();
    if (buckets.empty())
        return sum == 0 && min == 0 && max == 0;
    int previous = -1;
    for (const Bucket &b : buckets) {
        const int index = bucketIndex(b.lowerNs);
        if (index <= previous || bucketLower(index) != b.lowerNs || bucketUpper(index) != b.upperNs || b.count == 0
            || m_count + b.count < m_count) {
            clear();
            return false;
        }
        m_buckets[std::size_t(index)] = b.count;
        m_count += b.count;
        previous = index;
    }
    // The extremes must lie in the outermost buckets, and the sum between count·min and count·max.
    if (min < buckets.front().lowerNs || min > buckets.front().upperNs || max < buckets.back().lowerNs
        || max > buckets.back().upperNs || sum < UInt128(min) * m_count || sum > UInt128(max) * m_count) {
        clear();
        return false;
    }
    m_sum = sum;
    m_min = min;
    m_max = max;
    return true;
}

} // namespace Sektor
