// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The surface tests against shaped devices whose errors are set (design.md §9), and against the device's own
// counters: the scan must report exactly the ranges that fail and go on past them, read nothing twice but the failed
// reads' halves, and keep what it found when stopped; the access time reads across the whole device. (The map's
// zones at their rates and the slow reads marked: surface_timing_test.cpp.)
#include "benchmarkfixture.h"
#include "model/kinds/surfaceoptions.h"
#include "model/surface.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace Sektor;
using namespace Sektor::Test;

TEST(SurfaceRun, AScanReportsExactlyTheRangesThatFailAndReadsOnPastThem)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 192 * MiB;
    // One range inside a 1 MiB read, one across the boundary of two, one odd-sized to the sector.
    shape.errors = {{5 * MiB + 4096, 8192}, {100 * MiB - 512, 1 * MiB + 1024}, {191 * MiB + 7 * 512, 3 * 512}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    const BlockStat before = BlockStat::read(device.name());
    const RunOutcome outcome = runBenchmark(surfaceProfile("read-scan"), device.device(), surfaceOptions());
    const BlockStat delta = BlockStat::read(device.name()) - before;
    ASSERT_TRUE(outcome.ok()) << "read errors are findings, not a failed test: "
                              << outcome.error.message().toStdString();
    const SurfaceResult &s = outcome.result.tests.first().payload.get<SurfaceResult>();
    EXPECT_TRUE(s.complete()) << "read on to the last sector";
    QList<SurfaceRange> errors;
    for (const SurfaceRange &r : s.ranges) {
        if (r.kind == SurfaceRange::Kind::Error)
            errors << r;
    }
    ASSERT_EQ(errors.size(), 3);
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(errors[i].offset, shape.errors[std::size_t(i)].first) << "range " << i;
        EXPECT_EQ(errors[i].length, shape.errors[std::size_t(i)].second) << "range " << i;
    }
    std::uint64_t good = 0;
    for (const SurfaceChunk &c : s.chunks)
        good += c.bytes;
    EXPECT_EQ(good, s.deviceBytes - 8192 - (1 * MiB + 1024) - 3 * 512) << "every other byte was read";
    EXPECT_EQ(delta.readSectors * 512, outcome.result.totals.readBytes) << "the reads again counted too";
    EXPECT_EQ(delta.writeIos, 0u);
}

TEST(SurfaceRun, AccessTimeReadsAcrossTheWholeDeviceOneAtATime)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice::Options loopOptions;
    loopOptions.size = 1 * GiB;
    LoopDevice loop(loopOptions);
    ASSERT_TRUE(loop.ok()) << loop.error();
    RunOptions options = surfaceOptions();
    options.kinds.edit<SurfaceOptions>().accessReads = 2000;
    const BlockStat before = BlockStat::read(loop.name());
    const RunOutcome outcome = runBenchmark(surfaceProfile("access-time"), loop.device(), options);
    const BlockStat delta = BlockStat::read(loop.name()) - before;
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    const TestResult &t = outcome.result.tests.first();
    const SurfaceResult &s = t.payload.get<SurfaceResult>();
    ASSERT_EQ(s.accesses.size(), 2000);
    std::uint64_t lowest = UINT64_MAX;
    std::uint64_t highest = 0;
    int tenths[10] = {};
    for (const AccessPoint &a : s.accesses) {
        EXPECT_EQ(a.offset % 4096, 0u);
        EXPECT_LE(a.offset + 4096, s.deviceBytes);
        EXPECT_FALSE(a.failed);
        EXPECT_GT(a.latencyNs, 0);
        lowest = std::min(lowest, a.offset);
        highest = std::max(highest, a.offset);
        ++tenths[a.offset * 10 / s.deviceBytes];
    }
    EXPECT_LT(lowest, s.deviceBytes / 100) << "from the start of the device";
    EXPECT_GT(highest, s.deviceBytes / 100 * 99) << "to its end";
    for (int tenth : tenths)
        EXPECT_GT(tenth, 120) << "and evenly over it (200 expected in each tenth)";
    EXPECT_EQ(t.readLatency.count(), 2000u);
    EXPECT_EQ(delta.readIos, 2000u) << "each read one request, as the device counted";
    EXPECT_EQ(delta.readSectors * 512, 2000u * 4096);
    EXPECT_EQ(t.spec.queueDepth, 1u);
}

TEST(SurfaceRun, ACancelMidScanKeepsWhatWasFoundAndWritesNothing)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 512 * MiB;
    shape.readZones = {{shape.size, 40e6}}; // ~13 s for all of it
    shape.errors = {{1 * MiB, 4096}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    Benchmark benchmark(surfaceProfile("read-scan"), QString::fromStdString(device.device()), surfaceOptions());
    CancelToken cancel;
    std::uint64_t lastRead = 0;
    bool bytesAdvance = true;
    CallbackObserver stopper([&](const Progress &p) {
        // Progress by bytes read: how far a scan of hours got, and the estimate of what is left.
        bytesAdvance = bytesAdvance && p.phase == Phase::Measuring && p.prepareBytes == shape.size
            && p.preparedBytes >= lastRead;
        lastRead = p.preparedBytes;
        if (p.phase == Phase::Measuring && p.fraction >= 0.1) {
            EXPECT_NEAR(p.fraction, double(p.preparedBytes) / double(p.prepareBytes), 1e-9);
            EXPECT_GT(p.remainingNs, 0);
            cancel.cancel();
        }
    });
    benchmark.setObserver(&stopper);
    const BlockStat before = BlockStat::read(device.name());
    const RunOutcome stopped = benchmark.run(cancel);
    const BlockStat delta = BlockStat::read(device.name()) - before;
    EXPECT_EQ(stopped.error.code, ErrorCode::Cancelled);
    EXPECT_TRUE(bytesAdvance);
    EXPECT_GT(lastRead, 0u);
    ASSERT_EQ(stopped.result.tests.size(), 1) << "what was found is kept";
    const SurfaceResult &s = stopped.result.tests.first().payload.get<SurfaceResult>();
    EXPECT_FALSE(s.complete());
    EXPECT_LT(s.readBytes, shape.size / 4) << "the cancel took effect at once";
    // The unreadable range (a read slowed past the limit by a busy machine would be a slow range beside it).
    const auto error = std::find_if(s.ranges.cbegin(), s.ranges.cend(), [](const SurfaceRange &r) {
        return r.kind == SurfaceRange::Kind::Error;
    });
    ASSERT_NE(error, s.ranges.cend());
    EXPECT_EQ(error->offset, 1 * MiB);
    EXPECT_EQ(error->length, 4096u);
    EXPECT_EQ(delta.writeIos, 0u);
    EXPECT_EQ(delta.readSectors * 512, stopped.result.totals.readBytes);
}
