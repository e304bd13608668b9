// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What the surface tests read and how their reads become chunks and ranges, without a device: the plan's positions,
// the merging of ranges, and the timing of chunks whose reads overlap.
#include "engine/kinds/burninrunner.h"
#include "engine/kinds/surfaceplan.h"
#include "engine/kinds/surfacerecorder.h"
#include "model/kinds/surfaceoptions.h"
#include "model/surface.h"

#include <gtest/gtest.h>

using namespace Sektor;

namespace {
RunOptions withSamples(int samples)
{
    RunOptions o;
    o.kinds.edit<SurfaceOptions>().mapSamples = samples;
    return o;
}

SurfaceIo io(qsizetype extent, std::uint64_t offset, std::int64_t submitMs, std::int64_t doneMs)
{
    SurfaceIo i;
    i.extent = extent;
    i.offset = offset;
    i.length = 1 * MiB;
    i.submitNs = submitMs * NsPerMs;
    i.doneNs = doneMs * NsPerMs;
    return i;
}
} // namespace

TEST(SurfacePlan, SamplesAreEvenlySpacedFromTheFirstByteToTheLast)
{
    const std::uint64_t span = 1000ull * 1000 * 1000 * 1000 + 512; // 1 TB and a sector
    const QList<SurfaceExtent> e = planSurface(Profile::Kind::PositionMap, span, 1 * MiB, 512, withSamples(200), 1);
    ASSERT_EQ(e.size(), 200);
    EXPECT_EQ(e.first().offset, 0u);
    EXPECT_EQ(e.last().offset + e.last().length, span);
    const std::uint64_t step = e[1].offset - e[0].offset;
    for (qsizetype i = 1; i < e.size(); ++i) {
        EXPECT_EQ(e[i].length, SurfaceChunkBytes);
        EXPECT_EQ(e[i].offset % 512, 0u);
        EXPECT_NEAR(double(e[i].offset - e[i - 1].offset), double(step), 1024.0);
    }
}

TEST(SurfacePlan, AFullReadTilesTheDeviceInAtMost4096Chunks)
{
    const std::uint64_t small = 100 * MiB + 3 * 512;
    QList<SurfaceExtent> e = planSurface(Profile::Kind::ReadScan, small, 1 * MiB, 512, withSamples(200), 1);
    ASSERT_EQ(e.size(), 2);
    EXPECT_EQ(e[0].length, SurfaceChunkBytes);
    EXPECT_EQ(e[1].offset + e[1].length, small) << "to the last sector, not the last whole MiB";

    const std::uint64_t large = 20ull * 1000 * 1000 * 1000 * 1000; // 20 TB
    e = planSurface(Profile::Kind::PositionMap, large, 1 * MiB, 4096, withSamples(0), 1);
    EXPECT_LE(e.size(), qsizetype(MaxSurfaceChunks));
    std::uint64_t covered = 0;
    for (const SurfaceExtent &x : e) {
        EXPECT_EQ(x.offset, covered);
        covered += x.length;
    }
    EXPECT_EQ(covered, large);
}

TEST(SurfacePlan, AccessTimeOffsetsAreAlignedRepeatableAndDifferBySeed)
{
    RunOptions o;
    o.kinds.edit<SurfaceOptions>().accessReads = 500;
    const std::uint64_t span = 8 * GiB;
    const QList<SurfaceExtent> a = planSurface(Profile::Kind::AccessTime, span, 4096, 512, o, 42);
    const QList<SurfaceExtent> b = planSurface(Profile::Kind::AccessTime, span, 4096, 512, o, 42);
    const QList<SurfaceExtent> c = planSurface(Profile::Kind::AccessTime, span, 4096, 512, o, 43);
    ASSERT_EQ(a.size(), 500);
    for (qsizetype i = 0; i < a.size(); ++i) {
        EXPECT_EQ(a[i].offset, b[i].offset);
        EXPECT_EQ(a[i].offset % 4096, 0u);
        EXPECT_LE(a[i].offset + a[i].length, span);
    }
    int same = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        same += a[i].offset == c[i].offset ? 1 : 0;
    EXPECT_LT(same, 5);
}

TEST(SurfaceRanges, TouchingRangesOfAKindMergeAndOthersStayApart)
{
    QList<SurfaceRange> r;
    addSurfaceRange(r, {SurfaceRange::Kind::Error, 1024, 512, 0});
    addSurfaceRange(r, {SurfaceRange::Kind::Error, 0, 512, 0});
    addSurfaceRange(r, {SurfaceRange::Kind::Slow, 4096, 512, 7});
    addSurfaceRange(r, {SurfaceRange::Kind::Error, 512, 512, 0}); // fills the gap
    addSurfaceRange(r, {SurfaceRange::Kind::Slow, 4608, 512, 9});
    ASSERT_EQ(r.size(), 2);
    EXPECT_EQ(r[0], (SurfaceRange {SurfaceRange::Kind::Error, 0, 1536, 0}));
    EXPECT_EQ(r[1], (SurfaceRange {SurfaceRange::Kind::Slow, 4096, 1024, 9}));
}

// A burn-in finds a stretch that fails both ways in pieces: the write error whole, then the unreadable sectors in
// halves, the first of which sits at the write error's offset. The halves still make one unreadable range.
TEST(SurfaceRanges, RangesOfAKindMergeAcrossAnotherKindBetweenThem)
{
    using K = SurfaceRange::Kind;
    QList<SurfaceRange> r;
    addSurfaceRange(r, {K::WriteError, 1 * MiB, 64 * KiB, 0});
    addSurfaceRange(r, {K::Error, 1 * MiB, 512, 0});
    addSurfaceRange(r, {K::Error, 1 * MiB + 512, 64 * KiB - 512, 0});
    addSurfaceRange(r, {K::Corrupt, 3 * MiB, 512, 0});
    addSurfaceRange(r, {K::Slow, 3 * MiB + 512, 512, 0});
    addSurfaceRange(r, {K::Corrupt, 3 * MiB + 1024, 512, 0}); // not touching: a slow range apart between
    addSurfaceRange(r, {K::Corrupt, 3 * MiB + 512, 512, 0}); // now it does
    EXPECT_EQ(r,
              (QList<SurfaceRange> {{K::Error, 1 * MiB, 64 * KiB, 0},
                                    {K::WriteError, 1 * MiB, 64 * KiB, 0},
                                    {K::Corrupt, 3 * MiB, 1536, 0},
                                    {K::Slow, 3 * MiB + 512, 512, 0}}));
}

TEST(SurfaceRecorder, ChunksReadAsOneStreamAddUpToTheElapsedTime)
{
    const QList<SurfaceExtent> extents {{0, 2 * MiB}, {2 * MiB, 2 * MiB}};
    SurfaceRecorder::Setup setup;
    setup.deviceBytes = 4 * MiB;
    SurfaceRecorder recorder(setup, extents);
    // Two in flight: the second chunk's first read is submitted while the first chunk's last one is still out, and
    // one of its reads finishes before that one.
    EXPECT_TRUE(recorder.add(io(0, 0, 0, 10)));
    EXPECT_TRUE(recorder.add(io(1, 2 * MiB, 10, 19)));
    EXPECT_TRUE(recorder.add(io(0, 1 * MiB, 5, 20)));
    EXPECT_TRUE(recorder.add(io(1, 3 * MiB, 19, 30)));
    const SurfaceResult &s = recorder.result();
    ASSERT_EQ(s.chunks.size(), 2);
    EXPECT_EQ(s.chunks[0].elapsedNs, 20 * NsPerMs);
    EXPECT_EQ(s.chunks[1].elapsedNs, 10 * NsPerMs) << "from the first chunk's end, not its own first submission";
    EXPECT_EQ(s.chunks[0].elapsedNs + s.chunks[1].elapsedNs, recorder.lastDoneNs() - recorder.firstSubmitNs());
    EXPECT_TRUE(s.complete());
}

TEST(SurfaceMap, BlockMapCellsHoldTheWorstOfWhatLiesInThem)
{
    SurfaceResult s;
    s.deviceBytes = 100 * MiB;
    for (std::uint64_t at = 0; at < 80 * MiB; at += 10 * MiB) // a scan stopped at 80 %
        s.chunks << SurfaceChunk {at, 10 * MiB, 10 * MiB, 1};
    s.ranges = {{SurfaceRange::Kind::Slow, 15 * MiB, 10 * MiB, 1}, // cells 1 and 2
                {SurfaceRange::Kind::Error, 24 * MiB, 512, 0}, // cell 2: worse than slow
                {SurfaceRange::Kind::Error, 50 * MiB - 512, 512, 0}}; // the last byte of cell 4 only
    const QList<SurfaceCell> c = surfaceCells(s, 10);
    const QList<SurfaceCell> expected {SurfaceCell::Good,
                                       SurfaceCell::Slow,
                                       SurfaceCell::Error,
                                       SurfaceCell::Good,
                                       SurfaceCell::Error,
                                       SurfaceCell::Good,
                                       SurfaceCell::Good,
                                       SurfaceCell::Good,
                                       SurfaceCell::Unread,
                                       SurfaceCell::Unread};
    EXPECT_EQ(c, expected);
    EXPECT_EQ(surfaceCells(s, 1000).size(), 1000);
    EXPECT_TRUE(surfaceCells(SurfaceResult {}, 10).isEmpty());
}

TEST(SurfaceMap, SummaryLeavesFailedChunksOutAndMergesConsecutiveSlowOnes)
{
    SurfaceResult s;
    s.deviceBytes = 5 * MiB;
    const auto chunk = [](std::uint64_t at, double mbPerSecond) {
        return SurfaceChunk {at * MiB, 1 * MiB, 1 * MiB, std::int64_t(double(MiB) / (mbPerSecond * 1e6) * 1e9)};
    };
    s.chunks = {chunk(0, 100), chunk(1, 100), chunk(2, 20), chunk(3, 30), chunk(4, 100)};
    s.chunks << SurfaceChunk {5 * MiB, 0, 1 * MiB, 1000}; // unreadable: not a rate of 0
    const PositionMapSummary m = summarizePositionMap(s, 0.5);
    EXPECT_EQ(m.measuredChunks, 5);
    EXPECT_NEAR(m.minBytesPerSecond, 20e6, 1e3);
    EXPECT_NEAR(m.maxBytesPerSecond, 100e6, 1e3);
    EXPECT_NEAR(m.medianBytesPerSecond, 100e6, 1e3);
    EXPECT_NEAR(m.meanBytesPerSecond, 70e6, 1e3);
    ASSERT_EQ(m.slowRegions.size(), 1);
    EXPECT_EQ(m.slowRegions[0].offset, 2 * MiB);
    EXPECT_EQ(m.slowRegions[0].length, 2 * MiB);
}

TEST(BurnInChunks, AtMost1024WholeBlocksSideBySideToTheLastSector)
{
    const QList<SurfaceExtent> small = burnInChunks(48 * MiB + 1536, 128 * KiB);
    ASSERT_EQ(small.size(), 385) << "a chunk per block on a small device, the last three sectors one of their own";
    EXPECT_EQ(small.last().offset, 48 * MiB);
    EXPECT_EQ(small.last().length, 1536u);
    const std::uint64_t large = 2000ull * 1000 * 1000 * 1000; // a 2 TB drive
    const QList<SurfaceExtent> chunks = burnInChunks(large, 128 * KiB);
    EXPECT_LE(chunks.size(), 1024);
    EXPECT_GE(chunks.size(), 1000);
    std::uint64_t at = 0;
    for (const SurfaceExtent &c : chunks) {
        EXPECT_EQ(c.offset, at);
        EXPECT_TRUE(c.length % (128 * KiB) == 0 || c.offset + c.length == large) << "whole blocks but the last";
        at += c.length;
    }
    EXPECT_EQ(at, large);
}
