// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "verify/blockstamp.h"

#include <gtest/gtest.h>

#include <array>
#include <cstring>

using namespace Sektor::Verify;

namespace {
using Stamp = std::array<unsigned char, StampSize>;
constexpr std::uint64_t Seed = 0x5eed'1234'abcdull;

Stamp stampFor(std::uint64_t offset, std::uint64_t seed = Seed)
{
    Stamp s {};
    writeStamp(s.data(), offset, seed);
    return s;
}
} // namespace

TEST(BlockStamp, AStampReadBackWhereItWasWrittenIsIntact)
{
    const Stamp s = stampFor(7 * StampSize);
    std::uint64_t found = 0;
    EXPECT_EQ(judgeStamp(s.data(), 7 * StampSize, Seed, &found), StampVerdict::Intact);
    EXPECT_EQ(found, 7 * StampSize);
    EXPECT_NE(stampFor(0), stampFor(StampSize)) << "each place has its own stamp";
    EXPECT_NE(stampFor(0, Seed), stampFor(0, Seed + 1)) << "each run has its own stamps";
}

TEST(BlockStamp, AStampFromAnotherPlaceIsAnAliasAndNamesThatPlace)
{
    // A fake 1 GiB stick of 256 MiB: offset 256 MiB reads back the stamp written at 0.
    const Stamp s = stampFor(0);
    std::uint64_t found = 99;
    EXPECT_EQ(judgeStamp(s.data(), 256ull << 20, Seed, &found), StampVerdict::Aliased);
    EXPECT_EQ(found, 0u);
}

TEST(BlockStamp, NothingOfThisRunIsMissing)
{
    Stamp zeros {};
    Stamp ones;
    ones.fill(0xff);
    EXPECT_EQ(judgeStamp(zeros.data(), 0, Seed, nullptr), StampVerdict::Missing);
    EXPECT_EQ(judgeStamp(ones.data(), 0, Seed, nullptr), StampVerdict::Missing);
    const Stamp earlierRun = stampFor(0, Seed + 1);
    EXPECT_EQ(judgeStamp(earlierRun.data(), 0, Seed, nullptr), StampVerdict::Missing)
        << "a stale stamp of an earlier run proves nothing about this one";
}

TEST(BlockStamp, AnyChangedByteIsCorruptionEvenInTheHeader)
{
    for (const std::size_t at : {std::size_t {0}, std::size_t {9}, std::size_t {20}, std::size_t {24}, StampSize - 1}) {
        Stamp s = stampFor(3 * StampSize);
        s[at] ^= 0x01;
        std::uint64_t found = 0;
        EXPECT_EQ(judgeStamp(s.data(), 3 * StampSize, Seed, &found), StampVerdict::Corrupted) << at;
        EXPECT_EQ(found, 3 * StampSize) << at;
    }
    // Half the block flipped (a shaped device's corrupt range across it) is still this place's, damaged.
    Stamp half = stampFor(StampSize);
    for (std::size_t i = 0; i < StampSize / 2 - 64; ++i)
        half[i] ^= 0xff;
    EXPECT_EQ(judgeStamp(half.data(), StampSize, Seed, nullptr), StampVerdict::Corrupted);
}
