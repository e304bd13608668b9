// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// On real loop devices: a device that backs another loop device, and the partition next to one
// the system uses, are refused for writes although neither is mounted itself.
#include "support/loopdevice.h"
#include "support/mountedloop.h"
#include "support/partitions.h"
#include "support/requireroot.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include "catalog/drivecatalog.h"
#include "safety/writeverdict.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <sys/stat.h>
#include <sys/sysmacros.h>

using namespace Sektor::Catalog;
using namespace Sektor::Safety;
using namespace Sektor::Test;

namespace {
QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

std::string backingFileOf(const LoopDevice &loop)
{
    std::ifstream in("/sys/block/" + loop.name() + "/loop/backing_file");
    std::string line;
    std::getline(in, line);
    return line;
}
} // namespace

TEST(CatalogRealHolders, ALoopDeviceOverADeviceHoldsIt)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice below;
    ASSERT_TRUE(below.ok()) << below.error();
    LoopDevice above(LoopDevice::Options {.over = below.device()});
    ASSERT_TRUE(above.ok()) << above.error();

    const DriveCatalog catalog;
    EXPECT_EQ(catalog.loopDevicesOver(q(below.name())), QStringList {q(above.name())});
    const WriteVerdict v = rawWriteVerdict(q(below.device()), catalog);
    ASSERT_TRUE(v.refusedFor(Refusal::Held));
    EXPECT_TRUE(v.reasons.value(0).text.contains(q(above.name()))) << qPrintable(v.reasons.value(0).text);
    EXPECT_TRUE(rawWriteVerdict(q(above.device()), catalog).allowed());
}

TEST(CatalogRealHolders, TheKernelIsAskedNotTheBackingPath)
{
    // A node outside /dev: its path tells nothing, only LOOP_GET_STATUS64 knows the device.
    SEKTOR_REQUIRE_ROOT();
    LoopDevice below;
    ASSERT_TRUE(below.ok()) << below.error();
    struct stat st
    {
    };
    ASSERT_EQ(::stat(below.device().c_str(), &st), 0);
    TempDir dir;
    const std::string node = dir.file("elsewhere");
    ASSERT_EQ(::mknod(node.c_str(), S_IFBLK | 0600, st.st_rdev), 0);
    LoopDevice above(LoopDevice::Options {.over = node});
    ASSERT_TRUE(above.ok()) << above.error();
    ASSERT_EQ(backingFileOf(above).rfind("/dev/", 0), std::string::npos) << backingFileOf(above);

    EXPECT_TRUE(rawWriteVerdict(q(below.device()), DriveCatalog()).refusedFor(Refusal::Held));
}

TEST(CatalogRealHolders, APartitionBehindALoopDeviceHoldsItsDiskButNotItsSibling)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice disk(LoopDevice::Options {.size = 64ull << 20, .partitions = true});
    ASSERT_TRUE(disk.ok()) << disk.error();
    ASSERT_EQ(partitionLoopDevice(disk.device(), ",24MiB\n,\n"), "");
    LoopDevice above(LoopDevice::Options {.over = disk.device() + "p2"});
    ASSERT_TRUE(above.ok()) << above.error();

    const DriveCatalog catalog;
    EXPECT_TRUE(rawWriteVerdict(q(disk.device() + "p2"), catalog).refusedFor(Refusal::Held));
    EXPECT_TRUE(rawWriteVerdict(q(disk.device()), catalog).refusedFor(Refusal::Held));
    EXPECT_TRUE(rawWriteVerdict(q(disk.device() + "p1"), catalog).allowed());
}

// A write test on the second of two loop devices over one file destroyed the filesystem mounted
// from the first. The kernel's backing inode finds them where paths cannot: here the second is set up through a hard
// link, so the two backing_file paths differ.
TEST(CatalogRealHolders, TwoLoopDevicesOverOneFileAreOneDrive)
{
    SEKTOR_REQUIRE_ROOT();
    TempDir dir("/dev/shm");
    const std::string image = dir.file("disk.img");
    ASSERT_EQ(run({"truncate", "-s", "64M", image}).exitCode, 0);
    LoopDevice first(LoopDevice::Options {.over = image});
    ASSERT_TRUE(first.ok()) << first.error();
    TempDir mountPoint;
    const Mount mounted(first.device(), mountPoint.path(), "ext4");
    ASSERT_TRUE(mounted.ok()) << mounted.error();
    const std::string link = dir.file("link.img");
    std::filesystem::create_hard_link(image, link);
    LoopDevice second(LoopDevice::Options {.over = link});
    ASSERT_TRUE(second.ok()) << second.error();
    ASSERT_NE(backingFileOf(first), backingFileOf(second)) << "the paths alone cannot tell";

    const DriveCatalog catalog;
    EXPECT_EQ(catalog.loopsSharingStorage(q(second.name())), QStringList {q(first.name())});
    const WriteVerdict v = rawWriteVerdict(q(second.device()), catalog);
    ASSERT_TRUE(v.refusedFor(Refusal::Held));
    const QString reason = v.reasons.value(0).text;
    EXPECT_TRUE(reason.contains(q(first.name())) && reason.contains(q(mountPoint.path()))) << qPrintable(reason);
    EXPECT_TRUE(rawWriteVerdict(q(first.device()), catalog).refusedFor(Refusal::Mounted));
}

// A loop device over a block device that is mounted writes under that filesystem.
TEST(CatalogRealHolders, ALoopDeviceOverAMountedDeviceIsRefused)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop mounted(64ull << 20);
    ASSERT_TRUE(mounted.ok()) << mounted.error();
    LoopDevice above(LoopDevice::Options {.over = mounted.loop().device()});
    ASSERT_TRUE(above.ok()) << above.error();

    const WriteVerdict v = rawWriteVerdict(q(above.device()), DriveCatalog());
    ASSERT_TRUE(v.refusedFor(Refusal::Held));
    const QString reason = v.reasons.value(0).text;
    EXPECT_TRUE(reason.contains(q(mounted.loop().name())) && reason.contains(q(mounted.path()))) << qPrintable(reason);
}
