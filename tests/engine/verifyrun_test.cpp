// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The verify of a mounted filesystem against a shaped device under it (design.md §9) that silently corrupts a range:
// a fill of all its free space must find exactly that range's stamps bad and leave nothing behind; a raw device is
// refused; the device's own counters hold the bytes the verify says it wrote and read.
#include "benchmarkfixture.h"
#include "model/verify.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <filesystem>

using namespace Sektor;
using namespace Sektor::Test;

namespace {
RunOptions verifyOptions()
{
    RunOptions o;
    o.seed = 23;
    o.wholeTarget = true; // all the free space
    return o;
}

Profile verifyProfile()
{
    return *findProfile(QStringLiteral("Verify"));
}
} // namespace

TEST(VerifyRun, AFillOfAFilesystemFindsExactlyTheRangeItsDriveCorruptsAndLeavesNothing)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    // Large enough for ext4's 4 KiB blocks (below 512 MiB it makes 1 KiB ones, and a stamp could then straddle the
    // range's end); the range in its third block group, which holds no metadata: the fill's data lands there (the
    // allocator fills the groups in order, and the reserve it leaves is at the device's end).
    shape.size = 640 * MiB;
    shape.corrupt = {{300 * MiB, 8 * MiB}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    TempDir mountPoint;
    Mount fs(device.device(), mountPoint.path(), "ext4");
    ASSERT_TRUE(fs.ok()) << fs.error();

    const BlockStat before = BlockStat::read(device.name());
    const RunOutcome outcome = runBenchmark(verifyProfile(), mountPoint.path(), verifyOptions());
    const BlockStat delta = BlockStat::read(device.name()) - before;
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    const VerifyResult &v = outcome.result.tests.first().payload.get<VerifyResult>();
    EXPECT_TRUE(v.fill);
    EXPECT_EQ(v.verdict, VerifyResult::Verdict::Damaged);
    EXPECT_EQ(v.stamps.bad(), 8 * MiB / 4096) << "every stamp of the corrupt range, and no other";
    std::uint64_t bad = 0;
    for (const VerifyRange &r : v.badRanges)
        bad += r.length;
    EXPECT_EQ(bad, 8 * MiB);
    EXPECT_EQ(v.usableBytes, v.claimedBytes - 8 * MiB);
    EXPECT_GT(v.claimedBytes, 500 * MiB) << "the free space (less ext4's journal and the root reserve), filled";
    EXPECT_GE(delta.writeSectors * 512, v.bytesWritten) << "written to the drive (and its metadata)";
    EXPECT_GE(delta.readSectors * 512, v.bytesRead) << "read back from the drive, not the cache";
    EXPECT_LT(delta.readSectors * 512, v.bytesRead + 8 * MiB);
    for (const auto &entry : std::filesystem::directory_iterator(mountPoint.path()))
        EXPECT_EQ(entry.path().filename(), "lost+found") << "nothing left: " << entry.path();
}

TEST(VerifyRun, ARawDeviceIsRefusedWithTheReason)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    RunOptions options = verifyOptions();
    options.allowDeviceWrites = true;
    const BlockStat before = BlockStat::read(loop.name());
    const RunOutcome outcome = runBenchmark(verifyProfile(), loop.device(), options);
    EXPECT_EQ(outcome.error.code, ErrorCode::InvalidArgument);
    EXPECT_TRUE(outcome.error.message().contains(QLatin1String("capacity probe")))
        << outcome.error.message().toStdString();
    EXPECT_EQ((BlockStat::read(loop.name()) - before).writeIos, 0u);
}
