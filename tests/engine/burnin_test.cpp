// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The burn-in against shaped devices whose faults are set (design.md §9) and against the device's own counters: every
// range reported exactly, to the logical block, with its kind; a fake capacity said as such; a device that goes away
// ends it with where; the stop rule on errors fires at its count and not before; the last partial block is tested.
// (Rates, slow blocks and the rule on the rate: burnin_timing_test.cpp.)
#include "benchmarkfixture.h"
#include "model/burnin.h"
#include "model/kinds/burninoptions.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"

#include <gtest/gtest.h>

#include <set>

using namespace Sektor;
using namespace Sektor::Test;

namespace {
QList<SurfaceRange> rangesOf(const BurnInResult &b, SurfaceRange::Kind kind)
{
    QList<SurfaceRange> out;
    for (const SurfaceRange &r : b.surface.ranges) {
        if (r.kind == kind)
            out << SurfaceRange {r.kind, r.offset, r.length, 0};
    }
    return out;
}

SurfaceRange range(SurfaceRange::Kind kind, std::uint64_t offset, std::uint64_t length)
{
    return {kind, offset, length, 0};
}
} // namespace

TEST(BurnInRun, ReportsEveryShapedRangeExactlyWithItsKindAndGoesOnPastThem)
{
    SEKTOR_REQUIRE_ROOT();
    using K = SurfaceRange::Kind;
    DeviceShape shape;
    shape.size = 48 * MiB + 3 * 512; // the last block is three sectors long
    shape.errors = {{5 * MiB + 4096, 8192}}; // reads and writes fail
    shape.writeErrors = {{20 * MiB - 512, 1024}}; // across two blocks: writes fail, reads return what was there
    shape.alteredWrites = {{30 * MiB + 3 * 512, 512}, {shape.size - 512, 512}}; // stored changed, the last sector too
    shape.corrupt = {{40 * MiB, 4096}}; // read back changed
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    const BlockStat before = BlockStat::read(device.name());
    const RunOutcome outcome = runBenchmark(burnInProfile(), device.device(), burnInOptions());
    const BlockStat delta = BlockStat::read(device.name()) - before;
    ASSERT_TRUE(outcome.ok()) << "the faults are findings, not a failed run: " << outcome.error.message().toStdString();
    const BurnInResult &b = burnInOf(outcome);
    EXPECT_TRUE(b.complete());
    EXPECT_EQ(b.surface.deviceBytes, shape.size) << "to the last sector, not the last whole block";
    EXPECT_EQ(
        rangesOf(b, K::WriteError),
        (QList<SurfaceRange> {range(K::WriteError, 5 * MiB + 4096, 8192), range(K::WriteError, 20 * MiB - 512, 1024)}));
    EXPECT_EQ(rangesOf(b, K::Error), QList<SurfaceRange> {range(K::Error, 5 * MiB + 4096, 8192)});
    // What could not be written reads back as what was there before: that is its write error, not a second fault.
    // What was stored or read changed is corrupt, as it came.
    EXPECT_EQ(rangesOf(b, K::Corrupt),
              (QList<SurfaceRange> {range(K::Corrupt, 30 * MiB + 3 * 512, 512),
                                    range(K::Corrupt, 40 * MiB, 4096),
                                    range(K::Corrupt, shape.size - 512, 512)}));
    EXPECT_FALSE(b.aliasing) << "random corruption is not a wrap-around";
    EXPECT_FALSE(b.goneAt);
    EXPECT_EQ(burnInVerdict(b, outcome.result.stoppedBy), BurnInVerdict::Fail);
    EXPECT_EQ(b.writtenBytes, shape.size);
    EXPECT_EQ(b.readBytes, shape.size);
    EXPECT_EQ(delta.writeSectors * 512, outcome.result.totals.writeBytes) << "every write, the halves again included";
    EXPECT_EQ(delta.readSectors * 512, outcome.result.totals.readBytes);
    EXPECT_GT(outcome.result.totals.writeBytes, shape.size) << "the failed blocks were written again in halves";
}

TEST(BurnInRun, EachPatternOfEachPassIsWrittenAndReadBackAndTheMapsCoverTheDevice)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice::Options loopOptions;
    loopOptions.size = 24 * MiB;
    LoopDevice loop(loopOptions);
    ASSERT_TRUE(loop.ok()) << loop.error();
    RunOptions options = burnInOptions();
    options.kinds.edit<BurnInOptions>().passes = 2;
    options.kinds.edit<BurnInOptions>().patterns
        = {BurnInPattern::Random, BurnInPattern::Ones, BurnInPattern::Stamps, BurnInPattern::Zeros};
    std::set<int> stepsShown;
    CallbackObserver observer([&](const Progress &p) {
        stepsShown.insert(p.run);
    });
    const BlockStat before = BlockStat::read(loop.name());
    const RunOutcome outcome = runBenchmark(burnInProfile(), loop.device(), options, &observer);
    const BlockStat delta = BlockStat::read(loop.name()) - before;
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    const BurnInResult &b = burnInOf(outcome);
    EXPECT_EQ(b.steps, 16);
    EXPECT_EQ(b.stepsDone, 16);
    std::set<int> everyStep;
    for (int step = 1; step <= 16; ++step)
        everyStep.insert(step);
    EXPECT_EQ(stepsShown, everyStep) << "each step shown as it begins, however short (1.5 MiB here)";
    EXPECT_TRUE(b.surface.ranges.isEmpty());
    EXPECT_EQ(burnInVerdict(b, outcome.result.stoppedBy), BurnInVerdict::Pass);
    EXPECT_EQ(delta.writeSectors * 512, 8 * loopOptions.size) << "each of 8 patterns once over the whole device";
    EXPECT_EQ(delta.readSectors * 512, 8 * loopOptions.size);
    EXPECT_GE(delta.flushIos, 8u) << "each write step made durable before it is read back";
    const std::uint64_t blocks = loopOptions.size / (128 * KiB);
    EXPECT_EQ(b.writeClasses.total(), 8 * blocks) << "every block written timed";
    EXPECT_EQ(b.readClasses.total(), 8 * blocks);
    std::uint64_t mapped = 0;
    for (qsizetype i = 0; i < b.surface.chunks.size(); ++i) {
        EXPECT_EQ(b.surface.chunks[i].offset, b.writeChunks[i].offset);
        EXPECT_EQ(b.surface.chunks[i].offset, mapped) << "chunks side by side from the first byte";
        EXPECT_GT(b.surface.chunks[i].bytesPerSecond(), 0);
        mapped += b.surface.chunks[i].length;
    }
    EXPECT_EQ(mapped, loopOptions.size);
    EXPECT_EQ(b.chunkClasses.size(), b.surface.chunks.size());
}

TEST(BurnInRun, AFakeCapacityIsSaidAsSuchWithWhereItsDataCameBack)
{
    SEKTOR_REQUIRE_ROOT();
    const DeviceShape shape = DeviceShape::fakeCapacity(64 * MiB, 16 * MiB);
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    const RunOutcome outcome = runBenchmark(burnInProfile(), device.device(), burnInOptions());
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    const BurnInResult &b = burnInOf(outcome);
    // Written in order, the last 16 MiB are what the stick keeps: everything before reads back as them.
    EXPECT_EQ(rangesOf(b, SurfaceRange::Kind::Corrupt),
              QList<SurfaceRange> {range(SurfaceRange::Kind::Corrupt, 0, 48 * MiB)});
    ASSERT_TRUE(b.aliasing);
    EXPECT_EQ(b.aliasing->readAt, 0u);
    EXPECT_EQ(b.aliasing->writtenFor, 48 * MiB);
    EXPECT_EQ(burnInVerdict(b, outcome.result.stoppedBy), BurnInVerdict::Fail);
}

TEST(BurnInRun, ADeviceThatGoesAwayEndsItWithWhereAndKeepsWhatWasFound)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 32 * MiB;
    shape.errors = {{1 * MiB, 4096}};
    shape.vanishAfter = shape.size + 10 * MiB; // written whole, then 10 MiB read back
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    const RunOutcome outcome = runBenchmark(burnInProfile(), device.device(), burnInOptions());
    EXPECT_FALSE(outcome.ok()) << "a device that is gone ends the run";
    ASSERT_EQ(outcome.result.tests.size(), 1) << "what was found is kept";
    const BurnInResult &b = burnInOf(outcome);
    ASSERT_TRUE(b.goneAt);
    // The reads up to the vanishing point worked (the failed range's halves count too: it vanishes a little before).
    EXPECT_GT(*b.goneAt, 8 * MiB);
    EXPECT_LE(*b.goneAt, 10 * MiB);
    EXPECT_EQ(b.stepsDone, 1) << "the write step was whole";
    EXPECT_EQ(rangesOf(b, SurfaceRange::Kind::Error),
              QList<SurfaceRange> {range(SurfaceRange::Kind::Error, 1 * MiB, 4096)})
        << "nothing after the device went away is called unreadable";
    EXPECT_EQ(burnInVerdict(b, outcome.result.stoppedBy), BurnInVerdict::Fail);
}

TEST(BurnInRun, TheStopRuleOnErrorsFiresAtItsCountAndNotBefore)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 32 * MiB;
    shape.writeErrors = {{2 * MiB, 512}, {6 * MiB, 512}, {10 * MiB, 512}, {14 * MiB, 512}, {18 * MiB, 512}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    RunOptions options = burnInOptions();
    options.kinds.edit<BurnInOptions>().stopRules.afterErrors = 3;
    const RunOutcome outcome = runBenchmark(burnInProfile(), device.device(), options);
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    EXPECT_EQ(outcome.result.stoppedBy, StopReason::Errors);
    const BurnInResult &b = burnInOf(outcome);
    EXPECT_EQ(b.failedRanges(), 3);
    EXPECT_EQ(b.stepsDone, 0);
    EXPECT_GE(b.stepBytesDone, 10 * MiB + 512) << "it went on to the third";
    EXPECT_LT(b.stepBytesDone, 14 * MiB) << "and stopped there";
    EXPECT_EQ(burnInVerdict(b, outcome.result.stoppedBy), BurnInVerdict::Fail);

    options.kinds.edit<BurnInOptions>().stopRules.afterErrors
        = 5; // the fifth and last is found at the end of the write step
    const RunOutcome atTheLast = runBenchmark(burnInProfile(), device.device(), options);
    ASSERT_TRUE(atTheLast.ok()) << atTheLast.error.message().toStdString();
    EXPECT_EQ(atTheLast.result.stoppedBy, StopReason::Errors);
    EXPECT_EQ(burnInOf(atTheLast).failedRanges(), 5);
    EXPECT_EQ(burnInOf(atTheLast).readBytes, 0u) << "nothing read back after the rule fired";

    options.kinds.edit<BurnInOptions>().stopRules.afterErrors
        = 6; // the unwritten sectors reading back old data are not counted again
    const RunOutcome notFired = runBenchmark(burnInProfile(), device.device(), options);
    ASSERT_TRUE(notFired.ok()) << notFired.error.message().toStdString();
    EXPECT_EQ(notFired.result.stoppedBy, StopReason::None);
    EXPECT_TRUE(burnInOf(notFired).complete());
    EXPECT_EQ(burnInOf(notFired).failedRanges(), 5);
}
