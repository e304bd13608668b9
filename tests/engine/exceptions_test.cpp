// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Whatever is thrown during a run (by the engine, the standard library or an observer) ends that
// run with an error and a result, never the program (Benchmark::run's guard).
// An observer that throws is the one way to throw from inside a real run without changing the
// engine for a test: progress reports come from the thread that runs the benchmark.
#include "benchmarkfixture.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <new>
#include <stdexcept>
#include <system_error>

using namespace Sektor;
using namespace Sektor::Test;

namespace {

/// Runs a read and write profile in a fresh folder whose first progress report throws what
/// throwFirst throws; afterwards the folder must be as empty as it was.
template<typename Thrower>
RunOutcome runThrowingAtFirstReport(Thrower throwFirst)
{
    TempDir dir;
    int reports = 0;
    CallbackObserver observer([&reports, &throwFirst](const Progress &) {
        if (reports++ == 0)
            throwFirst();
    });
    RunOutcome outcome
        = runBenchmark(customProfile({rnd4k(4)}, {IoMode::Read, IoMode::Write}), dir.path(), quickOptions(), &observer);
    EXPECT_GE(reports, 1) << "no progress was reported: the test threw nothing";
    EXPECT_EQ(listDirectory(dir.path()), "") << "the run left a file behind";
    return outcome;
}

} // namespace

TEST(RunExceptions, AnExceptionEndsTheRunWithItsMessage)
{
    const RunOutcome outcome = runThrowingAtFirstReport([] {
        throw std::runtime_error("observer failed on purpose");
    });
    EXPECT_EQ(outcome.error.code, ErrorCode::Internal);
    EXPECT_EQ(outcome.error.detail, QStringLiteral("observer failed on purpose"));
    EXPECT_TRUE(outcome.result.finished.isValid()) << "the result must say when the run ended";
    EXPECT_TRUE(outcome.result.tests.isEmpty()) << "no test finished before the first report";
}

TEST(RunExceptions, OutOfMemoryIsReportedAsSuch)
{
    const RunOutcome outcome = runThrowingAtFirstReport([] {
        throw std::bad_alloc();
    });
    EXPECT_EQ(outcome.error.code, ErrorCode::OutOfMemory);
}

TEST(RunExceptions, AThreadRefusedByATaskLimitIsAResourceLimit)
{
    // What std::thread throws when pthread_create() meets RLIMIT_NPROC or a pids limit.
    const RunOutcome outcome = runThrowingAtFirstReport([] {
        throw std::system_error(EAGAIN, std::generic_category(), "thread");
    });
    EXPECT_EQ(outcome.error.code, ErrorCode::ResourceLimit);
    EXPECT_EQ(outcome.error.systemErrno, EAGAIN);
}

TEST(RunExceptions, AnythingElseThrownStillEndsTheRun)
{
    const RunOutcome outcome = runThrowingAtFirstReport([] {
        throw 42; // not an exception class: only the catch-all catches it
    });
    EXPECT_EQ(outcome.error.code, ErrorCode::Internal);
    EXPECT_EQ(outcome.error.detail, QStringLiteral("unknown exception"));
}
