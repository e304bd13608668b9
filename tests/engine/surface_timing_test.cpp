// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The position map against a shaped device of three zones paced at 60, 40 and 20 MB/s (design.md §9): the map must
// put each zone where it is at its rate, reading what the device counts, and a sampled map must mark the slow zone.
// Paced rates are ceilings that hold at QD1: a request's own trip through the loop device, FUSE and nbdkit overlaps
// the paced time (PacingSlackSeconds). (A scan's slow reads: surfaceslowreads_timing_test.cpp.)
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

namespace {
constexpr std::uint64_t ZoneBytes = 128 * MiB;
// Well below what the shaped device passes unpaced on this machine (95.8 MB/s seen idle), so the pacing, not the
// machine's load, sets each zone's time.
constexpr double ZoneRates[] = {60e6, 40e6, 20e6};

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
    options.kinds.edit<SurfaceOptions>().mapSamples = 0; // every chunk
    // At QD1 each chunk's time is its own. Deeper, the device may finish the reads around a change of rate out of
    // order (this one serves a queue's pieces in the order its threads take them), and the chunks at the change blur
    // by up to depth × block: measured, 8 MiB of 64 at QD8.
    const Profile map = withQueueDepth(surfaceProfile("position-map"), 1);
    const BlockStat before = BlockStat::read(device.name());
    const RunOutcome outcome = runBenchmark(map, device.device(), options);
    const BlockStat delta = BlockStat::read(device.name()) - before;
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    const SurfaceResult &s = outcome.result.tests.first().payload.get<SurfaceResult>();
    EXPECT_EQ(s.deviceBytes, 3 * ZoneBytes);
    EXPECT_TRUE(s.complete());
    ASSERT_EQ(s.chunks.size(), 6) << "64 MiB chunks, two per zone";
    std::uint64_t expectedOffset = 0;
    double zoneSecondsPerByte[3] = {};
    for (const SurfaceChunk &c : s.chunks) {
        EXPECT_EQ(c.offset, expectedOffset) << "the chunks tile the device";
        expectedOffset += c.length;
        const double zoneRate = ZoneRates[zoneOf(c.offset)];
        EXPECT_LE(c.bytesPerSecond(), pacedCeiling(zoneRate, double(c.elapsedNs) / 1e9) * 1.05)
            << "chunk at " << c.offset;
        EXPECT_GE(c.bytesPerSecond(), zoneRate * 0.9) << "chunk at " << c.offset;
        zoneSecondsPerByte[zoneOf(c.offset)] += 1.0 / c.bytesPerSecond() / 2;
    }
    EXPECT_EQ(expectedOffset, s.deviceBytes);
    // What the shape sets for certain is the time each slower zone adds per byte: the difference of times per byte
    // leaves out whatever the trip through loop, FUSE and nbdkit still adds on a busy machine.
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
    options.kinds.edit<SurfaceOptions>().mapSamples = 100;
    options.kinds.edit<SurfaceOptions>().slowBelowPercent
        = 70; // the median is the middle zone's 40 MB/s: the last zone's 20 is below 28
    const RunOutcome outcome = runBenchmark(surfaceProfile("position-map"), device.device(), options);
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    const SurfaceResult &s = outcome.result.tests.first().payload.get<SurfaceResult>();
    ASSERT_EQ(s.chunks.size(), 100);
    EXPECT_EQ(s.chunks.first().offset, 0u) << "from the first byte";
    EXPECT_EQ(s.chunks.last().offset + s.chunks.last().length, s.deviceBytes) << "to the last";
    QList<double> zoneRates[3];
    for (const SurfaceChunk &c : s.chunks) {
        EXPECT_LE(c.bytesPerSecond(), pacedCeiling(ZoneRates[zoneOf(c.offset)], double(c.elapsedNs) / 1e9) * 1.05)
            << "chunk at " << c.offset;
        zoneRates[zoneOf(c.offset)] << c.bytesPerSecond();
    }
    // Each sample is timed on its own and pays a request's trip: lower than streaming, in the zones' order.
    for (int z = 0; z < 3; ++z)
        EXPECT_GE(median(zoneRates[z]), ZoneRates[z] * 0.6) << "zone " << z;
    EXPECT_GT(median(zoneRates[0]), median(zoneRates[1]) * 1.2);
    EXPECT_GT(median(zoneRates[1]), median(zoneRates[2]) * 1.5);

    const PositionMapSummary m = summarizePositionMap(s, options.kinds.get<SurfaceOptions>().slowBelowPercent / 100.0);
    ASSERT_FALSE(m.slowRegions.isEmpty());
    std::uint64_t marked = 0;
    for (const SurfaceRange &r : m.slowRegions) {
        EXPECT_GE(r.offset, 2 * ZoneBytes - 4 * MiB) << "only the slow zone is marked";
        marked += r.length;
    }
    EXPECT_GE(marked, ZoneBytes * 9 / 10) << "and nearly all of it";
}
