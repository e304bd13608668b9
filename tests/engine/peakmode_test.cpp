// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Peak mode (RunOptions::peak, engine/peakmode.h): the lanes' I/O still matches the device's own counters, the result
// says what was in effect and what not, and tests with more threads than processors are refused before any I/O.
#include "benchmarkfixture.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"

#include "engine/peakmode.h"
#include "report/jsonreport.h"

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Test;

namespace {
RunOptions peakOptions()
{
    RunOptions options = quickOptions();
    options.peak = true;
    options.allowDeviceWrites = true;
    return options;
}
} // namespace

TEST(PeakMode, ReadsAndWritesExactlyTheBlocksAndSaysWhatWasInEffect)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    QList<TestSpec> tests {rnd4k(32), rnd4k(1)};
    if (usableCpus() >= 2)
        tests << rnd4k(32, 2);
    const BlockStat before = BlockStat::read(loop.name());
    const RunOutcome outcome
        = runBenchmark(customProfile(tests, {IoMode::Read, IoMode::Write}), loop.device(), peakOptions());
    const BlockStat delta = BlockStat::read(loop.name()) - before;
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    const RunResult &r = outcome.result;
    EXPECT_EQ(r.totals.readIos, delta.readIos);
    EXPECT_EQ(r.totals.readBytes, delta.readSectors * 512);
    EXPECT_EQ(r.totals.writeBytes, delta.writeSectors * 512);
    ASSERT_EQ(r.tests.size(), tests.size() * 2);
    for (const TestResult &t : r.tests) {
        SCOPED_TRACE(t.spec.name().toStdString());
        ASSERT_FALSE(t.runs.isEmpty());
        const RunMetrics &m = t.runs.first();
        const DirectionMetrics &d = t.mode == IoMode::Read ? m.read : m.write;
        EXPECT_GT(d.ios, 100u);
        EXPECT_EQ(d.bytes, d.ios * 4096);
        EXPECT_EQ(d.latency.count, d.ios);
    }
    EXPECT_TRUE(r.options.peak);
    const std::string detail = r.peakDetail.toStdString();
    EXPECT_NE(detail.find("SQPOLL"), std::string::npos) << detail;
    // A loop device has no poll queues: the result says IOPOLL was not in effect, and why.
    EXPECT_NE(detail.find("IOPOLL not in effect: " + loop.name() + " has no poll queues (queue/io_poll 0)"),
              std::string::npos)
        << detail;
    // The result file keeps both: "peak" in the options, "peakDetail" beside the backend.
    const QByteArray json = toJsonBytes(r);
    EXPECT_TRUE(json.contains("\"peak\": true")) << json.toStdString();
    const Expected<RunResult> back = fromJson(json);
    ASSERT_TRUE(back) << back.error().message().toStdString();
    EXPECT_TRUE(back->options.peak);
    EXPECT_EQ(back->peakDetail, r.peakDetail);
}

TEST(PeakMode, MoreThreadsThanProcessorsAreRefusedBeforeAnyIo)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    const std::uint32_t threads = std::uint32_t(usableCpus()) + 1;
    const BlockStat before = BlockStat::read(loop.name());
    const RunOutcome outcome
        = runBenchmark(customProfile({rnd4k(1), rnd4k(4, threads)}, {IoMode::Read}), loop.device(), peakOptions());
    const BlockStat delta = BlockStat::read(loop.name()) - before;
    EXPECT_EQ(outcome.error.code, ErrorCode::InvalidArgument);
    const std::string message = outcome.error.message().toStdString();
    EXPECT_NE(message.find("peak mode gives each thread a processor of its own"), std::string::npos) << message;
    EXPECT_NE(message.find(std::to_string(threads) + " threads"), std::string::npos) << message;
    EXPECT_TRUE(outcome.result.tests.isEmpty());
    EXPECT_EQ(delta.readIos, 0u);
    // Without peak mode the same tests run.
    EXPECT_EQ(errorOf(loop.device(), customProfile({rnd4k(4, threads)}, {IoMode::Read})), ErrorCode::None);
}

TEST(PeakMode, TheSyncEngineIsRefused)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    RunOptions options = peakOptions();
    options.engine = EngineChoice::Sync;
    EXPECT_EQ(errorOf(loop.device(), customProfile({rnd4k(1)}, {IoMode::Read}), options), ErrorCode::InvalidArgument);
}
