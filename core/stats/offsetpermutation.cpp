// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "stats/offsetpermutation.h"

#include <bit>

namespace Sektor {

namespace {
// splitmix64: turns one seed into well-spread round keys.
std::uint64_t splitmix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
} // namespace

OffsetPermutation::OffsetPermutation(std::uint64_t n, std::uint64_t seed)
    : m_n(n)
{
    m_bits = n <= 1 ? 0 : 64 - std::countl_zero(n - 1);
    m_mask = m_bits == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << m_bits) - 1;
    std::uint64_t state = seed;
    for (auto &key : m_keys)
        key = splitmix64(state);
}

// A bijection on [0, 2^bits): each step (add a key, multiply by an odd number, xor-shift right)
// is invertible modulo 2^bits, so their composition is too. Multiplication carries entropy from
// low to high bits, the xor-shift from high to low; three rounds mix well enough that consecutive
// indices land far apart.
std::uint64_t OffsetPermutation::mix(std::uint64_t x) const
{
    const int shift = m_bits / 2 + 1;
    for (int round = 0; round < 3; ++round) {
        x = (x + m_keys[round]) & m_mask;
        x = (x * (m_keys[3 - round] | 1)) & m_mask;
        x ^= x >> shift;
    }
    return x;
}

std::uint64_t OffsetPermutation::at(std::uint64_t i) const
{
    // Cycle walking: mix() permutes [0, 2^bits) ⊇ [0, n); repeating it until the value falls
    // inside [0, n) yields a permutation of [0, n). Since 2^bits < 2n, this takes < 2 steps on average.
    std::uint64_t x = mix(i);
    while (x >= m_n)
        x = mix(x);
    return x;
}

} // namespace Sektor
