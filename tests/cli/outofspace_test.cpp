// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// ENOSPC after the free-space check passed: a filesystem can need new space for writes into a
// file that is already fully allocated. btrfs does: the first write into preallocated extents
// goes in place, but every later overwrite is copy-on-write and allocates new extents. With the
// rest of the filesystem taken, the engine's fill of the test file succeeds and the write test
// then fails with ENOSPC: exit 12, and nothing left behind.
#include "cliexpect.h"
#include "clirun.h"
#include "support/loopdevice.h"
#include "support/mountedloop.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <filesystem>

#include <fcntl.h>
#include <sys/statvfs.h>
#include <unistd.h>

using namespace Sektor::Test;

namespace {
constexpr std::uint64_t MiB = 1ull << 20;

std::uint64_t availableBytes(const std::string &path)
{
    struct statvfs vfs
    {
    };
    statvfs(path.c_str(), &vfs);
    return std::uint64_t(vfs.f_bavail) * vfs.f_frsize;
}

// Takes all but `leave` bytes of the filesystem with a preallocated file (no data written, so fast).
bool fillAllBut(const std::string &file, std::uint64_t leave)
{
    const std::string dir = std::filesystem::path(file).parent_path();
    const std::uint64_t available = availableBytes(dir);
    if (available <= leave)
        return false;
    const int fd = ::open(file.c_str(), O_CREAT | O_WRONLY | O_CLOEXEC, 0600);
    if (fd < 0)
        return false;
    const bool ok = posix_fallocate(fd, 0, off_t((available - leave) / MiB * MiB)) == 0 && fsync(fd) == 0;
    close(fd);
    // btrfs settles its free-space figures at the transaction commit.
    sync();
    return ok;
}
} // namespace

TEST(CliOutOfSpace, BtrfsCopyOnWriteOverwriteRunsOutOfSpace)
{
    SEKTOR_REQUIRE_ROOT();
    // 256 MiB: comfortably above mkfs.btrfs's minimum; sparse, so it costs little memory.
    MountedLoop fs(256 * MiB, "btrfs");
    ASSERT_TRUE(fs.ok()) << fs.error();
    const std::string dir = fs.file("bench");
    ASSERT_TRUE(std::filesystem::create_directory(dir));
    // Room for the 16 MiB test file and a little more, never for a second copy of it.
    ASSERT_TRUE(fillAllBut(fs.file("filler"), 20 * MiB));
    const std::uint64_t available = availableBytes(dir);
    ASSERT_GE(available, 16 * MiB) << "the free-space check must pass";
    ASSERT_LT(available, 32 * MiB) << "the overwrite must not fit";

    TempDir output;
    const std::string json = output.file("result.json");
    const CommandResult r = runCli(quickRun({"--json", json, dir}));
    EXPECT_TRUE(failedWith(r, 12, dir));
    EXPECT_NE(r.err.find("ran out of space"), std::string::npos) << r.err;
    EXPECT_EQ(listDirectory(dir), "") << "the test file must be gone";
    EXPECT_FALSE(exists(json)) << "no result file for a failed run";
    EXPECT_EQ(listDirectory(output.path()), "");
}
