// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// sektor-cli --profile "Sustained Write" on real filesystems: a span the filesystem cannot hold and a read-only one
// are refused before a byte is written; a run that can go says how its test file was allocated and leaves the
// free space as it found it. (Running out of space mid-run: ioerror_test.cpp, on a thin loop device.)
#include "cliexpect.h"
#include "clirun.h"
#include "support/mountedloop.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <filesystem>

#include <sys/statvfs.h>

using namespace Sektor::Test;

namespace {
std::vector<std::string> sustainedRun(const std::string &size, const std::string &dir)
{
    return {"run", "--profile", "Sustained Write", "--size", size, "--time", "20s", "--quiet", dir};
}

std::uint64_t freeBytes(const std::string &path)
{
    struct statvfs vfs
    {
    };
    return statvfs(path.c_str(), &vfs) == 0 ? std::uint64_t(vfs.f_bavail) * vfs.f_frsize : 0;
}
} // namespace

TEST(CliSustainedWriteTargets, ASpanLargerThanTheFreeSpaceIsRefusedBeforeWriting)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(32 << 20, "ext4");
    ASSERT_TRUE(fs.ok()) << fs.error();
    const BlockStat before = BlockStat::read(fs.loop().name());
    const CommandResult r = runCli(sustainedRun("64MiB", fs.path()));
    EXPECT_TRUE(failedWith(r, 7, fs.path()));
    EXPECT_NE(r.err.find("Not enough free space"), std::string::npos) << r.err;
    EXPECT_EQ((BlockStat::read(fs.loop().name()) - before).writeSectors, 0u) << "not a byte written";
    EXPECT_EQ(listDirectory(fs.path()), "lost+found");
}

TEST(CliSustainedWriteTargets, AReadOnlyFilesystemIsRefused)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(32 << 20, "ext4");
    ASSERT_TRUE(fs.ok()) << fs.error();
    ASSERT_TRUE(fs.mount().remount("ro"));
    const CommandResult r = runCli(sustainedRun("8MiB", fs.path()));
    EXPECT_TRUE(failedWith(r, 6, fs.path()));
}

TEST(CliSustainedWriteTargets, TheTestFileIsPreallocatedSaidSoAndGoneAfterwards)
{
    SEKTOR_REQUIRE_ROOT();
    for (const char *type : {"ext4", "btrfs"}) {
        SCOPED_TRACE(type);
        MountedLoop fs(160 << 20, type);
        ASSERT_TRUE(fs.ok()) << fs.error();
        const std::string dir = fs.file("bench");
        ASSERT_TRUE(std::filesystem::create_directory(dir));
        ::sync();
        const std::uint64_t freeBefore = freeBytes(dir);
        const CommandResult r = runCli(sustainedRun("64MiB", dir));
        ASSERT_EQ(r.exitCode, 0) << r.err;
        EXPECT_NE(r.out.find("  Test file:      preallocated in full before the write (fallocate)\n"),
                  std::string::npos)
            << r.out;
        EXPECT_NE(r.out.find("the whole span was written"), std::string::npos) << r.out;
        EXPECT_EQ(listDirectory(dir), "");
        ::sync();
        // Freed blocks come back as the filesystem commits: within a MiB of where they were.
        EXPECT_NEAR(double(freeBytes(dir)), double(freeBefore), double(1 << 20));
    }
}

TEST(CliSustainedWriteTargets, SizeAllFillsTheFreeSpaceButFivePercentAndOnlyForASustainedWrite)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(96 << 20, "ext4");
    ASSERT_TRUE(fs.ok()) << fs.error();
    TempDir output;
    const std::string json = output.file("result.json");
    std::vector<std::string> args = sustainedRun("all", fs.path());
    args.insert(args.end() - 1, {"--json", json});
    const CommandResult r = runCli(args);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.err.find("fills all free space but 5 %"), std::string::npos) << r.err;
    EXPECT_NE(r.out.find("the whole span was written"), std::string::npos) << r.out;
    EXPECT_EQ(listDirectory(fs.path()), "lost+found");

    const CommandResult other = runCli({"run", "--size", "all", "--quiet", fs.path()});
    EXPECT_EQ(other.exitCode, 2) << other.err;
    EXPECT_NE(other.err.find("--size all is for the Sustained Write and Verify profiles"), std::string::npos)
        << other.err;
}
