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
