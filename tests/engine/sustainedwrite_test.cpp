// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The sustained write's span: it ends at the end of its span when that comes first, stops at a device failing
// mid-run with nothing written past the failure, and takes all of a target as the free space but five percent or
// the whole device. (Its figures against a shaped device's cache and rates: sustainedwrite_timing_test.cpp.)
#include "benchmarkfixture.h"
#include "support/loopdevice.h"
#include "support/mountedloop.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Test;

TEST(SustainedWriteRun, EndsAtTheEndOfItsSpanWhenThatComesFirst)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop; // 64 MiB in memory: written in well under the time limit, never steady after a drop
    ASSERT_TRUE(loop.ok()) << loop.error();
    const RunOptions options = sustainedOptions(64 * MiB, std::chrono::seconds(30));
    const RunOutcome outcome = runBenchmark(sustainedWrite(), loop.device(), options);
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    ASSERT_EQ(outcome.result.tests.size(), 1);
    EXPECT_EQ(outcome.result.totals.writeBytes, 64 * MiB) << "the span once, no wrap-around";
    EXPECT_EQ(outcome.result.tests.first().runs.size(), 1);
}

TEST(SustainedWriteRun, ADeviceFailingMidRunIsSaidAndNothingPastTheFailureIsWritten)
{
    // A drive whose writes fail from 64 MiB on. (Running out of space mid-run: the CLI's thin-loop tests.)
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 256 * MiB;
    shape.writeSlowRate = 200e6;
    shape.errors = {{64 * MiB, 192 * MiB}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    const BlockStat before = BlockStat::read(device.name());
    const RunOutcome outcome
        = runBenchmark(sustainedWrite(), device.device(), sustainedOptions(256 * MiB, std::chrono::seconds(30)));
    const BlockStat delta = BlockStat::read(device.name()) - before;
    EXPECT_EQ(outcome.error.code, ErrorCode::IoError) << outcome.error.message().toStdString();
    // The run stops at the first failed write: what was in flight then (8 × 1 MiB) is all that went past it.
    EXPECT_GE(delta.writeSectors * 512, 64 * MiB);
    EXPECT_LE(delta.writeSectors * 512, 64 * MiB + 8 * MiB);
    EXPECT_EQ(delta.readSectors, 0u);
}

TEST(SustainedWriteRun, AllOfATargetIsTheFreeSpaceButFivePercentOrTheWholeDevice)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(128 * MiB, "ext4");
    ASSERT_TRUE(fs.ok()) << fs.error();
    RunOptions options = sustainedOptions(1 * GiB, std::chrono::seconds(30));
    options.wholeTarget = true;
    const RunOutcome onDirectory = runBenchmark(sustainedWrite(), fs.path(), options);
    ASSERT_TRUE(onDirectory.ok()) << onDirectory.error.message().toStdString();
    const TargetInfo &t = onDirectory.result.target;
    EXPECT_LE(t.span, std::uint64_t(0.95 * double(t.freeBytes)));
    EXPECT_GT(t.span, std::uint64_t(0.95 * double(t.freeBytes)) - 1 * MiB);
    EXPECT_EQ(onDirectory.result.options.testSize, t.span) << "the result says how much 'all' was";
    EXPECT_EQ(onDirectory.result.totals.writeBytes, t.span) << "and all of it was written";
    EXPECT_TRUE(t.preallocated);
    EXPECT_EQ(listDirectory(fs.path()), "lost+found");

    LoopDevice loop({.size = 48 * MiB});
    ASSERT_TRUE(loop.ok()) << loop.error();
    const RunOutcome onDevice = runBenchmark(sustainedWrite(), loop.device(), options);
    ASSERT_TRUE(onDevice.ok()) << onDevice.error.message().toStdString();
    EXPECT_EQ(onDevice.result.target.span, 48 * MiB);
    EXPECT_EQ(onDevice.result.totals.writeBytes, 48 * MiB);

    const RunOutcome notSustained = runBenchmark(*findProfile(QStringLiteral("demo")), loop.device(), options);
    EXPECT_EQ(notSustained.error.code, ErrorCode::InvalidArgument) << "other profiles would fill the drive first";
    EXPECT_EQ(notSustained.result.totals.writeBytes, 0u);
}
