// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Filesystems that cannot take the test file: refused before the first write, with the path.
#include "cliexpect.h"
#include "clirun.h"
#include "support/loopdevice.h"
#include "support/mountedloop.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <sys/statvfs.h>

using namespace Sektor::Test;

namespace {
std::uint64_t usedBlocks(const std::string &path)
{
    struct statvfs vfs
    {
    };
    statvfs(path.c_str(), &vfs);
    return vfs.f_blocks - vfs.f_bfree;
}
} // namespace

TEST(CliFilesystem, ReadOnlyMountIsRefused)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(32ull << 20, "ext4");
    ASSERT_TRUE(fs.ok()) << fs.error();
    ASSERT_TRUE(fs.mount().remount("ro"));
    const BlockStat before = BlockStat::read(fs.loop().name());
    EXPECT_TRUE(failedWith(runCli(quickRun({fs.path()})), 6, fs.path()));
    EXPECT_EQ((BlockStat::read(fs.loop().name()) - before).writeIos, 0u);
}

TEST(CliFilesystem, NotEnoughFreeSpaceIsFoundBeforeWriting)
{
    SEKTOR_REQUIRE_ROOT();
    TempDir mountPoint;
    Mount small("tmpfs", mountPoint.path(), "tmpfs", "size=8m", false);
    ASSERT_TRUE(small.ok()) << small.error();
    const std::uint64_t usedBefore = usedBlocks(mountPoint.path());
    const CommandResult r = runCli(quickRun({"--size", "64MiB", mountPoint.path()}));
    EXPECT_TRUE(failedWith(r, 7, mountPoint.path()));
    EXPECT_NE(r.err.find("64"), std::string::npos) << "the message says how much is needed: " << r.err;
    EXPECT_EQ(usedBlocks(mountPoint.path()), usedBefore) << "nothing may have been written";
    EXPECT_EQ(listDirectory(mountPoint.path()), "");
}
