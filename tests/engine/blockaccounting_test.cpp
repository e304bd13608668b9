// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Ground truth: the engine's own count of I/O and bytes must equal what the block layer saw,
// read from /sys/block/<loop>/stat around the run (the loop device has merges disabled). (A run's measured windows:
// blockaccounting_timing_test.cpp.)
#include "benchmarkfixture.h"
#include "model/caveats.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"

#include "engine/jobrunner.h"
#include "engine/monotonicclock.h"

#include <gtest/gtest.h>

#include <fcntl.h>
#include <unistd.h>

using namespace Sektor;
using namespace Sektor::Test;

namespace {
void expectTotalsMatchDevice(const IoTotals &totals, const BlockStat &delta)
{
    EXPECT_EQ(totals.readBytes, delta.readSectors * 512);
    EXPECT_EQ(totals.writeBytes, delta.writeSectors * 512);
}
} // namespace

TEST(BlockAccounting, RandomReadsMatchDeviceCountersExactly)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    const BlockStat before = BlockStat::read(loop.name());
    const RunOutcome outcome = runBenchmark(
        customProfile({rnd4k(32), rnd4k(1), rnd4k(4, 2)}, {IoMode::Read}), loop.device(), quickOptions());
    const BlockStat delta = BlockStat::read(loop.name()) - before;
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    const IoTotals &t = outcome.result.totals;
    EXPECT_GT(t.readIos, 1000u);
    EXPECT_EQ(t.readIos, delta.readIos);
    EXPECT_EQ(t.readBytes, t.readIos * 4096);
    expectTotalsMatchDevice(t, delta);
    EXPECT_EQ(t.writeIos, 0u);
    EXPECT_EQ(delta.writeIos, 0u) << "a read-only device test must not write";
    EXPECT_TRUE(caveatsOf(outcome.result).contains(QLatin1String(Caveat::UnwrittenAreas)));
    ASSERT_EQ(outcome.result.target.drives.size(), 1);
    EXPECT_EQ(outcome.result.target.drives.at(0).name, QString::fromStdString(loop.name()));
}

TEST(BlockAccounting, WritesIncludingPreparationMatchDeviceCounters)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    RunOptions options = quickOptions();
    options.allowDeviceWrites = true;
    const BlockStat before = BlockStat::read(loop.name());
    const RunOutcome outcome = runBenchmark(
        customProfile({rnd4k(32), seq1m(8)}, {IoMode::Read, IoMode::Write, IoMode::Mix}), loop.device(), options);
    const BlockStat delta = BlockStat::read(loop.name()) - before;
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    expectTotalsMatchDevice(outcome.result.totals, delta);
    // Preparation wrote the whole span once before any read.
    EXPECT_GE(outcome.result.totals.writeBytes, outcome.result.target.span);
    EXPECT_TRUE(outcome.result.target.prefilled);
}

// Every 4 KiB random write and read is one request: counts match exactly, for writes and for a
// 70/30 mix. (Preparation's 1 MiB writes may be split by segment limits, so this test runs jobs
// without it; the Benchmark-level tests above check that bytes match with preparation included.)
TEST(BlockAccounting, RandomWriteAndMixCountsMatchExactly)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    const int fd = ::open(loop.device().c_str(), O_RDWR | O_EXCL | O_DIRECT | O_CLOEXEC);
    ASSERT_GE(fd, 0);
    for (IoMode mode : {IoMode::Write, IoMode::Mix}) {
        JobPlan plan;
        plan.pattern = AccessPattern::Random;
        plan.mode = mode;
        plan.blockSize = 4096;
        plan.queueDepth = 16;
        plan.threads = 2;
        plan.span = 32 * MiB;
        plan.durationNs = 200 * NsPerMs;
        plan.seed = 3;
        CancelToken cancel;
        const BlockStat before = BlockStat::read(loop.name());
        const JobOutcome job = JobRunner(fd, IoBackend::IoUring).run(plan, cancel, {});
        const BlockStat delta = BlockStat::read(loop.name()) - before;
        EXPECT_EQ(job.error, 0);
        EXPECT_GT(job.totals.writeIos, 100u);
        // The window closes with one fdatasync: one flush request. Kernels (6.x here) may also
        // count its empty pre-flush bio as a zero-sector write request; sectors stay exact.
        EXPECT_EQ(job.totals.flushes, 1u);
        EXPECT_EQ(delta.flushIos, job.totals.flushes);
        const std::uint64_t extraWrites = delta.writeIos - job.totals.writeIos;
        EXPECT_TRUE(extraWrites == 0 || extraWrites == job.totals.flushes)
            << "device saw " << delta.writeIos << " write requests, the engine issued " << job.totals.writeIos;
        EXPECT_EQ(delta.readIos, job.totals.readIos);
        expectTotalsMatchDevice(job.totals, delta);
        if (mode == IoMode::Mix) {
            const double readShare = double(job.totals.readIos) / double(job.totals.readIos + job.totals.writeIos);
            EXPECT_NEAR(readShare, 0.70, 0.05);
        }
    }
    close(fd);
}

// The io_uring lane refills what one wake-up reaped in calls of a few I/Os at QD > 1, at QD32 waiting for four
// completions at once with the last of them (reapBatch()), and keeps one call per I/O at QD1 (uringlane.cpp): whatever
// the batching, every I/O is one request the device counted once, each has its latency, and at QD1 no I/O goes without
// its own call.
TEST(BlockAccounting, UringLaneBatchesSubmitsAtDepthAndCountsStayExact)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    const int fd = ::open(loop.device().c_str(), O_RDONLY | O_DIRECT | O_CLOEXEC);
    ASSERT_GE(fd, 0);
    struct Shape
    {
        std::uint32_t queueDepth;
        std::uint32_t threads;
    };
    for (const Shape shape : {Shape {1, 1}, Shape {32, 1}, Shape {1, 4}, Shape {32, 4}}) {
        SCOPED_TRACE(::testing::Message() << "QD" << shape.queueDepth << " T" << shape.threads);
        JobPlan plan;
        plan.pattern = AccessPattern::Random;
        plan.mode = IoMode::Read;
        plan.blockSize = 4096;
        plan.queueDepth = shape.queueDepth;
        plan.threads = shape.threads;
        plan.span = 32 * MiB;
        plan.durationNs = 300 * NsPerMs;
        plan.seed = 5;
        CancelToken cancel;
        const BlockStat before = BlockStat::read(loop.name());
        const JobOutcome job = JobRunner(fd, IoBackend::IoUring).run(plan, cancel, {});
        const BlockStat delta = BlockStat::read(loop.name()) - before;
        ASSERT_EQ(job.error, 0) << job.failedCall;
        const IoTotals &t = job.totals;
        EXPECT_GT(t.readIos, 500u);
        EXPECT_EQ(delta.readIos, t.readIos);
        EXPECT_EQ(delta.readSectors * 512, t.readBytes);
        EXPECT_EQ(t.readBytes, t.readIos * 4096);
        EXPECT_EQ(delta.writeIos, 0u);
        EXPECT_EQ(job.metrics.read.ios, t.readIos);
        EXPECT_EQ(job.metrics.read.latency.count, t.readIos);
        if (shape.queueDepth == 1)
            EXPECT_EQ(job.submitCalls, t.readIos) << "QD1 submits each I/O in a call of its own";
        else // each wake-up reaps four or more, refilled four per call; the first fill is one call per I/O
            EXPECT_LE(job.submitCalls, t.readIos / 2 + shape.queueDepth * shape.threads)
                << "at QD32 a reaped batch is refilled in calls of four";
    }
    close(fd);
}
