// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The surface tests against shaped devices whose zones, errors and slow ranges are set (design.md §9), and against
// the device's own counters: the map must put each zone where it is at its rate, the scan must report exactly the
// ranges that fail and go on past them, mark the slow ones, and read nothing twice but the failed reads' halves.
// Paced rates are ceilings: a request also pays its trip through the loop device, FUSE and nbdkit.
#include "benchmarkfixture.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

using namespace Sektor;
using namespace Sektor::Test;

namespace {
constexpr std::uint64_t ZoneBytes = 128 * MiB;
// Well below what the shaped device passes unpaced on this machine (95.8 MB/s seen idle), so the pacing, not the
// machine's load, sets each zone's time.
constexpr double ZoneRates[] = {60e6, 40e6, 20e6};

RunOptions surfaceOptions()
{
    RunOptions o;
    o.seed = 11;
    return o;
}

Profile surfaceProfile(const char *id)
{
    return *findProfile(QLatin1String(id));
}

DeviceShape threeZones()
{
    DeviceShape shape;
    shape.size = 3 * ZoneBytes;
    for (int z = 0; z < 3; ++z)
        shape.readZones.push_back({(z + 1) * ZoneBytes, ZoneRates[z]});
    return shape;
}

int zoneOf(std::uint64_t offset)
{
    return int(std::min<std::uint64_t>(offset / ZoneBytes, 2));
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0.0 : values.at(values.size() / 2);
}
} // namespace

TEST(SurfaceRun, AFullMapShowsEachZoneAtItsPositionAndRateAndReadsWhatTheDeviceCounts)
{
    SEKTOR_REQUIRE_ROOT();
    ShapedDevice device(threeZones());
    ASSERT_TRUE(device.ok()) << device.error();
    RunOptions options = surfaceOptions();
    options.mapSamples = 0; // every chunk
    // At QD1 each chunk's time is its own. Deeper, the device may finish the reads around a change of rate out of
    // order (this one serves a queue's pieces in the order its threads take them), and the chunks at the change blur
    // by up to depth × block: measured, 8 MiB of 64 at QD8.
    const Profile map = withQueueDepth(surfaceProfile("position-map"), 1);
    const BlockStat before = BlockStat::read(device.name());
    const RunOutcome outcome = runBenchmark(map, device.device(), options);
    const BlockStat delta = BlockStat::read(device.name()) - before;
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    const SurfaceResult &s = outcome.result.tests.first().surface;
    EXPECT_EQ(s.deviceBytes, 3 * ZoneBytes);
    EXPECT_TRUE(s.complete());
    ASSERT_EQ(s.chunks.size(), 6) << "64 MiB chunks, two per zone";
    std::uint64_t expectedOffset = 0;
    double zoneSecondsPerByte[3] = {};
    for (const SurfaceChunk &c : s.chunks) {
        EXPECT_EQ(c.offset, expectedOffset) << "the chunks tile the device";
        expectedOffset += c.length;
        // The zone's rate is a ceiling: on a machine busy with other tests a chunk may come out lower, never higher.
        const double zoneRate = ZoneRates[zoneOf(c.offset)];
        EXPECT_LE(c.bytesPerSecond(), zoneRate * 1.10) << "chunk at " << c.offset;
        EXPECT_GE(c.bytesPerSecond(), zoneRate * 0.70) << "chunk at " << c.offset;
        zoneSecondsPerByte[zoneOf(c.offset)] += 1.0 / c.bytesPerSecond() / 2;
    }
    EXPECT_EQ(expectedOffset, s.deviceBytes);
    // What the shape sets for certain is the time each slower zone adds per byte. Every request also pays its trip
    // through loop, FUSE and nbdkit, which grows with the machine's load and would skew a plain ratio of rates; the
    // difference of times per byte leaves that trip out.
    const auto addedTime = [](int slower, int faster) {
        return 1.0 / ZoneRates[slower] - 1.0 / ZoneRates[faster];
    };
    EXPECT_NEAR(zoneSecondsPerByte[1] - zoneSecondsPerByte[0], addedTime(1, 0), addedTime(1, 0) * 0.15);
    EXPECT_NEAR(zoneSecondsPerByte[2] - zoneSecondsPerByte[1], addedTime(2, 1), addedTime(2, 1) * 0.15);
    for (int z = 0; z < 3; ++z) // and a zone reads alike all over
        EXPECT_NEAR(s.chunks[2 * z].bytesPerSecond() / s.chunks[2 * z + 1].bytesPerSecond(), 1.0, 0.10) << "zone " << z;
    EXPECT_TRUE(s.ranges.isEmpty());
    EXPECT_EQ(outcome.result.totals.readBytes, s.deviceBytes) << "every byte once";
    EXPECT_EQ(delta.readSectors * 512, outcome.result.totals.readBytes) << "and the device counted exactly those";
    EXPECT_EQ(delta.writeIos, 0u) << "a map never writes";
    EXPECT_FALSE(outcome.result.target.prefilled);
}

TEST(SurfaceRun, ASampledMapSpansTheDeviceAndMarksTheSlowZone)
{
    SEKTOR_REQUIRE_ROOT();
    ShapedDevice device(threeZones());
    ASSERT_TRUE(device.ok()) << device.error();
    RunOptions options = surfaceOptions();
    options.mapSamples = 100;
    options.slowBelowPercent = 70; // the median is the middle zone's 40 MB/s: the last zone's 20 is below 28
    const RunOutcome outcome = runBenchmark(surfaceProfile("position-map"), device.device(), options);
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    const SurfaceResult &s = outcome.result.tests.first().surface;
    ASSERT_EQ(s.chunks.size(), 100);
    EXPECT_EQ(s.chunks.first().offset, 0u) << "from the first byte";
    EXPECT_EQ(s.chunks.last().offset + s.chunks.last().length, s.deviceBytes) << "to the last";
    QList<double> zoneRates[3];
    for (const SurfaceChunk &c : s.chunks) {
        EXPECT_LE(c.bytesPerSecond(), ZoneRates[zoneOf(c.offset)] * 1.10) << "chunk at " << c.offset;
        zoneRates[zoneOf(c.offset)] << c.bytesPerSecond();
    }
    // Each sample is timed on its own and pays a request's trip: lower than streaming, in the zones' order.
    for (int z = 0; z < 3; ++z)
        EXPECT_GE(median(zoneRates[z]), ZoneRates[z] * 0.6) << "zone " << z;
    EXPECT_GT(median(zoneRates[0]), median(zoneRates[1]) * 1.2);
    EXPECT_GT(median(zoneRates[1]), median(zoneRates[2]) * 1.5);

    const PositionMapSummary m = summarizePositionMap(s, options.slowBelowPercent / 100.0);
    ASSERT_FALSE(m.slowRegions.isEmpty());
    std::uint64_t marked = 0;
    for (const SurfaceRange &r : m.slowRegions) {
        EXPECT_GE(r.offset, 2 * ZoneBytes - 4 * MiB) << "only the slow zone is marked";
        marked += r.length;
    }
    EXPECT_GE(marked, ZoneBytes * 9 / 10) << "and nearly all of it";
}

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
    const SurfaceResult &s = outcome.result.tests.first().surface;
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

TEST(SurfaceRun, AScanMarksTheReadsSlowerThanItsLimit)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 96 * MiB;
    // Unpaced but for 2 MiB at 5 MB/s: a 1 MiB read there takes ~210 ms, over the limit.
    shape.readZones = {{64 * MiB, 0}, {66 * MiB, 5e6}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    // 150 ms: the paced reads take 210 ms, the others a few ms even on a machine busy with other tests.
    RunOptions options = surfaceOptions();
    options.slowRead = std::chrono::milliseconds(150);
    const RunOutcome outcome = runBenchmark(surfaceProfile("read-scan"), device.device(), options);
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    const SurfaceResult &s = outcome.result.tests.first().surface;
    ASSERT_EQ(s.ranges.size(), 1);
    const SurfaceRange &slow = s.ranges.first();
    EXPECT_EQ(slow.kind, SurfaceRange::Kind::Slow);
    EXPECT_EQ(slow.offset, 64 * MiB);
    EXPECT_EQ(slow.length, 2 * MiB);
    EXPECT_GE(slow.worstNs, 190 * NsPerMs);
    EXPECT_EQ(s.slowReadNs, 150 * NsPerMs);
}

TEST(SurfaceRun, AccessTimeReadsAcrossTheWholeDeviceOneAtATime)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice::Options loopOptions;
    loopOptions.size = 1 * GiB;
    LoopDevice loop(loopOptions);
    ASSERT_TRUE(loop.ok()) << loop.error();
    RunOptions options = surfaceOptions();
    options.accessReads = 2000;
    const BlockStat before = BlockStat::read(loop.name());
    const RunOutcome outcome = runBenchmark(surfaceProfile("access-time"), loop.device(), options);
    const BlockStat delta = BlockStat::read(loop.name()) - before;
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    const TestResult &t = outcome.result.tests.first();
    const SurfaceResult &s = t.surface;
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
        bytesAdvance = bytesAdvance && p.surface && p.prepareBytes == shape.size && p.preparedBytes >= lastRead;
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
    const SurfaceResult &s = stopped.result.tests.first().surface;
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

TEST(SurfaceRun, AFolderIsRefusedWithTheReasonAndNothingIsCreated)
{
    TempDir dir;
    const RunOutcome outcome = runBenchmark(surfaceProfile("position-map"), dir.path(), surfaceOptions());
    EXPECT_EQ(outcome.error.code, ErrorCode::InvalidArgument);
    EXPECT_TRUE(outcome.error.message().contains(QLatin1String("block device")))
        << outcome.error.message().toStdString();
    EXPECT_TRUE(std::filesystem::is_empty(dir.path()));
    EXPECT_TRUE(outcome.result.tests.isEmpty());
}
