// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The rewrite (bonnie++'s Rewrite): each block read, changed and written back where it was. Ground truth is the loop
// device's own counters (merges off, so each I/O is one request) and the device's content read back afterwards.
#include "benchmarkfixture.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include "engine/jobrunner.h"

#include <gtest/gtest.h>

#include <cstring>
#include <fcntl.h>
#include <memory>
#include <random>
#include <unistd.h>
#include <vector>

using namespace Sektor;
using namespace Sektor::Test;

namespace {

constexpr std::uint32_t Sector = 4096;

JobPlan rewritePlan(std::uint32_t blockSize, std::uint32_t queueDepth, std::uint32_t threads, std::uint64_t span)
{
    JobPlan plan;
    plan.pattern = AccessPattern::Sequential;
    plan.mode = IoMode::Rewrite;
    plan.blockSize = blockSize;
    plan.queueDepth = queueDepth;
    plan.threads = threads;
    plan.span = span;
    plan.seed = 11;
    return plan;
}

/// The device's bytes, read through an aligned buffer (the descriptor is O_DIRECT).
std::vector<unsigned char> readAll(int fd, std::uint64_t size)
{
    void *aligned = nullptr;
    if (posix_memalign(&aligned, Sector, size) != 0)
        return {};
    std::vector<unsigned char> bytes;
    if (pread(fd, aligned, size, 0) == ssize_t(size))
        bytes.assign(static_cast<unsigned char *>(aligned), static_cast<unsigned char *>(aligned) + size);
    free(aligned);
    return bytes;
}

class RewriteOnBackend : public ::testing::TestWithParam<IoBackend>
{
};

} // namespace

// A time-based rewrite at QD4 over 2 threads: every block read is written back, so the engine's reads and writes are
// equal in count and bytes, and the device saw exactly those (plus the closing flush). The figure counts each block
// once: bytes written back over the window.
TEST_P(RewriteOnBackend, ReadsAndWritesBackEachBlockAndTheDeviceCountsAgree)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    const int fd = ::open(loop.device().c_str(), O_RDWR | O_EXCL | O_DIRECT | O_CLOEXEC);
    ASSERT_GE(fd, 0);
    JobPlan plan = rewritePlan(64 * 1024, 4, 2, 32 * MiB);
    plan.durationNs = 300 * NsPerMs;
    CancelToken cancel;
    const BlockStat before = BlockStat::read(loop.name());
    const JobOutcome job = JobRunner(fd, GetParam()).run(plan, cancel, {});
    const BlockStat delta = BlockStat::read(loop.name()) - before;
    close(fd);
    ASSERT_EQ(job.error, 0) << job.failedCall;
    const IoTotals &t = job.totals;
    EXPECT_GT(t.readIos, 200u);
    EXPECT_EQ(t.readIos, t.writeIos);
    EXPECT_EQ(t.readBytes, t.writeBytes);
    EXPECT_EQ(t.readBytes, delta.readSectors * 512);
    EXPECT_EQ(t.writeBytes, delta.writeSectors * 512);
    EXPECT_EQ(delta.readIos, t.readIos);
    EXPECT_EQ(job.totals.flushes, 1u);
    EXPECT_EQ(job.rewriteLatency.count(), t.writeIos) << "one latency per block rewritten";
    EXPECT_GE(job.rewriteLatency.min(), job.readLatency.min()) << "a block's time holds its read";
    const RunMetrics &m = job.metrics;
    EXPECT_DOUBLE_EQ(m.figureBytesPerSecond(IoMode::Rewrite), double(m.write.bytes) * 1e9 / double(m.windowNs));
    EXPECT_DOUBLE_EQ(m.figureBytesPerSecond(IoMode::Rewrite) * 2, m.bytesPerSecond());
    EXPECT_DOUBLE_EQ(m.figureLatencyNs(IoMode::Rewrite), m.read.latency.meanNs + m.write.latency.meanNs);
}

// One pass over a device holding known data: every 4 KiB sector comes back with its first 16 bytes changed (the
// stamp names the sector's own offset) and the rest as it was. A read-modify-write of the same block, not an overwrite
// with the buffer's own data; under the zero-fill pattern too, where writes are otherwise left unstamped.
TEST_P(RewriteOnBackend, WritesBackTheBlockItReadChangedInItsStampOnly)
{
    SEKTOR_REQUIRE_ROOT();
    for (DataPattern data : {DataPattern::Random, DataPattern::Zero}) {
        SCOPED_TRACE(data == DataPattern::Zero ? "zero-fill" : "random");
        LoopDevice loop(LoopDevice::Options {.size = 8 * MiB});
        ASSERT_TRUE(loop.ok()) << loop.error();
        const int fd = ::open(loop.device().c_str(), O_RDWR | O_EXCL | O_DIRECT | O_CLOEXEC);
        ASSERT_GE(fd, 0);
        const std::uint64_t span = 8 * MiB;
        void *memory = nullptr;
        ASSERT_EQ(posix_memalign(&memory, Sector, span), 0);
        auto *known = static_cast<unsigned char *>(memory);
        const std::unique_ptr<void, decltype(&free)> owner(memory, &free);
        std::mt19937 random(5);
        for (std::uint64_t i = 0; i < span; ++i)
            known[i] = static_cast<unsigned char>(random());
        ASSERT_EQ(pwrite(fd, known, span, 0), ssize_t(span));

        JobPlan plan = rewritePlan(128 * 1024, 4, 1, span); // durationNs 0: the span once
        plan.data = data;
        CancelToken cancel;
        const JobOutcome job = JobRunner(fd, GetParam()).run(plan, cancel, {});
        ASSERT_EQ(job.error, 0) << job.failedCall;
        EXPECT_EQ(job.totals.writeBytes, span);
        const std::vector<unsigned char> after = readAll(fd, span);
        close(fd);
        ASSERT_EQ(after.size(), span) << "the device could not be read back";
        int unchangedStamps = 0;
        int changedPayloads = 0;
        for (std::uint64_t at = 0; at < span; at += Sector) {
            std::uint64_t stampedOffset = 0;
            std::memcpy(&stampedOffset, after.data() + at + 8, sizeof stampedOffset);
            if (stampedOffset != at || std::memcmp(after.data() + at, known + at, 16) == 0)
                ++unchangedStamps;
            if (std::memcmp(after.data() + at + 16, known + at + 16, Sector - 16) != 0)
                ++changedPayloads;
        }
        EXPECT_EQ(unchangedStamps, 0) << "sectors not stamped with their own offset";
        EXPECT_EQ(changedPayloads, 0) << "sectors whose data past the stamp was not what was read";
    }
}

// A stop while blocks are in flight (a cancel from the sampler) ends the job with every block it read written back.
TEST_P(RewriteOnBackend, AStopMidJobLeavesNoBlockReadButNotWrittenBack)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    const int fd = ::open(loop.device().c_str(), O_RDWR | O_EXCL | O_DIRECT | O_CLOEXEC);
    ASSERT_GE(fd, 0);
    JobPlan plan = rewritePlan(4096, 16, 2, 32 * MiB);
    plan.durationNs = 30 * NsPerSecond;
    CancelToken cancel;
    const BlockStat before = BlockStat::read(loop.name());
    const JobOutcome job = JobRunner(fd, GetParam()).run(plan, cancel, [&cancel](const Sample &) {
        cancel.cancel();
    });
    const BlockStat delta = BlockStat::read(loop.name()) - before;
    close(fd);
    EXPECT_TRUE(job.cancelled);
    EXPECT_GT(delta.readIos, 0u);
    EXPECT_EQ(delta.readSectors, delta.writeSectors) << "blocks read but not written back";
    EXPECT_EQ(delta.readIos, job.totals.readIos);
    EXPECT_EQ(job.totals.readIos, job.totals.writeIos);
}

INSTANTIATE_TEST_SUITE_P(Backends,
                         RewriteOnBackend,
                         ::testing::Values(IoBackend::IoUring, IoBackend::Sync),
                         [](const ::testing::TestParamInfo<IoBackend> &info) {
                             return info.param == IoBackend::IoUring ? std::string("IoUring") : std::string("Sync");
                         });

// A whole run with read, write and rewrite on a device: the rewrite runs on the sequential row only (a random row has
// no front-to-back order to rewrite), its result's reads and writes are equal, and the device's counters hold them.
TEST(Rewrite, RunsOnSequentialRowsOnlyAndTheDeviceCountsAgree)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    RunOptions options = quickOptions();
    options.allowDeviceWrites = true;
    const BlockStat before = BlockStat::read(loop.name());
    const RunOutcome outcome = runBenchmark(
        customProfile({seq1m(4), rnd4k(4)}, {IoMode::Read, IoMode::Write, IoMode::Rewrite}), loop.device(), options);
    const BlockStat delta = BlockStat::read(loop.name()) - before;
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    EXPECT_EQ(delta.readSectors * 512, outcome.result.totals.readBytes);
    EXPECT_EQ(delta.writeSectors * 512, outcome.result.totals.writeBytes);
    QStringList ran;
    for (const TestResult &t : outcome.result.tests) {
        ran << t.spec.name() + QLatin1Char(' ') + ioModeId(t.mode);
        if (t.mode != IoMode::Rewrite)
            continue;
        EXPECT_EQ(t.mixReadPercent, 50);
        for (const RunMetrics &run : t.runs) {
            EXPECT_EQ(run.read.bytes, run.write.bytes);
            EXPECT_GT(run.write.bytes, 0u);
        }
        EXPECT_EQ(t.rewriteLatency.count(), t.runs.at(0).write.ios + t.runs.at(1).write.ios);
        EXPECT_DOUBLE_EQ(t.stats.bestBytesPerSecond,
                         std::max(t.runs.at(0).figureBytesPerSecond(IoMode::Rewrite),
                                  t.runs.at(1).figureBytesPerSecond(IoMode::Rewrite)));
    }
    EXPECT_EQ(ran,
              QStringList({QStringLiteral("SEQ1M Q4T1 read"),
                           QStringLiteral("SEQ1M Q4T1 write"),
                           QStringLiteral("SEQ1M Q4T1 rewrite"),
                           QStringLiteral("RND4K Q4T1 read"),
                           QStringLiteral("RND4K Q4T1 write")}));
    EXPECT_TRUE(outcome.result.skipped.isEmpty()) << "a rewrite not asked of a random row is not a skipped test";
}

// A rewrite writes: without consent a device is refused before anything is opened for writing, and a rewrite of only
// random or durable rows is refused as asking for nothing.
TEST(Rewrite, IsRefusedWithoutWriteConsentOrASequentialRow)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    const BlockStat before = BlockStat::read(loop.name());
    const RunOutcome noConsent
        = runBenchmark(customProfile({seq1m(1)}, {IoMode::Rewrite}), loop.device(), quickOptions());
    EXPECT_FALSE(noConsent.ok());
    EXPECT_EQ((BlockStat::read(loop.name()) - before).writeSectors, 0u);

    TempDir dir;
    TestSpec durable = rnd4k(1);
    durable.pattern = AccessPattern::Sequential;
    durable.syncWrites = true;
    const RunOutcome noRow
        = runBenchmark(customProfile({rnd4k(1), durable}, {IoMode::Rewrite}), dir.path(), quickOptions());
    EXPECT_EQ(noRow.error.code, ErrorCode::InvalidArgument);
    EXPECT_TRUE(noRow.error.message().contains(QLatin1String("sequential"))) << noRow.error.message().toStdString();
    EXPECT_TRUE(noRow.result.tests.isEmpty());
}
