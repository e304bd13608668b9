// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A cancelled run keeps the tests that finished before it and leaves no test file. (How soon a cancel stops a run:
// cancel_timing_test.cpp.)
#include "benchmarkfixture.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Test;

TEST(Cancel, FinishedTestsStayInTheResult)
{
    TempDir dir("/dev/shm");
    CancelToken cancel;
    CallbackObserver observer([&](const Progress &p) {
        if (p.testIndex == 1 && p.phase == Phase::Measuring)
            cancel.cancel();
    });
    Benchmark benchmark(
        customProfile({rnd4k(4)}, {IoMode::Read, IoMode::Write}), QString::fromStdString(dir.path()), quickOptions());
    benchmark.setObserver(&observer);
    const RunOutcome outcome = benchmark.run(cancel);
    EXPECT_EQ(outcome.error.code, ErrorCode::Cancelled);
    ASSERT_EQ(outcome.result.tests.size(), 1);
    EXPECT_EQ(outcome.result.tests.at(0).mode, IoMode::Read);
    EXPECT_EQ(listDirectory(dir.path()), "");
}
