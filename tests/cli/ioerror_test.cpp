// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The drive fails while the test runs. Two real mechanisms on a VM without device-mapper:
// - a thin-provisioned loop device: 64 MiB over a backing file on an 8 MiB tmpfs. When the
//   backing store is full, the loop driver completes the write with BLK_STS_NOSPACE, which the
//   block layer hands to O_DIRECT writers as ENOSPC (not EIO: checked on Linux 6.18, and the
//   same through ext4's direct I/O path). So the CLI reports "out of space", exit 12.
// - ext4 shut down under the running test (EXT4_IOC_SHUTDOWN, what xfs_io's "shutdown" does):
//   from then on every read and write of the filesystem fails with EIO, exit 13.
#include "cliexpect.h"
#include "clirun.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <optional>
#include <thread>

#include <fcntl.h>
#include <sys/ioctl.h>
#include <unistd.h>

using namespace Sektor::Test;
using namespace std::chrono_literals;

namespace {
constexpr std::uint64_t MiB = 1ull << 20;

// From the kernel's fs/ext4/ext4.h (the same number as XFS_IOC_GOINGDOWN); not in every uapi.
constexpr unsigned long Ext4IocShutdown = _IOR('X', 125, std::uint32_t);
constexpr std::uint32_t Ext4GoingFlagsLogFlush = 1; ///< Commit the journal first: a clean state to mount again.

bool shutDown(const std::string &mountPoint)
{
    const int fd = ::open(mountPoint.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0)
        return false;
    std::uint32_t flags = Ext4GoingFlagsLogFlush;
    const bool ok = ioctl(fd, Ext4IocShutdown, &flags) == 0;
    close(fd);
    return ok;
}
} // namespace

class CliThinLoop : public ::testing::Test
{
protected:
    void SetUp() override
    {
        SEKTOR_REQUIRE_ROOT();
        m_backingStore.emplace("tmpfs", m_backingDir.path(), "tmpfs", "size=8m", false);
        ASSERT_TRUE(m_backingStore->ok()) << m_backingStore->error();
        m_loop.emplace(LoopDevice::Options {.size = 64 * MiB, .backingDir = m_backingDir.path()});
        ASSERT_TRUE(m_loop->ok()) << m_loop->error();
    }

    void TearDown() override
    {
        // The loop device holds the backing file: detach it before unmounting its tmpfs.
        m_loop.reset();
        m_backingStore.reset();
    }

    // sektor-cli @p args, a JSON file and a directory on ext4 over the thin loop device: it must end "out of space"
    // (exit 12), leaving neither a test file nor a JSON file.
    void expectOutOfSpaceOnExt4(std::vector<std::string> args)
    {
        TempDir mountPoint;
        Mount ext4(m_loop->device(), mountPoint.path(), "ext4");
        ASSERT_TRUE(ext4.ok()) << ext4.error();
        const std::string dir = mountPoint.file("bench");
        ASSERT_TRUE(std::filesystem::create_directory(dir));
        TempDir output;
        const std::string json = output.file("result.json");
        args.insert(args.end(), {"--json", json, dir});
        const CommandResult r = runCli(args);
        EXPECT_TRUE(failedWith(r, 12, dir));
        EXPECT_EQ(listDirectory(dir), "");
        EXPECT_FALSE(exists(json));
    }

    TempDir m_backingDir;
    std::optional<Mount> m_backingStore;
    std::optional<LoopDevice> m_loop;
};

TEST_F(CliThinLoop, RawDeviceWriteFailsWithOutOfSpace)
{
    const std::string device = m_loop->device();
    TempDir output;
    const std::string json = output.file("result.json");
    const CommandResult r = runCli(quickRun({"--allow-destroy-data=" + device, "--json", json, device}));
    EXPECT_TRUE(failedWith(r, 12, device));
    EXPECT_FALSE(exists(json));
    EXPECT_EQ(listDirectory(output.path()), "");
}

TEST_F(CliThinLoop, Ext4DirectoryWriteFailsWithOutOfSpace)
{
    // ext4 sees 50 MiB free, so the check passes; the backing store has about 3 MiB left.
    expectOutOfSpaceOnExt4(quickRun({}));
}

TEST_F(CliThinLoop, SustainedWriteRunningOutOfSpaceMidRunSaysSoAndLeavesNothing)
{
    // ext4 preallocates the whole span (fallocate succeeds: ext4 has the space), but the writes then find the
    // backing store full: the drive, not the filesystem, ran out, as a thin volume or a fake-capacity stick does.
    expectOutOfSpaceOnExt4({"run", "--profile", "Sustained Write", "--size", "40MiB", "--quiet"});
}

TEST(CliIoError, FilesystemFailingMidTestIsAnIoError)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop({.size = 64 * MiB});
    ASSERT_TRUE(loop.ok()) << loop.error();
    TempDir mountPoint;
    std::optional<Mount> ext4(std::in_place, loop.device(), mountPoint.path(), "ext4");
    ASSERT_TRUE(ext4->ok()) << ext4->error();
    const std::string dir = mountPoint.file("bench");
    ASSERT_TRUE(std::filesystem::create_directory(dir));
    sync();
    TempDir output;
    const std::string json = output.file("result.json");

    BackgroundCli cli(quickRun({"--time", "30s", "--json", json, dir}));
    ASSERT_TRUE(cli.started());
    ASSERT_TRUE(cli.waitForFileUnder(dir, 10s)) << cli.err();
    std::this_thread::sleep_for(300ms); // past the fill of the test file: measuring
    ASSERT_TRUE(cli.running()) << cli.err();
    ASSERT_TRUE(shutDown(mountPoint.path()));
    const std::optional<int> exitCode = cli.waitForExit(5s);
    ASSERT_TRUE(exitCode.has_value()) << "still running or crashed";
    EXPECT_TRUE(failedWith(CommandResult {*exitCode, cli.out(), cli.err()}, 13, dir));
    EXPECT_FALSE(exists(json));
    EXPECT_EQ(listDirectory(output.path()), "");

    // The shut-down filesystem refuses even directory listings; mounted again, it shows that
    // the unnamed test file died with the descriptor.
    ext4.reset();
    Mount again(loop.device(), mountPoint.path(), "ext4", {}, false);
    ASSERT_TRUE(again.ok()) << again.error();
    EXPECT_EQ(listDirectory(dir), "");
}
