// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The capacity probe against shaped devices whose real capacity, silent corruption and failing ranges the test sets
// (design.md §9), and against the device's own counters: a fake must be found fake with its real size to the stamp, a
// bad area reported exactly where it lies, a genuine device pass, and the probe write and read no more than it says.
// (A folder refused: targetrefusals_test.cpp.)
#include "benchmarkfixture.h"
#include "model/verify.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"

#include <gtest/gtest.h>

#include <chrono>

using namespace Sektor;
using namespace Sektor::Test;

namespace {
struct ProbeRun
{
    RunOutcome outcome;
    BlockStat delta;
    double seconds = 0;

    const VerifyResult &found() const { return outcome.result.tests.first().payload.get<VerifyResult>(); }
};

ProbeRun probe(const ShapedDevice &device, ProgressObserver *observer = nullptr)
{
    ProbeRun run;
    const BlockStat before = BlockStat::read(device.name());
    const auto start = std::chrono::steady_clock::now();
    run.outcome = runBenchmark(probeProfile(), device.device(), probeOptions(), observer);
    run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    run.delta = BlockStat::read(device.name()) - before;
    return run;
}

void expectCountersMatch(const ProbeRun &run)
{
    EXPECT_EQ(run.delta.writeSectors * 512, run.found().bytesWritten) << "the device wrote what the probe says";
    EXPECT_EQ(run.delta.readSectors * 512, run.found().bytesRead) << "and read it";
    EXPECT_EQ(run.outcome.result.totals.writeBytes, run.found().bytesWritten);
}
} // namespace

TEST(CapacityProbeRun, AOneGiBClaimThatWrapsEvery256MiBIsFakeWith256MiBUsable)
{
    SEKTOR_REQUIRE_ROOT();
    ShapedDevice device(DeviceShape::fakeCapacity(1 * GiB, 256 * MiB));
    ASSERT_TRUE(device.ok()) << device.error();
    const ProbeRun run = probe(device);
    ASSERT_TRUE(run.outcome.ok()) << run.outcome.error.message().toStdString();
    const VerifyResult &v = run.found();
    EXPECT_EQ(v.verdict, VerifyResult::Verdict::Fake);
    EXPECT_EQ(v.claimedBytes, 1 * GiB);
    EXPECT_EQ(v.usableBytes, 256 * MiB) << "to the stamp";
    EXPECT_TRUE(v.aliases);
    EXPECT_EQ(v.wrapBytes, 256 * MiB);
    ASSERT_EQ(v.badRanges.size(), 1);
    EXPECT_EQ(v.badRanges.first(), (VerifyRange {256 * MiB, 768 * MiB, true}));
    EXPECT_LT(v.bytesWritten, 12 * MiB) << "a probe, not a fill";
    expectCountersMatch(run);
    std::printf("[ figures  ] 1 GiB fake probed in %.2f s: %.1f MiB written, %.1f MiB read\n",
                run.seconds,
                double(v.bytesWritten) / double(MiB),
                double(v.bytesRead) / double(MiB));
}

TEST(CapacityProbeRun, AGenuineDevicePasses)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 512 * MiB;
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    const ProbeRun run = probe(device);
    ASSERT_TRUE(run.outcome.ok()) << run.outcome.error.message().toStdString();
    const VerifyResult &v = run.found();
    EXPECT_EQ(v.verdict, VerifyResult::Verdict::Genuine);
    EXPECT_EQ(v.usableBytes, 512 * MiB);
    EXPECT_TRUE(v.badRanges.isEmpty());
    EXPECT_EQ(v.stamps.bad(), 0u);
    EXPECT_EQ(v.stamps.intact, std::uint64_t(v.probes));
    expectCountersMatch(run);
}

TEST(CapacityProbeRun, ASilentlyCorruptRangeIsReportedExactly)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 512 * MiB;
    shape.corrupt = {{300 * MiB + 4096, 40 * MiB - 4096}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    const ProbeRun run = probe(device);
    ASSERT_TRUE(run.outcome.ok()) << run.outcome.error.message().toStdString();
    const VerifyResult &v = run.found();
    EXPECT_EQ(v.verdict, VerifyResult::Verdict::Damaged);
    ASSERT_EQ(v.badRanges.size(), 1);
    EXPECT_EQ(v.badRanges.first(), (VerifyRange {300 * MiB + 4096, 40 * MiB - 4096, true}));
    EXPECT_FALSE(v.aliases);
    // Every bit flipped leaves no stamp to recognise: the places read as never written.
    EXPECT_GT(v.stamps.missing + v.stamps.corrupted, 0u);
    expectCountersMatch(run);
}

TEST(CapacityProbeRun, ARangeThatFailsWithErrorsIsADamagedAreaNotAFailedRun)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 256 * MiB;
    shape.errors = {{64 * MiB, 16 * MiB}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    const ProbeRun run = probe(device);
    ASSERT_TRUE(run.outcome.ok()) << "failing places are findings: " << run.outcome.error.message().toStdString();
    const VerifyResult &v = run.found();
    EXPECT_EQ(v.verdict, VerifyResult::Verdict::Damaged);
    ASSERT_EQ(v.badRanges.size(), 1);
    EXPECT_EQ(v.badRanges.first(), (VerifyRange {64 * MiB, 16 * MiB, true}));
}

TEST(CapacityProbeRun, AStopMidProbeEndsAtOnceAndSaysItIsIncomplete)
{
    SEKTOR_REQUIRE_ROOT();
    ShapedDevice device(DeviceShape::fakeCapacity(1 * GiB, 256 * MiB));
    ASSERT_TRUE(device.ok()) << device.error();
    Benchmark benchmark(probeProfile(), QString::fromStdString(device.device()), probeOptions());
    CancelToken cancel;
    double lastFraction = 0;
    bool advances = true;
    CallbackObserver stopper([&](const Progress &p) {
        advances = advances && p.fraction >= lastFraction && p.fraction <= 1.0;
        lastFraction = p.fraction;
        if (p.phase == Phase::Measuring && p.fraction > 0.05)
            cancel.cancel();
    });
    benchmark.setObserver(&stopper);
    const RunOutcome stopped = benchmark.run(cancel);
    EXPECT_EQ(stopped.error.code, ErrorCode::Cancelled);
    EXPECT_TRUE(advances);
    ASSERT_EQ(stopped.result.tests.size(), 1);
    const VerifyResult &v = stopped.result.tests.first().payload.get<VerifyResult>();
    EXPECT_EQ(v.verdict, VerifyResult::Verdict::Incomplete);
    EXPECT_TRUE(v.badRanges.isEmpty()) << "a stopped probe claims nothing";
    EXPECT_LT(v.bytesWritten, 6 * MiB);
}
