// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "verify/burnindata.h"
#include "verify/blockstamp.h"

#include <algorithm>
#include <cstring>

namespace Sektor::Verify {

namespace {
constexpr std::uint64_t UnitMask = StampSize - 1;

void makeUnit(BurnInPattern pattern, unsigned char *out, std::uint64_t unitOffset, std::uint64_t seed)
{
    if (pattern == BurnInPattern::Stamps)
        writeStamp(out, unitOffset, seed);
    else
        writeNoise(out, unitOffset, seed);
}
} // namespace

BurnInData::BurnInData(BurnInPattern pattern, std::uint64_t stepSeed)
    : m_pattern(pattern)
    , m_seed(stepSeed)
{ }

void BurnInData::fill(unsigned char *out, std::uint64_t offset, std::size_t length) const
{
    if (m_pattern == BurnInPattern::Zeros || m_pattern == BurnInPattern::Ones) {
        std::memset(out, m_pattern == BurnInPattern::Zeros ? 0x00 : 0xff, length);
        return;
    }
    // Stamps and random data come in units of StampSize aligned on the device: a piece that starts or ends inside
    // one (a narrowed-down half, the device's last sectors) takes its part of the whole unit.
    std::size_t done = 0;
    while (done < length) {
        const std::uint64_t at = offset + done;
        const std::uint64_t unit = at & ~UnitMask;
        const std::size_t skip = std::size_t(at - unit);
        const std::size_t piece = std::min(length - done, StampSize - skip);
        if (skip == 0 && piece == StampSize) {
            makeUnit(m_pattern, out + done, unit, m_seed);
        } else {
            unsigned char whole[StampSize];
            makeUnit(m_pattern, whole, unit, m_seed);
            std::memcpy(out + done, whole + skip, piece);
        }
        done += piece;
    }
}

BurnInCheck
BurnInData::check(const unsigned char *in, std::uint64_t offset, std::size_t length, std::uint32_t logicalBlock)
{
    BurnInCheck result;
    if (m_expected.size() < length)
        m_expected.resize(length);
    fill(m_expected.data(), offset, length);
    if (std::memcmp(in, m_expected.data(), length) == 0)
        return result; // the common case, in one comparison
    for (std::size_t at = 0; at < length; at += logicalBlock) {
        const std::size_t piece = std::min<std::size_t>(logicalBlock, length - at);
        if (std::memcmp(in + at, m_expected.data() + at, piece) == 0)
            continue;
        if (!result.differing.isEmpty()
            && result.differing.last().offset + result.differing.last().length == offset + at)
            result.differing.last().length += piece;
        else
            result.differing.append({offset + at, piece});
    }
    result.aliasing = findAliasing(in, offset, length);
    return result;
}

// A whole stamp of this step that names another place: what was written there came back here.
std::optional<BurnInAliasing>
BurnInData::findAliasing(const unsigned char *in, std::uint64_t offset, std::size_t length) const
{
    if (m_pattern != BurnInPattern::Stamps)
        return std::nullopt;
    std::uint64_t at = (offset + UnitMask) & ~UnitMask;
    for (; at + StampSize <= offset + length; at += StampSize) {
        std::uint64_t named = 0;
        if (judgeStamp(in + (at - offset), at, m_seed, &named) == StampVerdict::Aliased)
            return BurnInAliasing {at, named};
    }
    return std::nullopt;
}

std::uint64_t burnInStepSeed(std::uint64_t runSeed, const BurnInStep &step)
{
    // The step's pass and pattern mixed into the run's seed as splitmix64 mixes a counter: any change gives another.
    std::uint64_t z
        = runSeed + 0x9e3779b97f4a7c15ull * (std::uint64_t(step.pass) * 8 + std::uint64_t(step.pattern) + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

} // namespace Sektor::Verify
