// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The pread/pwrite fallback must do the same I/O as io_uring: same offsets, same accounting.
#include "benchmarkfixture.h"
#include "engine/jobrunner.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"

#include <gtest/gtest.h>

#include <fcntl.h>
#include <unistd.h>

using namespace Sektor;
using namespace Sektor::Test;

namespace {
struct SizedRead
{
    JobOutcome outcome;
    BlockStat delta;
};

// A sized random read covers every block exactly once (each thread its share of its permutation).
SizedRead sizedRandomRead(const LoopDevice &loop, IoBackend backend)
{
    const int fd = ::open(loop.device().c_str(), O_RDONLY | O_DIRECT | O_CLOEXEC);
    EXPECT_GE(fd, 0);
    JobPlan plan;
    plan.pattern = AccessPattern::Random;
    plan.mode = IoMode::Read;
    plan.blockSize = 4096;
    plan.queueDepth = 8;
    plan.threads = 2;
    plan.span = 8 * MiB;
    plan.seed = 7;
    const BlockStat before = BlockStat::read(loop.name());
    CancelToken cancel;
    SizedRead r {JobRunner(fd, backend).run(plan, cancel, {}), {}};
    r.delta = BlockStat::read(loop.name()) - before;
    close(fd);
    return r;
}
} // namespace

TEST(Backends, SizedJobsDoIdenticalIoOnBothBackends)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    const SizedRead uring = sizedRandomRead(loop, IoBackend::IoUring);
    const SizedRead sync = sizedRandomRead(loop, IoBackend::Sync);
    for (const SizedRead *r : {&uring, &sync}) {
        EXPECT_EQ(r->outcome.error, 0);
        EXPECT_EQ(r->outcome.totals.readIos, 8 * MiB / 4096);
        EXPECT_EQ(r->delta.readIos, r->outcome.totals.readIos);
        EXPECT_EQ(r->delta.readSectors * 512, r->outcome.totals.readBytes);
        EXPECT_EQ(r->outcome.readLatency.count(), r->outcome.totals.readIos);
    }
}

TEST(Backends, SyncEngineMatchesDeviceCounters)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    RunOptions options = quickOptions();
    options.engine = EngineChoice::Sync;
    options.allowDeviceWrites = true;
    const BlockStat before = BlockStat::read(loop.name());
    const RunOutcome outcome
        = runBenchmark(customProfile({rnd4k(4, 2), seq1m(2)}, {IoMode::Read, IoMode::Write}), loop.device(), options);
    const BlockStat delta = BlockStat::read(loop.name()) - before;
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    EXPECT_EQ(outcome.result.backend, QStringLiteral("sync"));
    EXPECT_EQ(outcome.result.totals.readBytes, delta.readSectors * 512);
    EXPECT_EQ(outcome.result.totals.writeBytes, delta.writeSectors * 512);
    EXPECT_GT(outcome.result.tests.at(0).stats.medianIops, 0);
}

TEST(Backends, AutoPicksIoUringWhereTheKernelAllowsIt)
{
    SEKTOR_REQUIRE_ROOT();
    QString whyNot;
    if (!ioUringAvailable(&whyNot))
        SEKTOR_SKIP_OR_FAIL_IN_CI("io_uring unavailable here: " << whyNot.toStdString());
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    const RunOutcome outcome = runBenchmark(customProfile({rnd4k(4)}, {IoMode::Read}), loop.device(), quickOptions());
    ASSERT_TRUE(outcome.ok());
    EXPECT_EQ(outcome.result.backend, QStringLiteral("io_uring"));
}
