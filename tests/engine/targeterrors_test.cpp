// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Each way a target can be unusable gets its own error code, and leaves nothing behind: the mounts and devices.
// (Paths that are no target at all: targetrefusals_test.cpp.)
#include "benchmarkfixture.h"
#include "support/loopdevice.h"
#include "support/mountedloop.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Test;

TEST(TargetErrors, NotEnoughSpaceIsFoundBeforeWriting)
{
    SEKTOR_REQUIRE_ROOT();
    TempDir mountPoint;
    Mount small("tmpfs", mountPoint.path(), "tmpfs", "size=8m", false);
    ASSERT_TRUE(small.ok()) << small.error();
    const RunOutcome outcome = runBenchmark(readWrite(), mountPoint.path(), quickOptions(32 * MiB));
    EXPECT_EQ(outcome.error.code, ErrorCode::NotEnoughSpace);
    EXPECT_EQ(outcome.error.value, 32 * MiB);
    EXPECT_LE(outcome.error.limit, 8 * MiB);
    EXPECT_EQ(outcome.result.totals.writeBytes, 0u);
    EXPECT_EQ(listDirectory(mountPoint.path()), "");
}

TEST(TargetErrors, ReadOnlyFilesystem)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(32 * MiB, "ext4");
    ASSERT_TRUE(fs.ok()) << fs.error();
    ASSERT_TRUE(fs.mount().remount("ro"));
    EXPECT_EQ(errorOf(fs.path(), readWrite()), ErrorCode::TargetReadOnly);
}

TEST(TargetErrors, ReadOnlyDeviceRefusesWritesButAllowsReads)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop({.size = 32 * MiB, .readOnly = true});
    ASSERT_TRUE(loop.ok()) << loop.error();
    RunOptions options = quickOptions();
    options.allowDeviceWrites = true;
    EXPECT_EQ(errorOf(loop.device(), readWrite(), options), ErrorCode::TargetReadOnly);
    EXPECT_EQ(errorOf(loop.device(), customProfile({rnd4k(4)}, {IoMode::Read})), ErrorCode::None);
}

TEST(TargetErrors, DeviceWritesNeedConsent)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop({.size = 32 * MiB});
    ASSERT_TRUE(loop.ok()) << loop.error();
    const BlockStat before = BlockStat::read(loop.name());
    EXPECT_EQ(errorOf(loop.device(), readWrite()), ErrorCode::WritesNotAllowed);
    EXPECT_EQ((BlockStat::read(loop.name()) - before).writeIos, 0u);
}

TEST(TargetErrors, MountedDeviceIsBusyForWrites)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(32 * MiB, "ext4");
    ASSERT_TRUE(fs.ok()) << fs.error();
    RunOptions options = quickOptions();
    options.allowDeviceWrites = true;
    EXPECT_EQ(errorOf(fs.loop().device(), readWrite(), options), ErrorCode::DeviceBusy);
}

TEST(TargetErrors, BlockSizeBelowAlignmentIsSkippedWithReason)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop({.size = 32 * MiB, .sectorSize = 4096});
    ASSERT_TRUE(loop.ok()) << loop.error();
    RunOptions options = quickOptions();
    options.allowDeviceWrites = true;
    const Profile syncWrite = *findProfile(QStringLiteral("sync-write"));
    const RunOutcome outcome = runBenchmark(syncWrite, loop.device(), options);
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    ASSERT_EQ(outcome.result.tests.size(), 1);
    EXPECT_EQ(outcome.result.tests.at(0).spec.blockSize, 4096u);
    ASSERT_EQ(outcome.result.skipped.size(), 1);
    EXPECT_EQ(outcome.result.skipped.at(0).spec.blockSize, 512u);
    EXPECT_EQ(outcome.result.skipped.at(0).reason.code, ErrorCode::BlockSizeUnsupported);
    EXPECT_EQ(outcome.result.skipped.at(0).reason.limit, 4096u);
}
