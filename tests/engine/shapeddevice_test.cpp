// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The shaped devices that test kinds are checked against: each shape is measured here first, with plain O_DIRECT
// reads and writes and the device's own counters, so that a test using one relies on ground truth. (Their paced
// rates: shapeddevice_timing_test.cpp.)
#include "directio.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"
#include "support/shell.h"

#include "model/units.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include <unistd.h>

#include <gtest/gtest.h>

using Sektor::MiB;
using namespace Sektor::Test;

TEST(ShapedDevice, ErrorRangesFailWithEioAndAFakeCapacityWrapsAround)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 64 * MiB;
    shape.realSize = 8 * MiB;
    shape.errors = {{40 * MiB + 4096, 4096}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    DirectFile file(device.device());
    AlignedBuffer buffer(MiB);
    EXPECT_DOUBLE_EQ(file.transfer(false, 40 * MiB, MiB, buffer), -EIO) << "a read touching the error range";
    EXPECT_GT(file.transfer(false, 41 * MiB, MiB, buffer), 0) << "next to it reads fine";

    AlignedBuffer stamp(4096);
    std::memcpy(stamp.data, "sektor-shaped-alias", 19);
    ASSERT_EQ(pwrite(file.fd(), stamp.data, 4096, off_t(3 * MiB)), 4096);
    AlignedBuffer back(4096);
    ASSERT_EQ(pread(file.fd(), back.data, 4096, off_t(8 * MiB + 3 * MiB)), 4096);
    EXPECT_EQ(std::memcmp(back.data, "sektor-shaped-alias", 19), 0) << "8 MiB further is the same block";
}

TEST(ShapedDevice, CorruptRangesReadBackFlippedWithoutAnError)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 16 * MiB;
    shape.corrupt = {{5 * MiB + 512, 1024}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    DirectFile file(device.device());
    AlignedBuffer written(MiB); // 0x5a everywhere
    ASSERT_EQ(pwrite(file.fd(), written.data, MiB, off_t(5 * MiB)), off_t(MiB));
    AlignedBuffer back(MiB);
    std::memset(back.data, 0, MiB);
    ASSERT_EQ(pread(file.fd(), back.data, MiB, off_t(5 * MiB)), off_t(MiB)) << "no error is reported";
    const auto *bytes = static_cast<const unsigned char *>(back.data);
    std::size_t flipped = 0;
    std::size_t first = MiB;
    for (std::size_t i = 0; i < MiB; ++i) {
        if (bytes[i] != 0x5a) {
            EXPECT_EQ(bytes[i], 0x5a ^ 0xff) << i;
            flipped += 1;
            first = std::min(first, i);
        }
    }
    EXPECT_EQ(flipped, 1024u) << "exactly the range";
    EXPECT_EQ(first, 512u);
}

// The ranges below are four logical blocks (512 bytes) a block into a MiB, so that one 1 MiB read shows the range's
// first and last block and the blocks just outside it.
namespace {
constexpr std::uint64_t Block = 512;
constexpr std::uint64_t RangeStart = 5 * MiB + Block;
constexpr std::uint64_t RangeLength = 4 * Block;

/// @p data as runs of equal bytes, "5ax512 a5x2048 …": what a test expects of a read, readable when it differs.
std::string byteRuns(const void *data, std::size_t size)
{
    const auto *bytes = static_cast<const unsigned char *>(data);
    std::string runs;
    for (std::size_t i = 0; i < size;) {
        std::size_t j = i;
        while (j < size && bytes[j] == bytes[i])
            ++j;
        char run[32];
        std::snprintf(run, sizeof run, "%s%02xx%zu", runs.empty() ? "" : " ", bytes[i], j - i);
        runs += run;
        i = j;
    }
    return runs;
}

/// Writes @p bytes of @p fill at @p offset in one request: 0, or the errno it failed with.
int writeFilled(const DirectFile &file, std::uint64_t offset, std::size_t bytes, unsigned char fill)
{
    AlignedBuffer buffer(bytes);
    std::memset(buffer.data, fill, bytes);
    const ssize_t n = pwrite(file.fd(), buffer.data, bytes, off_t(offset));
    return n == ssize_t(bytes) ? 0 : (n < 0 ? errno : EIO);
}

/// Reads @p bytes at @p offset in one request, as byteRuns(), or "errno N".
std::string readRuns(const DirectFile &file, std::uint64_t offset, std::size_t bytes)
{
    AlignedBuffer buffer(bytes);
    const ssize_t n = pread(file.fd(), buffer.data, bytes, off_t(offset));
    if (n != ssize_t(bytes))
        return "errno " + std::to_string(n < 0 ? errno : EIO);
    return byteRuns(buffer.data, bytes);
}
} // namespace

TEST(ShapedDevice, WriteErrorRangesFailWritesWithEioAndReadBackWhatWasStoredBefore)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 32 * MiB;
    shape.realSize = 16 * MiB; // 16 MiB further is the same stored block, where the range can be written
    shape.writeErrors = {{RangeStart, RangeLength}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    DirectFile file(device.device());
    ASSERT_EQ(writeFilled(file, 16 * MiB + 5 * MiB, MiB, 0x11), 0) << "what the range holds before";

    // A 1 MiB write reaches the plugin in pieces (a loop request takes at most 128 segments), and those not touching
    // the range are stored; 4 KiB arrive as one request, which fails whole.
    EXPECT_EQ(writeFilled(file, 5 * MiB, 4096, 0x22), EIO) << "a write over the range";
    EXPECT_EQ(writeFilled(file, RangeStart - Block, Block, 0x33), 0) << "the block before it";
    EXPECT_EQ(writeFilled(file, RangeStart, Block, 0x33), EIO) << "its first block";
    EXPECT_EQ(writeFilled(file, RangeStart + RangeLength - Block, Block, 0x33), EIO) << "its last block";
    EXPECT_EQ(writeFilled(file, RangeStart + RangeLength, Block, 0x33), 0) << "the block after it";
    EXPECT_EQ(readRuns(file, 5 * MiB, MiB), "33x512 11x2048 33x512 11x1045504")
        << "reads succeed, the range keeps what it held and the failed writes stored nothing";
}

TEST(ShapedDevice, AlteredWritesAreStoredFlippedAndReadBackSoWithoutAnError)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 32 * MiB;
    shape.realSize = 16 * MiB; // 16 MiB further is the same stored block, outside the altered range
    shape.alteredWrites = {{RangeStart, RangeLength}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    DirectFile file(device.device());

    ASSERT_EQ(writeFilled(file, 5 * MiB, MiB, 0x5a), 0) << "no error is reported";
    EXPECT_EQ(readRuns(file, 5 * MiB, MiB), "5ax512 a5x2048 5ax1046016");
    EXPECT_EQ(readRuns(file, 16 * MiB + 5 * MiB, MiB), "5ax512 a5x2048 5ax1046016")
        << "stored so, not flipped on reading";
    ASSERT_EQ(writeFilled(file, 16 * MiB + 5 * MiB, MiB, 0x3c), 0);
    EXPECT_EQ(readRuns(file, 5 * MiB, MiB), "3cx1048576") << "reading the range flips nothing";

    for (const std::uint64_t offset :
         {RangeStart - Block, RangeStart, RangeStart + RangeLength - Block, RangeStart + RangeLength})
        ASSERT_EQ(writeFilled(file, offset, Block, 0x0f), 0) << offset;
    EXPECT_EQ(readRuns(file, 5 * MiB, MiB), "0fx512 f0x512 3cx1024 f0x512 0fx512 3cx1045504")
        << "the blocks just outside, the first and the last block of the range";
}

// What this device made, found by its state directory, which is in every path it uses: other shaped devices of
// tests running beside it (ctest -j) are not its business.
namespace {
bool loopBackedFrom(const std::string &state)
{
    return run({"losetup", "--list", "--noheadings", "--output", "BACK-FILE"}).out.find(state) != std::string::npos;
}
bool mountedIn(const std::string &state)
{
    std::ifstream in("/proc/mounts");
    const std::string mounts((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return mounts.find(state) != std::string::npos;
}
bool nbdkitServing(const std::string &state)
{
    return run({"pgrep", "-f", "nbdkit.*" + state + "/spec.json"}).exitCode == 0;
}
} // namespace

TEST(ShapedDevice, TearsDownEverythingItMade)
{
    SEKTOR_REQUIRE_ROOT();
    std::string state;
    {
        ShapedDevice device(DeviceShape {});
        ASSERT_TRUE(device.ok()) << device.error();
        state = device.stateDir();
        // The checks below see it while it lives.
        ASSERT_TRUE(loopBackedFrom(state));
        ASSERT_TRUE(mountedIn(state));
        ASSERT_TRUE(nbdkitServing(state));
    }
    EXPECT_FALSE(loopBackedFrom(state)) << "no loop device left";
    EXPECT_FALSE(mountedIn(state)) << "no FUSE mount left";
    EXPECT_FALSE(nbdkitServing(state)) << "no nbdkit left";
    EXPECT_FALSE(std::filesystem::exists(state)) << "no state directory left";
}

TEST(ShapedDevice, ABadShapeIsAnErrorAndLeavesNothingBehind)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 0;
    ShapedDevice device(shape);
    EXPECT_FALSE(device.ok());
    EXPECT_NE(device.error().find("size is required"), std::string::npos) << device.error();
}

TEST(ShapedDevice, AnUnknownKeyOrAMalformedRangeIsRefusedByName)
{
    SEKTOR_REQUIRE_ROOT();
    {
        ShapedDevice device(std::string(R"({"size": 16777216, "write_eror": [[0, 512]]})"));
        EXPECT_FALSE(device.ok());
        EXPECT_NE(device.error().find("unknown key write_eror"), std::string::npos) << device.error();
    }
    ShapedDevice device(std::string(R"({"size": 16777216, "errors": [[0, 512, 0.2]]})"));
    EXPECT_FALSE(device.ok());
    EXPECT_NE(device.error().find("errors must be a list of [offset, length]"), std::string::npos) << device.error();
}

TEST(ShapedDevice, VanishesOnceTheBytesReadAndWrittenInAllAreMovedAndFailsEveryRequestThen)
{
    SEKTOR_REQUIRE_ROOT();
    std::string state;
    {
        DeviceShape shape;
        shape.size = 16 * MiB;
        shape.vanishAfter = 4 * MiB + Block;
        ShapedDevice device(shape);
        ASSERT_TRUE(device.ok()) << device.error();
        state = device.stateDir();
        DirectFile file(device.device());
        ASSERT_EQ(writeFilled(file, 0, 2 * MiB, 0x5a), 0);
        ASSERT_EQ(readRuns(file, 0, 2 * MiB), "5ax2097152") << "reads count too";
        EXPECT_EQ(readRuns(file, 8 * MiB, Block), "00x512") << "the last block before it vanishes";
        EXPECT_EQ(readRuns(file, 8 * MiB, Block), "errno 5") << "gone";
        EXPECT_EQ(writeFilled(file, 0, Block, 0x5a), EIO) << "writes fail too";
        EXPECT_EQ(readRuns(file, 12 * MiB, Block), "errno 5") << "everywhere, and it stays gone";
        errno = 0;
        EXPECT_EQ(fsync(file.fd()), -1) << "a flush fails too";
        EXPECT_EQ(errno, EIO);
    }
    EXPECT_FALSE(loopBackedFrom(state)) << "a vanished device is torn down like any other";
    EXPECT_FALSE(mountedIn(state));
    EXPECT_FALSE(nbdkitServing(state));
}
