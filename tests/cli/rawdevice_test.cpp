// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Raw block devices as root: reads unless the user names the device a second time to consent
// to destroying its data. The device's own counters tell what really happened.
#include "cliexpect.h"
#include "clirun.h"
#include "support/loopdevice.h"
#include "support/mountedloop.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <fcntl.h>
#include <unistd.h>

using namespace Sektor::Test;

namespace {
constexpr std::uint64_t MiB = 1ull << 20;
}

class CliRawDevice : public ::testing::Test
{
protected:
    void SetUp() override { SEKTOR_REQUIRE_ROOT(); }
};

TEST_F(CliRawDevice, WithoutConsentOnlyReads)
{
    LoopDevice loop({.size = 32 * MiB});
    ASSERT_TRUE(loop.ok()) << loop.error();
    const BlockStat before = BlockStat::read(loop.name());
    const CommandResult r = runCli(quickRun({loop.device()}));
    const BlockStat delta = BlockStat::read(loop.name()) - before;
    ASSERT_TRUE(succeeded(r));
    EXPECT_NE(r.err.find("read tests only"), std::string::npos) << "a notice says why: " << r.err;
    EXPECT_NE(r.err.find("--allow-destroy-data=" + loop.device()), std::string::npos) << r.err;
    EXPECT_TRUE(hasSeq1mLine(r.out, "[Read]")) << r.out;
    EXPECT_FALSE(hasSeq1mLine(r.out, "[Write]")) << r.out;
    EXPECT_EQ(delta.writeIos, 0u);
    EXPECT_GT(delta.readIos, 0u);
}

TEST_F(CliRawDevice, OnlyWriteTestsWithoutConsentExit10NamingTheOption)
{
    LoopDevice loop({.size = 32 * MiB});
    ASSERT_TRUE(loop.ok()) << loop.error();
    const BlockStat before = BlockStat::read(loop.name());
    const CommandResult r = runCli(quickRun({"--modes", "write", loop.device()}));
    const BlockStat delta = BlockStat::read(loop.name()) - before;
    EXPECT_EQ(r.exitCode, 10) << r.err;
    EXPECT_NE(r.err.find("--allow-destroy-data=" + loop.device()), std::string::npos) << r.err;
    EXPECT_EQ(delta.writeIos, 0u);
}

TEST_F(CliRawDevice, ConsentRunsWriteTests)
{
    LoopDevice loop({.size = 32 * MiB});
    ASSERT_TRUE(loop.ok()) << loop.error();
    const BlockStat before = BlockStat::read(loop.name());
    const CommandResult r = runCli(quickRun({"--allow-destroy-data=" + loop.device(), loop.device()}));
    const BlockStat delta = BlockStat::read(loop.name()) - before;
    ASSERT_TRUE(succeeded(r));
    EXPECT_TRUE(hasSeq1mLine(r.out, "[Read]")) << r.out;
    EXPECT_TRUE(hasSeq1mLine(r.out, "[Write]")) << r.out;
    EXPECT_EQ(r.err.find("read tests only"), std::string::npos) << r.err;
    // At least the fill of the 16 MiB span, in 512-byte sectors.
    EXPECT_GE(delta.writeSectors, 16 * MiB / 512);
}

// A script formats or tests the device again right after a run: the run must have released it.
// (io_uring used to keep it claimed for some milliseconds after the exit; about every second
// run showed it, hence a few runs.)
TEST_F(CliRawDevice, DeviceIsReleasedWhenTheCliExits)
{
    LoopDevice loop({.size = 32 * MiB});
    ASSERT_TRUE(loop.ok()) << loop.error();
    for (int i = 0; i < 4; ++i) {
        const CommandResult r
            = runCli(quickRun({"--modes", "write", "--allow-destroy-data=" + loop.device(), loop.device()}));
        ASSERT_EQ(r.exitCode, 0) << r.err;
        const int fd = ::open(loop.device().c_str(), O_RDWR | O_EXCL | O_CLOEXEC);
        EXPECT_GE(fd, 0) << "run " << i << ": " << loop.device() << " still claimed after sektor-cli exited";
        if (fd >= 0)
            close(fd);
    }
}

TEST_F(CliRawDevice, ConsentNamingAnotherDeviceIsRefused)
{
    LoopDevice target({.size = 32 * MiB});
    LoopDevice other({.size = 32 * MiB});
    ASSERT_TRUE(target.ok()) << target.error();
    ASSERT_TRUE(other.ok()) << other.error();
    const BlockStat before = BlockStat::read(target.name());
    const BlockStat otherBefore = BlockStat::read(other.name());
    const CommandResult r = runCli(quickRun({"--allow-destroy-data=" + other.device(), target.device()}));
    EXPECT_TRUE(failedWith(r, 2, target.device()));
    EXPECT_EQ((BlockStat::read(target.name()) - before).writeIos, 0u);
    EXPECT_EQ((BlockStat::read(other.name()) - otherBefore).writeIos, 0u);
}

TEST_F(CliRawDevice, MountedDeviceIsBusy)
{
    MountedLoop fs(32 * MiB, "ext4");
    ASSERT_TRUE(fs.ok()) << fs.error();
    const CommandResult r = runCli(quickRun({"--allow-destroy-data=" + fs.loop().device(), fs.loop().device()}));
    EXPECT_TRUE(failedWith(r, 9, fs.loop().device()));
    EXPECT_EQ(listDirectory(fs.path()), "lost+found") << "the filesystem is intact";
}

// Without consent a mounted device is still read, but the CLI says why writes could never run
// there instead of suggesting --allow-destroy-data in vain.
TEST_F(CliRawDevice, ReadOnlyRunOfMountedDeviceExplainsTheVerdict)
{
    MountedLoop fs(32 * MiB, "ext4");
    ASSERT_TRUE(fs.ok()) << fs.error();
    const BlockStat before = BlockStat::read(fs.loop().name());
    const CommandResult r = runCli(quickRun({fs.loop().device()}));
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(hasSeq1mLine(r.out, "[Read]")) << r.out;
    EXPECT_NE(r.err.find("write tests cannot run on " + fs.loop().device()), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(fs.path()), std::string::npos) << "the reason names the mount point: " << r.err;
    EXPECT_EQ(r.err.find("--allow-destroy-data"), std::string::npos) << "consent would not help here: " << r.err;
    // Sectors, not requests: this kernel counts a flush as a zero-sector write, and the mounted
    // filesystem may still send one of its own while the test reads.
    EXPECT_EQ((BlockStat::read(fs.loop().name()) - before).writeSectors, 0u);
}

TEST_F(CliRawDevice, SyncWriteOn4KSectorsSkips512ByteTest)
{
    LoopDevice loop({.size = 32 * MiB, .sectorSize = 4096});
    ASSERT_TRUE(loop.ok()) << loop.error();
    const CommandResult r
        = runCli(quickRun({"--profile", "sync-write", "--allow-destroy-data=" + loop.device(), loop.device()}));
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(errorLines(r.err).empty()) << r.err;
    // The skipped test is named with the reason (the 4096-byte alignment) on stderr, and the shared
    // text says it was skipped instead of showing a result line for it.
    EXPECT_NE(r.err.find("Skipped SEQ512B Q1T1 DSYNC"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("4096"), std::string::npos) << r.err;
    EXPECT_NE(r.out.find("[Sync Write (O_DSYNC)]"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("  SEQ    4KiB (Q=  1, T= 1): "), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("  SEQ  512B"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("[Skipped] SEQ512B Q1T1 DSYNC write: the target needs 4096-byte aligned I/O"),
              std::string::npos)
        << r.out;
}

TEST_F(CliRawDevice, RefusalGivesTheCatalogsReasons)
{
    MountedLoop fs(32 * MiB, "ext4");
    ASSERT_TRUE(fs.ok()) << fs.error();
    const CommandResult r = runCli(quickRun({"--allow-destroy-data=" + fs.loop().device(), fs.loop().device()}));
    EXPECT_TRUE(failedWith(r, 9, fs.loop().device()));
    EXPECT_NE(r.err.find("is mounted at " + fs.path()), std::string::npos) << r.err;
}

TEST_F(CliRawDevice, ReadOnlyDeviceIsRefusedForWrites)
{
    LoopDevice ro(LoopDevice::Options {.size = 32 * MiB, .readOnly = true});
    ASSERT_TRUE(ro.ok()) << ro.error();
    const CommandResult r = runCli(quickRun({"--allow-destroy-data=" + ro.device(), ro.device()}));
    EXPECT_TRUE(failedWith(r, 6, ro.device()));
    EXPECT_NE(r.err.find("is read-only"), std::string::npos) << r.err;
}
