// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The block-size sweep against the device's own counters: each size's I/O, counted by the block layer between the
// end of one test and the end of the next, is exactly what the engine reports for it, and the sizes a 4Kn device
// cannot do are skipped with the reason.
#include "benchmarkfixture.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"

#include <gtest/gtest.h>

#include <vector>

using namespace Sektor;
using namespace Sektor::Test;

namespace {
// The device's counters at the moment each test finished (the engine calls this on its own thread, between tests).
class CounterObserver : public ProgressObserver
{
public:
    explicit CounterObserver(std::string device)
        : m_device(std::move(device))
        , m_last(BlockStat::read(m_device))
    { }
    void progress(const Progress &) override { }
    void testFinished(const TestResult &) override
    {
        const BlockStat now = BlockStat::read(m_device);
        deltas.push_back(now - m_last);
        m_last = now;
    }
    std::vector<BlockStat> deltas;

private:
    std::string m_device;
    BlockStat m_last;
};

std::uint64_t ios(const RunMetrics &m)
{
    return m.read.ios + m.write.ios;
}
} // namespace

TEST(BlockSizeSweep, EachSizeReadsExactlyWhatTheDeviceCountsAndSizesBelowItsSectorAreSkipped)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice::Options device;
    device.size = 64 * MiB;
    device.sectorSize = 4096; // a 4Kn drive: 512 B, 1 KiB and 2 KiB cannot be read with direct I/O
    LoopDevice loop(device);
    ASSERT_TRUE(loop.ok()) << loop.error();
    Profile sweep = *findProfile(QStringLiteral("block-size-sweep"));
    sweep.modes = {IoMode::Read};
    RunOptions options = quickOptions(64 * MiB);
    options.runs = 1;
    options.measureTime = std::chrono::milliseconds(150);
    options.warmup = std::chrono::milliseconds(50);
    CounterObserver counters(loop.name());
    const RunOutcome outcome = runBenchmark(sweep, loop.device(), options, &counters);
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();

    std::vector<std::uint32_t> skipped;
    for (const SkippedTest &s : outcome.result.skipped) {
        skipped.push_back(s.spec.blockSize);
        EXPECT_EQ(s.reason.code, ErrorCode::BlockSizeUnsupported);
        EXPECT_EQ(s.reason.limit, 4096u) << "the reason names the device's alignment";
    }
    EXPECT_EQ(skipped, (std::vector<std::uint32_t> {512, 1024, 2048}));

    const QList<TestResult> &tests = outcome.result.tests;
    ASSERT_EQ(tests.size(), 15) << "4 KiB to 64 MiB";
    ASSERT_EQ(counters.deltas.size(), std::size_t(tests.size()));
    for (qsizetype i = 0; i < tests.size(); ++i) {
        const TestResult &t = tests.at(i);
        const std::uint64_t engineIos = ios(t.warmup) + ios(t.runs.at(0));
        const BlockStat &d = counters.deltas.at(std::size_t(i));
        SCOPED_TRACE(t.spec.name().toStdString());
        EXPECT_GT(engineIos, 0u);
        EXPECT_EQ(d.readSectors * 512, engineIos * t.spec.blockSize) << "every byte of this size, no other";
        EXPECT_EQ(d.writeIos, 0u);
        // Up to 512 KiB a request is one I/O; larger ones the loop device splits (128 segments of 4 KiB pages).
        if (t.spec.blockSize <= 512 * KiB) {
            EXPECT_EQ(d.readIos, engineIos);
        }
    }
}
