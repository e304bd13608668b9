// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A run's measured windows last the measuring time asked for, and their I/O adds up to their samples and
// histograms, and with the warm-up to the run's totals.
#include "benchmarkfixture.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Test;

TEST(BlockAccounting, MeasuredRunsAddUpToTheirSamplesAndHistograms)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    const RunOutcome outcome = runBenchmark(customProfile({rnd4k(8)}, {IoMode::Read}), loop.device(), quickOptions());
    ASSERT_TRUE(outcome.ok());
    ASSERT_EQ(outcome.result.tests.size(), 1);
    const TestResult &test = outcome.result.tests.constFirst();
    ASSERT_EQ(test.runs.size(), 2);
    std::uint64_t runIos = 0;
    for (const RunMetrics &run : test.runs) {
        runIos += run.read.ios;
        EXPECT_EQ(run.read.bytes, run.read.ios * 4096);
        EXPECT_EQ(run.read.latency.count, run.read.ios);
        EXPECT_NEAR(double(run.windowNs), 250e6, 150e6);
    }
    std::uint64_t sampleIos = 0;
    for (const Sample &s : test.samples)
        sampleIos += s.readIos;
    EXPECT_EQ(sampleIos, runIos);
    EXPECT_EQ(test.readLatency.count(), runIos);
    const IoTotals &t = outcome.result.totals;
    EXPECT_EQ(t.readIos, runIos + test.warmup.read.ios) << "totals = warm-up + runs";
}
