// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What the burn-in's time decides, on shaped devices whose rates and slow places are set: one write and one read pass
// run at the device's rates, a slow place is a slow block in the last time class exact to its block, and the rule on
// the rate fires once the rate has stayed below it for its time, not before. Run alone (the shaped devices' pacing).
#include "benchmarkfixture.h"
#include "model/burnin.h"
#include "model/kinds/burninoptions.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Test;

TEST(BurnInRun, WritesAndReadsBackAtTheShapedDevicesRates)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 48 * MiB;
    shape.writeSlowRate = 20e6;
    shape.readZones = {{shape.size, 30e6}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    const RunOutcome outcome = runBenchmark(burnInProfile(), device.device(), burnInOptions());
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    const BurnInResult &b = burnInOf(outcome);
    EXPECT_GE(b.writeBytesPerSecond(), 0.9 * shape.writeSlowRate);
    EXPECT_LE(b.writeBytesPerSecond(), 1.05 * shape.writeSlowRate) << "no faster than the device can";
    EXPECT_GE(b.readBytesPerSecond(), 0.9 * 30e6);
    EXPECT_LE(b.readBytesPerSecond(), 1.05 * 30e6);
    for (const SurfaceChunk &c : b.writeChunks)
        EXPECT_LE(c.bytesPerSecond(), 1.05 * pacedCeiling(shape.writeSlowRate, double(c.elapsedNs) / 1e9))
            << "at " << c.offset;
}

TEST(BurnInRun, ASlowPlaceIsASlowBlockInTheLastTimeClassExactToItsBlock)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 16 * MiB;
    shape.slow = {{10 * MiB + 4096, 512, 0.6}}; // every I/O touching it takes 0.6 s longer: over the 500 ms class
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    const RunOutcome outcome = runBenchmark(burnInProfile(), device.device(), burnInOptions());
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    const BurnInResult &b = burnInOf(outcome);
    ASSERT_EQ(b.surface.ranges.size(), 1);
    const SurfaceRange &slow = b.surface.ranges.first();
    EXPECT_EQ(slow.kind, SurfaceRange::Kind::Slow);
    EXPECT_EQ(slow.offset, 10 * MiB) << "the block that holds the slow place";
    EXPECT_EQ(slow.length, 128 * KiB);
    EXPECT_GE(slow.worstNs, 600 * NsPerMs);
    EXPECT_EQ(b.writeClasses.counts().back(), 1u);
    EXPECT_EQ(b.readClasses.counts().back(), 1u);
    EXPECT_EQ(b.writeClasses.total(), shape.size / (128 * KiB));
    const qsizetype chunk = qsizetype(10 * MiB / b.surface.chunks.first().length);
    EXPECT_EQ(b.chunkClasses.at(chunk), LatencyClasses::Classes - 1) << "the map's chunk shows its worst block";
    EXPECT_EQ(burnInVerdict(b, outcome.result.stoppedBy), BurnInVerdict::Attention);
}

TEST(BurnInRun, TheStopRuleOnTheRateFiresAfterItsTimeBelowAndNotBefore)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 80 * MiB;
    shape.writeSlowRate = 20e6; // 4 s to write it all
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    RunOptions options = burnInOptions();
    options.kinds.edit<BurnInOptions>().stopRules.slower = StopRules::Slower {30e6, std::chrono::seconds(2)};
    const RunOutcome outcome = runBenchmark(burnInProfile(), device.device(), options);
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    EXPECT_EQ(outcome.result.stoppedBy, StopReason::Slower);
    const BurnInResult &b = burnInOf(outcome);
    EXPECT_GE(b.writeNs, 2000 * NsPerMs) << "not before 2 s below the rate";
    EXPECT_LE(b.writeNs, 3500 * NsPerMs) << "but soon after";
    EXPECT_LT(b.writtenBytes, shape.size) << "stopped in its first step";
    EXPECT_EQ(burnInVerdict(b, outcome.result.stoppedBy), BurnInVerdict::Fail);

    options.kinds.edit<BurnInOptions>().stopRules.slower = StopRules::Slower {10e6, std::chrono::seconds(1)};
    options.kinds.edit<BurnInOptions>().patterns = {BurnInPattern::Zeros};
    const RunOutcome fast = runBenchmark(burnInProfile(), device.device(), options);
    ASSERT_TRUE(fast.ok()) << fast.error.message().toStdString();
    EXPECT_EQ(fast.result.stoppedBy, StopReason::None) << "a device above the rate is not stopped";
    EXPECT_TRUE(burnInOf(fast).complete());
}
