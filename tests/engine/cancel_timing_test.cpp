// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A cancel stops a run within 200 ms, with either engine, in a folder and on a block device, and leaves no file.
#include "benchmarkfixture.h"
#include "engine/monotonicclock.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <atomic>

using namespace Sektor;
using namespace Sektor::Test;

namespace {
struct CancelTiming
{
    RunOutcome outcome;
    std::int64_t cancelToReturnNs = 0;
};

// Starts a run that would take a minute, cancels it once it is measuring, and times the stop.
CancelTiming cancelWhileMeasuring(const std::string &target, RunOptions options, EngineChoice engine)
{
    options.measureTime = std::chrono::seconds(60);
    options.engine = engine;
    CancelToken cancel;
    std::atomic<std::int64_t> cancelledAt {0};
    CallbackObserver observer([&](const Progress &p) {
        if (p.phase == Phase::Measuring && p.sample.elapsedNs >= 300 * NsPerMs && cancelledAt == 0) {
            cancelledAt = monotonicNs();
            cancel.cancel();
        }
    });
    Benchmark benchmark(
        customProfile({rnd4k(32), rnd4k(1)}, {IoMode::Read, IoMode::Write}), QString::fromStdString(target), options);
    benchmark.setObserver(&observer);
    CancelTiming t {benchmark.run(cancel), 0};
    t.cancelToReturnNs = monotonicNs() - cancelledAt;
    return t;
}
} // namespace

class CancelTest : public ::testing::TestWithParam<EngineChoice>
{
};

TEST_P(CancelTest, StopsWithin200msAndLeavesNoFile)
{
    TempDir dir("/dev/shm");
    const CancelTiming t = cancelWhileMeasuring(dir.path(), quickOptions(), GetParam());
    EXPECT_EQ(t.outcome.error.code, ErrorCode::Cancelled);
    EXPECT_LT(t.cancelToReturnNs, 200 * NsPerMs);
    EXPECT_TRUE(t.outcome.result.tests.isEmpty()) << "the cancelled test must not be reported as finished";
    EXPECT_EQ(listDirectory(dir.path()), "");
}

TEST_P(CancelTest, StopsWithin200msOnABlockDevice)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    RunOptions options = quickOptions();
    options.allowDeviceWrites = true;
    const CancelTiming t = cancelWhileMeasuring(loop.device(), options, GetParam());
    EXPECT_EQ(t.outcome.error.code, ErrorCode::Cancelled);
    EXPECT_LT(t.cancelToReturnNs, 200 * NsPerMs);
}

INSTANTIATE_TEST_SUITE_P(Engines,
                         CancelTest,
                         ::testing::Values(EngineChoice::IoUring, EngineChoice::Sync),
                         [](const auto &info) {
                             return std::string(engineChoiceId(info.param)) == "sync" ? "Sync" : "IoUring";
                         });
