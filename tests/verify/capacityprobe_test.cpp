// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The capacity probe against devices in memory whose real capacity and faults the test sets (the shaped block
// devices check the same on a real /dev/loop).
#include "verify/blockstamp.h"
#include "verify/capacityprobe.h"

#include <gtest/gtest.h>

#include <array>
#include <cstring>
#include <unordered_map>
#include <utility>
#include <vector>

using namespace Sektor::Verify;

namespace {
constexpr std::uint64_t MiB = 1ull << 20;
constexpr std::uint64_t GiB = 1ull << 30;

/// Claims @p claimed bytes, keeps @p real of them: past it, places wrap around (or, with dropping, lose every
/// write and read zeros); bytes in a corrupt range read back flipped.
class FakeDevice : public ProbeTarget
{
public:
    FakeDevice(std::uint64_t claimed, std::uint64_t real, bool dropping = false)
        : m_claimed(claimed)
        , m_real(real)
        , m_dropping(dropping)
    { }

    int cancelAfterWrites = -1; ///< Asks to stop once this many writes were made.

    std::uint64_t claimedBytes() const override { return m_claimed; }
    bool write(std::uint64_t offset, const unsigned char *data, std::size_t bytes) override
    {
        ++m_writes;
        for (std::size_t i = 0; i < bytes; i += StampSize) {
            if (offset + i >= m_real && m_dropping)
                continue;
            std::memcpy(m_blocks[(offset + i) % m_real].data(), data + i, StampSize);
        }
        return true;
    }
    bool flush() override { return true; }
    bool read(std::uint64_t offset, unsigned char *data, std::size_t bytes) override
    {
        for (std::size_t i = 0; i < bytes; i += StampSize) {
            const std::uint64_t at = offset + i;
            unsigned char *stamp = data + i;
            const auto it = m_blocks.find(at % m_real);
            if ((at >= m_real && m_dropping) || it == m_blocks.end())
                std::memset(stamp, 0, StampSize);
            else
                std::memcpy(stamp, it->second.data(), StampSize);
            for (const auto &[from, to] : corrupt) {
                if (at < to && at + StampSize > from)
                    stamp[100] ^= 0x10;
            }
        }
        return true;
    }
    bool cancelled() const override { return cancelAfterWrites >= 0 && m_writes >= cancelAfterWrites; }
    std::vector<std::pair<std::uint64_t, std::uint64_t>> corrupt; ///< [from, to) ranges whose bytes read flipped.

private:
    std::uint64_t m_claimed;
    std::uint64_t m_real;
    bool m_dropping;
    int m_writes = 0;
    std::unordered_map<std::uint64_t, std::array<unsigned char, StampSize>> m_blocks;
};
} // namespace

TEST(CapacityProbe, AGenuineDevicePasses)
{
    FakeDevice device(GiB, GiB);
    const Sektor::VerifyResult f = probeCapacity(device, 42);
    EXPECT_EQ(f.verdict, Sektor::VerifyResult::Verdict::Genuine);
    EXPECT_EQ(f.usableBytes, GiB);
    EXPECT_EQ(f.badProbes, 0);
    EXPECT_FALSE(f.aliases);
}

TEST(CapacityProbe, AOneGiBClaimThatWrapsEvery256MiBIsFakeWith256MiBExactly)
{
    FakeDevice device(GiB, 256 * MiB);
    const Sektor::VerifyResult f = probeCapacity(device, 42);
    EXPECT_EQ(f.verdict, Sektor::VerifyResult::Verdict::Fake);
    EXPECT_EQ(f.usableBytes, 256 * MiB);
    EXPECT_TRUE(f.aliases);
    EXPECT_EQ(f.wrapBytes, 256 * MiB);
    EXPECT_LT(f.bytesWritten, 12 * MiB) << "a quick probe of 1 GiB, not a fill";
}

TEST(CapacityProbe, AWrapAroundOffEveryProbeGridIsFoundToTheStamp)
{
    const std::uint64_t real = 300 * MiB + 12 * 1024;
    FakeDevice device(GiB, real);
    const Sektor::VerifyResult f = probeCapacity(device, 7);
    EXPECT_EQ(f.verdict, Sektor::VerifyResult::Verdict::Fake);
    EXPECT_EQ(f.usableBytes, real);
    EXPECT_EQ(f.wrapBytes, real);
}

TEST(CapacityProbe, ADeviceThatDropsWritesPastItsCapacityIsFakeWithoutAliasing)
{
    FakeDevice device(4 * GiB, 100 * MiB + 4096, true);
    const Sektor::VerifyResult f = probeCapacity(device, 7);
    EXPECT_EQ(f.verdict, Sektor::VerifyResult::Verdict::Fake);
    EXPECT_EQ(f.usableBytes, 100 * MiB + 4096);
    EXPECT_FALSE(f.aliases);
}

TEST(CapacityProbe, ABadAreaWithGoodPlacesAfterItIsDamagedNotFakeAndFoundToTheStamp)
{
    FakeDevice device(GiB, GiB);
    device.corrupt = {{500 * MiB + 8192, 530 * MiB + 4096}};
    const Sektor::VerifyResult f = probeCapacity(device, 7);
    EXPECT_EQ(f.verdict, Sektor::VerifyResult::Verdict::Damaged);
    ASSERT_EQ(f.badRanges.size(), 1);
    EXPECT_EQ(f.badRanges.first(), (Sektor::VerifyRange {500 * MiB + 8192, 30 * MiB - 4096, true}));
    EXPECT_EQ(f.usableBytes, GiB - (30 * MiB - 4096));
    EXPECT_FALSE(f.aliases);
}

TEST(CapacityProbe, EachBadAreaIsReportedApartWithItsOwnEnds)
{
    FakeDevice device(GiB, GiB);
    device.corrupt = {{100 * MiB, 110 * MiB}, {700 * MiB + 4096, 703 * MiB}};
    const Sektor::VerifyResult f = probeCapacity(device, 11);
    EXPECT_EQ(f.verdict, Sektor::VerifyResult::Verdict::Damaged);
    ASSERT_EQ(f.badRanges.size(), 2);
    EXPECT_EQ(f.badRanges.at(0), (Sektor::VerifyRange {100 * MiB, 10 * MiB, true}));
    EXPECT_EQ(f.badRanges.at(1), (Sektor::VerifyRange {700 * MiB + 4096, 3 * MiB - 4096, true}));
    EXPECT_GT(f.stamps.corrupted, 0u);
}

TEST(CapacityProbe, AStoppedProbeIsIncompleteAndClaimsNothing)
{
    FakeDevice device(GiB, 256 * MiB);
    device.cancelAfterWrites = 10;
    const Sektor::VerifyResult f = probeCapacity(device, 7);
    EXPECT_EQ(f.verdict, Sektor::VerifyResult::Verdict::Incomplete);
    EXPECT_TRUE(f.badRanges.isEmpty());
    EXPECT_EQ(f.usableBytes, 0u);
}

TEST(CapacityProbe, AFakeDevicesBadRangeRunsFromItsRealCapacityToTheClaimedEnd)
{
    FakeDevice device(GiB, 256 * MiB);
    const Sektor::VerifyResult f = probeCapacity(device, 3);
    ASSERT_EQ(f.badRanges.size(), 1);
    EXPECT_EQ(f.badRanges.first(), (Sektor::VerifyRange {256 * MiB, 768 * MiB, true}));
    EXPECT_EQ(f.firstBadOffset(), 256 * MiB);
}
