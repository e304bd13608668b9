// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <cstdint>

namespace Sektor {

/**
 * A seeded pseudo-random permutation of [0, n) computed in O(1) memory: at(i) for i in [0, n)
 * visits every block exactly once (full period, no repeats), so random tests never re-read a
 * block before all others were read. Built from a bijective mixing function on the smallest
 * power of two ≥ n, with cycle walking for indices that land outside [0, n).
 */
class OffsetPermutation
{
public:
    OffsetPermutation(std::uint64_t n, std::uint64_t seed);

    std::uint64_t size() const { return m_n; }
    /// The i-th element of the permutation; i must be < size().
    std::uint64_t at(std::uint64_t i) const;

private:
    std::uint64_t mix(std::uint64_t x) const;

    std::uint64_t m_n;
    std::uint64_t m_mask;
    int m_bits;
    std::uint64_t m_keys[4];
};

} // namespace Sektor
