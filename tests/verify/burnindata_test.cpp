// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The burn-in's data: any piece of the device made on its own equals the same bytes of a whole block, a block read
// back changed is found to the logical block, a stamp from another place names it, and each step writes data of its
// own.
#include "verify/blockstamp.h"
#include "verify/burnindata.h"

#include <gtest/gtest.h>

#include <cstring>
#include <vector>

using namespace Sektor;
using namespace Sektor::Verify;

namespace {
std::vector<unsigned char> made(const BurnInData &data, std::uint64_t offset, std::size_t length)
{
    std::vector<unsigned char> out(length);
    data.fill(out.data(), offset, length);
    return out;
}

constexpr BurnInPattern AllPatterns[]
    = {BurnInPattern::Stamps, BurnInPattern::Random, BurnInPattern::Zeros, BurnInPattern::Ones};
} // namespace

TEST(BurnInData, APieceMadeOnItsOwnIsThatPieceOfTheWholeBlock)
{
    for (const BurnInPattern pattern : AllPatterns) {
        const BurnInData data(pattern, 7);
        const std::vector<unsigned char> whole = made(data, 1 << 20, 64 * 1024);
        // Halves of halves down to a sector, starting inside a stamp's unit and ending inside another.
        for (const auto &[at, length] : {std::pair {0, 512},
                                         std::pair {512, 3584},
                                         std::pair {3584, 1024},
                                         std::pair {4608, 8192},
                                         std::pair {65024, 512}}) {
            const std::vector<unsigned char> piece = made(data, (1 << 20) + at, std::size_t(length));
            EXPECT_EQ(std::memcmp(piece.data(), whole.data() + at, std::size_t(length)), 0)
                << idOf(pattern) << " at " << at;
        }
    }
}

TEST(BurnInData, ThePatternsAreWhatTheySay)
{
    EXPECT_EQ(made(BurnInData(BurnInPattern::Zeros, 1), 0, 4096), std::vector<unsigned char>(4096, 0x00));
    EXPECT_EQ(made(BurnInData(BurnInPattern::Ones, 1), 0, 4096), std::vector<unsigned char>(4096, 0xff));
    const std::vector<unsigned char> stamps = made(BurnInData(BurnInPattern::Stamps, 5), 8192, 4096);
    std::uint64_t named = 0;
    EXPECT_EQ(judgeStamp(stamps.data(), 8192, 5, &named), StampVerdict::Intact) << "the verify's own stamps";
    const std::vector<unsigned char> random = made(BurnInData(BurnInPattern::Random, 5), 8192, 4096);
    EXPECT_NE(random, stamps);
    EXPECT_NE(random, made(BurnInData(BurnInPattern::Random, 5), 12288, 4096)) << "each place its own";
}

TEST(BurnInData, ABlockReadBackChangedIsFoundToTheLogicalBlock)
{
    for (const BurnInPattern pattern : AllPatterns) {
        BurnInData data(pattern, 9);
        std::vector<unsigned char> block = made(data, 1 << 20, 128 * 1024);
        EXPECT_TRUE(data.check(block.data(), 1 << 20, block.size(), 512).intact()) << idOf(pattern);
        block[1000] ^= 0x01; // one bit in the second sector
        for (std::size_t i = 8192; i < 8192 + 1024; ++i)
            block[i] ^= 0xff; // two sectors side by side
        const BurnInCheck check = data.check(block.data(), 1 << 20, block.size(), 512);
        EXPECT_EQ(check.differing, (QList<ByteRange> {{(1 << 20) + 512, 512}, {(1 << 20) + 8192, 1024}}))
            << idOf(pattern);
        EXPECT_FALSE(check.aliasing) << idOf(pattern);
    }
}

TEST(BurnInData, AStampFromAnotherPlaceNamesIt)
{
    BurnInData data(BurnInPattern::Stamps, 3);
    const std::vector<unsigned char> elsewhere = made(data, 48 << 20, 8192);
    const BurnInCheck check = data.check(elsewhere.data(), 0, elsewhere.size(), 512);
    EXPECT_EQ(check.differing, (QList<ByteRange> {{0, 8192}}));
    ASSERT_TRUE(check.aliasing);
    EXPECT_EQ(check.aliasing->readAt, 0u);
    EXPECT_EQ(check.aliasing->writtenFor, 48u << 20);
}

TEST(BurnInData, EachStepWritesDataOfItsOwn)
{
    const BurnInStep first {1, BurnInPattern::Stamps, true};
    const BurnInStep secondPass {2, BurnInPattern::Stamps, true};
    const BurnInStep otherPattern {1, BurnInPattern::Random, true};
    EXPECT_NE(burnInStepSeed(11, first), burnInStepSeed(11, secondPass));
    EXPECT_NE(burnInStepSeed(11, first), burnInStepSeed(11, otherPattern));
    EXPECT_NE(burnInStepSeed(11, first), burnInStepSeed(12, first));
    // A pass's leftovers are not this pass's data: read back over an earlier step's stamps, every block differs.
    BurnInData now(BurnInPattern::Stamps, burnInStepSeed(11, secondPass));
    const std::vector<unsigned char> earlier
        = made(BurnInData(BurnInPattern::Stamps, burnInStepSeed(11, first)), 0, 4096);
    EXPECT_EQ(now.check(earlier.data(), 0, earlier.size(), 512).differing, (QList<ByteRange> {{0, 4096}}));
}
