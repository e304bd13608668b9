// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A device that is not mounted itself but backs a loop device whose filesystem is: a write test
// there would destroy that filesystem, and O_EXCL does not stop it (the loop driver does not
// claim its backing device). sektor-cli must refuse and leave the filesystem as it was.
#include "clirun.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <fstream>

using namespace Sektor::Test;

TEST(CliRawDeviceHolders, AWriteOnTheDeviceBehindAMountedLoopDeviceIsRefused)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice below({.size = 64ull << 20});
    ASSERT_TRUE(below.ok()) << below.error();
    LoopDevice above({.over = below.device()});
    ASSERT_TRUE(above.ok()) << above.error();
    TempDir mountPoint;
    Mount mount(above.device(), mountPoint.path(), "ext4");
    ASSERT_TRUE(mount.ok()) << mount.error();
    {
        std::ofstream(mountPoint.file("kept")) << "precious";
    }
    // Read-only from here: the filesystem writes nothing of its own (a journal commit under load once counted 48
    // sectors), so every write the device counts would be the CLI's. Still mounted, as the verdict must see it.
    ASSERT_EQ(run({"mount", "-o", "remount,ro", mountPoint.path()}).exitCode, 0);

    const BlockStat before = BlockStat::read(below.name());
    const CommandResult r = runCli(quickRun({"--allow-destroy-data=" + below.device(), below.device()}));
    const BlockStat delta = BlockStat::read(below.name()) - before;
    EXPECT_EQ(r.exitCode, 9) << r.err; // device busy
    EXPECT_NE(r.err.find("loop device " + above.name()), std::string::npos) << r.err;
    EXPECT_EQ(delta.writeSectors, 0u);
    std::string content;
    std::ifstream(mountPoint.file("kept")) >> content;
    EXPECT_EQ(content, "precious");
    EXPECT_EQ(run({"fsck.ext4", "-n", "-f", above.device()}).exitCode, 0);
}

// Two loop devices over one file; a write test on the one that is not mounted would overwrite the
// filesystem mounted from the other.
TEST(CliRawDeviceHolders, AWriteOnALoopDeviceOverTheFileOfAMountedOneIsRefused)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice mounted({.size = 64ull << 20});
    ASSERT_TRUE(mounted.ok()) << mounted.error();
    LoopDevice twin({.over = mounted.backingFile()});
    ASSERT_TRUE(twin.ok()) << twin.error();
    TempDir mountPoint;
    Mount mount(mounted.device(), mountPoint.path(), "ext4");
    ASSERT_TRUE(mount.ok()) << mount.error();
    {
        std::ofstream(mountPoint.file("kept")) << "precious";
    }
    // Read-only from here: the filesystem writes nothing of its own (a journal commit under load once counted 48
    // sectors), so every write the device counts would be the CLI's. Still mounted, as the verdict must see it.
    ASSERT_EQ(run({"mount", "-o", "remount,ro", mountPoint.path()}).exitCode, 0);

    const BlockStat before = BlockStat::read(twin.name());
    const CommandResult r = runCli(quickRun({"--allow-destroy-data=" + twin.device(), twin.device()}));
    const BlockStat delta = BlockStat::read(twin.name()) - before;
    EXPECT_EQ(r.exitCode, 9) << r.err; // device busy
    EXPECT_NE(r.err.find("loop device " + mounted.name()), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(mountPoint.path()), std::string::npos) << r.err;
    EXPECT_EQ(delta.writeSectors, 0u);
    std::string content;
    std::ifstream(mountPoint.file("kept")) >> content;
    EXPECT_EQ(content, "precious");
}
