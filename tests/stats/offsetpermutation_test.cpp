// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "stats/offsetpermutation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <set>
#include <vector>

using Sektor::OffsetPermutation;

namespace {

constexpr std::uint64_t Seeds[] = {0, 1, 0xDEADBEEF, UINT64_MAX};

// Sizes around powers of two (where the cycle-walking domain changes) and a few irregular ones.
std::vector<std::uint64_t> sizes()
{
    std::vector<std::uint64_t> n {1, 2, 3, 5, 63, 64, 65, 1000, 4096, 262'144 + 17};
    std::mt19937_64 rng(6);
    std::uniform_int_distribution<std::uint64_t> dist(1, 1u << 21);
    for (int i = 0; i < 3; ++i)
        n.push_back(dist(rng));
    return n;
}

// Counts of index pairs (i, i+1) whose blocks are neighbours on the disk: a sequential pattern
// in disguise, which a random-read test must not have.
double adjacentFraction(const OffsetPermutation &perm)
{
    std::uint64_t adjacent = 0;
    std::uint64_t prev = perm.at(0);
    for (std::uint64_t i = 1; i < perm.size(); ++i) {
        const std::uint64_t cur = perm.at(i);
        if (cur == prev + 1 || prev == cur + 1)
            ++adjacent;
        prev = cur;
    }
    return double(adjacent) / double(perm.size() - 1);
}

} // namespace

TEST(OffsetPermutation, FullPeriodWithoutRepeats)
{
    for (std::uint64_t n : sizes()) {
        for (std::uint64_t seed : Seeds) {
            const OffsetPermutation perm(n, seed);
            ASSERT_EQ(perm.size(), n);
            std::vector<bool> seen(n, false);
            for (std::uint64_t i = 0; i < n; ++i) {
                const std::uint64_t v = perm.at(i);
                ASSERT_LT(v, n) << "n=" << n << " seed=" << seed << " i=" << i;
                ASSERT_FALSE(seen[v]) << "repeat of " << v << " at i=" << i << " n=" << n << " seed=" << seed;
                seen[v] = true;
            }
            // n values below n without a repeat means every block was visited.
        }
    }
}

TEST(OffsetPermutation, SameSeedSameOrder)
{
    const OffsetPermutation a(100'003, 42);
    const OffsetPermutation b(100'003, 42);
    for (std::uint64_t i = 0; i < a.size(); ++i)
        ASSERT_EQ(a.at(i), b.at(i)) << i;
}

TEST(OffsetPermutation, DifferentSeedsDifferentOrders)
{
    // Two independent random permutations agree in about one position; allow a generous margin.
    const std::uint64_t n = 10'000;
    for (auto [s1, s2] : {std::pair<std::uint64_t, std::uint64_t> {0, 1}, {1, 2}, {42, 43}, {7, 7ull << 32}}) {
        const OffsetPermutation a(n, s1);
        const OffsetPermutation b(n, s2);
        std::uint64_t same = 0;
        for (std::uint64_t i = 0; i < n; ++i)
            same += a.at(i) == b.at(i);
        EXPECT_LT(same, n / 100) << "seeds " << s1 << " and " << s2;
    }
}

TEST(OffsetPermutation, ConsecutiveIndicesAreNotNeighbours)
{
    // A random permutation has about 2 adjacent pairs out of 2^20; 0.1 % would already mean
    // one I/O in a thousand is effectively sequential.
    for (std::uint64_t n : {std::uint64_t(1) << 20, (std::uint64_t(1) << 20) + 12'345}) {
        for (std::uint64_t seed : Seeds)
            EXPECT_LT(adjacentFraction(OffsetPermutation(n, seed)), 0.001) << "n=" << n << " seed=" << seed;
    }
}

TEST(OffsetPermutation, StepsAreNotAFixedStride)
{
    // A weak mix can turn i → i + 1 into a constant jump (offset += stride mod n): not adjacent,
    // yet as predictable for a drive's prefetcher as sequential I/O. In a random permutation no
    // step size repeats more than a handful of times.
    const std::uint64_t n = std::uint64_t(1) << 20;
    for (std::uint64_t seed : Seeds) {
        const OffsetPermutation perm(n, seed);
        std::vector<std::uint64_t> steps;
        steps.reserve(n - 1);
        for (std::uint64_t i = 1; i < n; ++i)
            steps.push_back((perm.at(i) - perm.at(i - 1)) & (n - 1));
        std::sort(steps.begin(), steps.end());
        std::uint64_t commonest = 0;
        for (auto run = steps.begin(); run != steps.end();) {
            const auto end = std::upper_bound(run, steps.end(), *run);
            commonest = std::max(commonest, std::uint64_t(end - run));
            run = end;
        }
        EXPECT_LT(commonest, n / 1000) << "seed=" << seed;
    }
}

TEST(OffsetPermutation, FewFixedPoints)
{
    const std::uint64_t n = std::uint64_t(1) << 20;
    for (std::uint64_t seed : Seeds) {
        const OffsetPermutation perm(n, seed);
        std::uint64_t fixed = 0;
        for (std::uint64_t i = 0; i < n; ++i)
            fixed += perm.at(i) == i;
        EXPECT_LT(fixed, 100u) << "seed=" << seed;
    }
}

TEST(OffsetPermutation, FirstElementsSpreadOverTheRange)
{
    // The first 1000 offsets, put into 16 equal slices of the range, should fill each with
    // about 62; a clustered start (all in the first slices) would measure a small hot area.
    for (std::uint64_t n : {std::uint64_t(1) << 20, std::uint64_t(1'000'003), std::uint64_t(1) << 40}) {
        for (std::uint64_t seed : Seeds) {
            const OffsetPermutation perm(n, seed);
            std::vector<int> slices(16, 0);
            for (std::uint64_t i = 0; i < 1000; ++i)
                ++slices[std::size_t(double(perm.at(i)) / double(n) * 16)];
            for (int s = 0; s < 16; ++s) {
                EXPECT_GT(slices[std::size_t(s)], 25) << "n=" << n << " seed=" << seed << " slice " << s;
                EXPECT_LT(slices[std::size_t(s)], 110) << "n=" << n << " seed=" << seed << " slice " << s;
            }
        }
    }
}

TEST(OffsetPermutation, HugeRangeNeedsNoMemory)
{
    // 2^40 blocks (4 PiB of 4 KiB blocks) and the full 64-bit range: at() is computed, not
    // looked up, so a spot sample must be in range and distinct.
    for (std::uint64_t n : {std::uint64_t(1) << 40, (std::uint64_t(1) << 40) + 3, UINT64_MAX}) {
        const OffsetPermutation perm(n, 99);
        EXPECT_EQ(perm.size(), n);
        std::mt19937_64 rng(7);
        std::set<std::uint64_t> indices, values;
        for (std::uint64_t i = 0; i < 5000; ++i)
            indices.insert(i);
        while (indices.size() < 10'000)
            indices.insert(rng() % n);
        for (std::uint64_t i : indices) {
            const std::uint64_t v = perm.at(i);
            ASSERT_LT(v, n) << "i=" << i;
            values.insert(v);
        }
        EXPECT_EQ(values.size(), indices.size()) << "n=" << n;
    }
}
