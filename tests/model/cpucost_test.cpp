// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What a test's I/O threads cost the processor, and when the processor, not the drive, set its figure.
#include "model/cpucost.h"
#include "model/results.h"
#include "model/smallfiles.h"

#include <gtest/gtest.h>

using namespace Sektor;

namespace {

/// A measured window of @p windowMs with @p ios reads, @p threads doing them, @p cpuMs of their CPU time (split
/// between user and system time as the kernel would, which the figures add back up) and @p waitMs ready to run but
/// waiting for a processor.
RunMetrics
run(std::int64_t windowMs, std::uint64_t ios, std::uint32_t threads, std::int64_t cpuMs, std::int64_t waitMs = 0)
{
    RunMetrics r;
    r.windowNs = windowMs * NsPerMs;
    r.read.ios = ios;
    r.read.bytes = ios * 4096;
    r.ioThreads = threads;
    r.cpuUserNs = cpuMs * NsPerMs / 4;
    r.cpuSystemNs = cpuMs * NsPerMs - r.cpuUserNs;
    r.cpuWaitNs = waitMs * NsPerMs;
    return r;
}

TestResult testOf(std::initializer_list<RunMetrics> runs)
{
    TestResult t;
    t.spec = TestSpec {AccessPattern::Random, 4096, 32, 1, false};
    t.runs = runs;
    return t;
}

} // namespace

TEST(CpuCost, TheThreadsCpuTimePerIoOverTheMeasuredRunsWithTheWarmUpLeftOut)
{
    TestResult t = testOf({run(1000, 100'000, 1, 300), run(1000, 300'000, 1, 500)});
    t.warmup = run(1000, 1, 1, 900); // would be 9 ms per I/O if it counted
    EXPECT_DOUBLE_EQ(cpuCostOf(t).nsPerIo.value_or(-1), 2000.0); // 800 ms over 400 000 I/Os
}

TEST(CpuCost, ReadsAndWritesAreEachAnIo)
{
    RunMetrics mixed = run(1000, 70, 1, 1);
    mixed.write.ios = 30;
    EXPECT_DOUBLE_EQ(cpuCostOf(testOf({mixed})).nsPerIo.value_or(-1), 10'000.0); // 1 ms over 100 I/Os
}

TEST(CpuCost, BusyIsTheShareOfTheWindowTheThreadsDidNotWaitForTheDrive)
{
    // One thread for a second that ran 450 ms, then 950 ms: 1.4 s of the 2 s it had.
    const TestResult one = testOf({run(1000, 1000, 1, 450), run(1000, 1000, 1, 950)});
    ASSERT_TRUE(cpuCostOf(one).busyShare);
    EXPECT_DOUBLE_EQ(*cpuCostOf(one).busyShare, 0.7);
    // Four threads on two processors: 1.8 s on a processor and 1.8 s waiting for one, of the 4 s they had.
    EXPECT_DOUBLE_EQ(*cpuCostOf(testOf({run(1000, 1000, 4, 1800, 1800)})).busyShare, 0.9);
    // Ready to run, its turns taken by another program: that is not waiting for the drive either.
    EXPECT_DOUBLE_EQ(*cpuCostOf(testOf({run(1000, 1000, 1, 500, 450)})).busyShare, 0.95);
}

TEST(CpuCost, AResultThatDoesNotSayHowManyThreadsDidItsIoHasNoBusyShare)
{
    // A file of an older version: the CPU time per I/O is still known, how busy the threads were is not.
    const TestResult older = testOf({run(1000, 1000, 0, 990)});
    EXPECT_DOUBLE_EQ(cpuCostOf(older).nsPerIo.value_or(-1), 990'000.0);
    EXPECT_FALSE(cpuCostOf(older).busyShare);
    EXPECT_FALSE(isCpuBound(older)) << "never a verdict from a guess";
    EXPECT_FALSE(cpuCostOf(testOf({run(1000, 1000, 1, 990), run(1000, 1000, 0, 990)})).busyShare)
        << "one run without it is enough not to know";
    EXPECT_FALSE(cpuCostOf(testOf({})).busyShare);
    EXPECT_FALSE(cpuCostOf(testOf({})).nsPerIo);
}

TEST(CpuCost, NoCpuTimeRecordedIsNoCostNotACostOfZero)
{
    // A surface scan of version 0.1.0 recorded no CPU time: its I/Os did not cost nothing.
    EXPECT_FALSE(cpuCostOf(testOf({run(1000, 1000, 0, 0)})).nsPerIo);
    EXPECT_FALSE(cpuCostOf(testOf({run(1000, 0, 1, 5)})).nsPerIo) << "nor is there a cost per I/O without I/Os";
}

TEST(CpuCost, ProcessorBoundFromNinetyPercentBusy)
{
    EXPECT_FALSE(isCpuBound(testOf({run(1000, 1000, 1, 899)})));
    EXPECT_TRUE(isCpuBound(testOf({run(1000, 1000, 1, 900)})));
    EXPECT_TRUE(isCpuBound(testOf({run(1000, 1000, 1, 850, 50)})));
    // Sixteen sync threads that spent 1.9 s on two processors and 13 s waiting for them, of 16 s: bound.
    EXPECT_TRUE(isCpuBound(testOf({run(1000, 1000, 16, 1900, 13000)})));
    // The same CPU time, the threads otherwise asleep waiting for their reads: the drive set the figure.
    EXPECT_FALSE(isCpuBound(testOf({run(1000, 1000, 16, 1900, 100)})));
    EXPECT_EQ(busyPercent(1.003), 100) << "time at the window's edges can put it a hair over 1";
    EXPECT_EQ(busyPercent(0.974), 97);
}

TEST(CpuCost, OnlyAFigureOfTimedRunsIsCalledProcessorBound)
{
    // A small-files test's figure is files per second, which its own block says with its CPU time per file.
    TestResult files = testOf({run(1000, 1000, 1, 1000)});
    SmallFilesResult phases;
    phases.phases.append(FilePhaseResult {});
    files.payload = TestPayload::of(phases);
    ASSERT_FALSE(files.isRunFigure());
    EXPECT_FALSE(isCpuBound(files));
}
