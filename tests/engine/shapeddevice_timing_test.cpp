// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The shaped devices' paced rates, measured with plain O_DIRECT reads and writes before a test kind relies on them:
// writes slow down once the fast bytes are written, reads go at the rate of their zone, and the device's own counters
// see every byte.
#include "directio.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"

#include "model/units.h"

#include <gtest/gtest.h>

using Sektor::MiB;
using namespace Sektor::Test;

namespace {
// A paced rate holds at one request at a time: each request's trip through the loop device, FUSE and nbdkit (0.4 ms
// idle, a few ms on a busy machine) overlaps the paced time (PacingSlackSeconds) instead of adding to it.
void expectPacedAt(double measured, double paced)
{
    EXPECT_LE(measured, paced * 1.05);
    EXPECT_GE(measured, paced * 0.9);
}

} // namespace

TEST(ShapedDevice, WritesSlowDownOnceTheFastBytesAreWrittenAndTheCountersSeeEveryByte)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 64 * MiB;
    shape.writeFast = 16 * MiB;
    shape.writeSlowRate = 20e6;
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    DirectFile file(device.device());
    ASSERT_TRUE(file.ok());
    // 512 KiB: a loop device splits a larger request of scattered user pages (128 segments at most).
    AlignedBuffer buffer(512 * 1024);
    const BlockStat before = BlockStat::read(device.name());
    const double fast = file.transfer(true, 0, 16 * MiB, buffer);
    const double slow = file.transfer(true, 16 * MiB, 8 * MiB, buffer);
    ASSERT_GT(fast, 0);
    ASSERT_GT(slow, 0);
    const double slowRate = 8 * MiB / slow;
    expectPacedAt(slowRate, 20e6);
    EXPECT_GT(16 * MiB / fast, 2 * slowRate) << "the fast part is clearly faster, even on a busy machine";
    const BlockStat delta = BlockStat::read(device.name()) - before;
    EXPECT_EQ(delta.writeSectors * 512, 24 * MiB);
    EXPECT_EQ(delta.writeIos, 48u) << "no merging: one request per write";
}

TEST(ShapedDevice, ReadsArePacedByTheZoneOfTheirPosition)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 64 * MiB;
    shape.readZones = {{16 * MiB, 20e6}}; // the first 16 MiB slow, the rest unpaced
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    DirectFile file(device.device());
    AlignedBuffer buffer(MiB);
    const double inner = file.transfer(false, 0, 8 * MiB, buffer);
    const double outer = file.transfer(false, 32 * MiB, 8 * MiB, buffer);
    ASSERT_GT(inner, 0);
    ASSERT_GT(outer, 0);
    expectPacedAt(8 * MiB / inner, 20e6);
    EXPECT_GT(8 * MiB / outer, 3 * 20e6);
}

TEST(ShapedDevice, SlowRangesDelayEveryReadAndWriteTouchingThem)
{
    SEKTOR_REQUIRE_ROOT();
    // Four logical blocks: their first and last take the delay, the blocks just outside do not.
    constexpr std::uint64_t block = 512;
    constexpr std::uint64_t start = 5 * MiB + block;
    constexpr std::uint64_t length = 4 * block;
    constexpr double delay = 0.2;
    DeviceShape shape;
    shape.size = 16 * MiB;
    shape.slow = {{start, length, delay}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    DirectFile file(device.device());
    AlignedBuffer buffer(block);
    for (const bool write : {false, true}) {
        for (const std::uint64_t offset : {start, start + length - block}) {
            const double seconds = file.transfer(write, offset, block, buffer);
            EXPECT_GE(seconds, delay) << (write ? "write at " : "read at ") << offset;
        }
        // One block through the loop device, FUSE and nbdkit takes about a millisecond; loose for a busy machine.
        for (const std::uint64_t offset : {start - block, start + length}) {
            const double seconds = file.transfer(write, offset, block, buffer);
            ASSERT_GE(seconds, 0) << offset;
            EXPECT_LT(seconds, delay / 2) << (write ? "write at " : "read at ") << offset;
        }
    }
}
