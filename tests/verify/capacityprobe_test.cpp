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
    std::uint64_t corruptFrom = 0;
    std::uint64_t corruptTo = 0;

    std::uint64_t claimedBytes() const override { return m_claimed; }
    bool write(std::uint64_t offset, const unsigned char *stamp) override
    {
        if (offset >= m_real && m_dropping)
            return true;
        std::memcpy(m_blocks[offset % m_real].data(), stamp, StampSize);
        return true;
    }
    bool flush() override { return true; }
    bool read(std::uint64_t offset, unsigned char *stamp) override
    {
        const auto it = m_blocks.find(offset % m_real);
        if ((offset >= m_real && m_dropping) || it == m_blocks.end())
            std::memset(stamp, 0, StampSize);
        else
            std::memcpy(stamp, it->second.data(), StampSize);
        if (offset < corruptTo && offset + StampSize > corruptFrom)
            stamp[100] ^= 0x10;
        return true;
    }

private:
    std::uint64_t m_claimed;
    std::uint64_t m_real;
    bool m_dropping;
    std::unordered_map<std::uint64_t, std::array<unsigned char, StampSize>> m_blocks;
};
} // namespace

TEST(CapacityProbe, AGenuineDevicePasses)
{
    FakeDevice device(GiB, GiB);
    const ProbeFindings f = probeCapacity(device, 42);
    EXPECT_EQ(f.verdict, ProbeFindings::Verdict::Genuine);
    EXPECT_EQ(f.usableBytes, GiB);
    EXPECT_EQ(f.badProbes, 0);
    EXPECT_FALSE(f.aliases);
}

TEST(CapacityProbe, AOneGiBClaimThatWrapsEvery256MiBIsFakeWith256MiBExactly)
{
    FakeDevice device(GiB, 256 * MiB);
    const ProbeFindings f = probeCapacity(device, 42);
    EXPECT_EQ(f.verdict, ProbeFindings::Verdict::Fake);
    EXPECT_EQ(f.usableBytes, 256 * MiB);
    EXPECT_TRUE(f.aliases);
    EXPECT_EQ(f.wrapBytes, 256 * MiB);
    EXPECT_LT(f.bytesWritten, 12 * MiB) << "a quick probe of 1 GiB, not a fill";
}

TEST(CapacityProbe, AWrapAroundOffEveryProbeGridIsFoundToTheStamp)
{
    const std::uint64_t real = 300 * MiB + 12 * 1024;
    FakeDevice device(GiB, real);
    const ProbeFindings f = probeCapacity(device, 7);
    EXPECT_EQ(f.verdict, ProbeFindings::Verdict::Fake);
    EXPECT_EQ(f.usableBytes, real);
    EXPECT_EQ(f.wrapBytes, real);
}

TEST(CapacityProbe, ADeviceThatDropsWritesPastItsCapacityIsFakeWithoutAliasing)
{
    FakeDevice device(4 * GiB, 100 * MiB + 4096, true);
    const ProbeFindings f = probeCapacity(device, 7);
    EXPECT_EQ(f.verdict, ProbeFindings::Verdict::Fake);
    EXPECT_EQ(f.usableBytes, 100 * MiB + 4096);
    EXPECT_FALSE(f.aliases);
}

TEST(CapacityProbe, ABadAreaWithGoodPlacesAfterItIsDamagedNotFake)
{
    FakeDevice device(GiB, GiB);
    device.corruptFrom = 500 * MiB + 8192;
    device.corruptTo = 501 * MiB;
    const ProbeFindings f = probeCapacity(device, 7);
    EXPECT_EQ(f.verdict, ProbeFindings::Verdict::Damaged);
    EXPECT_EQ(f.firstBadOffset, 500 * MiB + 8192) << "the first bad place, exact";
    EXPECT_EQ(f.usableBytes, GiB);
}
