// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include <cstdint>

namespace Sektor {

/**
 * xoshiro256** (Blackman & Vigna): fast, statistically strong, and seedable, for write data and
 * read/write choices in mixed tests. Not cryptographic, and it does not need to be.
 */
class Prng
{
public:
    explicit Prng(std::uint64_t seed) noexcept
    {
        for (auto &s : m_s) {
            seed += 0x9E3779B97F4A7C15ull;
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            s = z ^ (z >> 31);
        }
    }

    std::uint64_t next() noexcept
    {
        const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }

    /// Uniform in [0, 100): for "read with probability p %".
    unsigned percent() noexcept { return unsigned((next() >> 32) * 100 >> 32); }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) noexcept { return (x << k) | (x >> (64 - k)); }
    std::uint64_t m_s[4];
};

} // namespace Sektor
