// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/surface.h"
#include "stats/latencyhistogram.h" // UInt128

#include <algorithm>
#include <limits>

namespace Sektor {

int SurfaceResult::rangeCount(SurfaceRange::Kind kind) const
{
    return int(std::count_if(ranges.cbegin(), ranges.cend(), [kind](const SurfaceRange &r) {
        return r.kind == kind;
    }));
}

std::uint64_t SurfaceResult::rangeBytes(SurfaceRange::Kind kind) const
{
    std::uint64_t bytes = 0;
    for (const SurfaceRange &r : ranges)
        bytes += r.kind == kind ? r.length : 0;
    return bytes;
}

void addSurfaceRange(QList<SurfaceRange> &ranges, const SurfaceRange &range)
{
    if (range.length == 0)
        return;
    // By offset, and ranges of several kinds at one offset (a burn-in's unreadable range inside a write error) in the
    // order of their kinds, whichever was found first.
    const auto before = [](const SurfaceRange &a, const SurfaceRange &b) {
        return a.offset < b.offset || (a.offset == b.offset && a.kind < b.kind);
    };
    const auto merge = [](SurfaceRange &into, const SurfaceRange &other) {
        const std::uint64_t end = std::max(into.end(), other.end());
        into.offset = std::min(into.offset, other.offset);
        into.length = end - into.offset;
        into.worstNs = std::max(into.worstNs, other.worstNs);
    };
    // The lists stay one entry per stretch of a kind: ranges of one kind never touch one another, so the ones the new
    // range touches are the nearest of its kind before it and those of its kind that start within it, whatever ranges
    // of other kinds lie between them.
    SurfaceRange merged = range;
    for (auto i = std::lower_bound(ranges.begin(), ranges.end(), merged, before) - ranges.begin() - 1; i >= 0; --i) {
        if (ranges[i].kind != merged.kind)
            continue;
        if (ranges[i].end() >= merged.offset) {
            merge(merged, ranges[i]);
            ranges.removeAt(i);
        }
        break;
    }
    auto i = std::lower_bound(ranges.begin(), ranges.end(), merged, before) - ranges.begin();
    const qsizetype at = i;
    while (i < ranges.size() && ranges[i].offset <= merged.end()) {
        if (ranges[i].kind == merged.kind) {
            merge(merged, ranges[i]);
            ranges.removeAt(i);
        } else {
            ++i;
        }
    }
    ranges.insert(at, merged);
}

QList<SurfaceCell> surfaceCells(const SurfaceResult &surface, int count)
{
    QList<SurfaceCell> cells(count > 0 && surface.deviceBytes > 0 ? count : 0, SurfaceCell::Unread);
    if (cells.isEmpty())
        return cells;
    // Each stretch marks the cells it touches with its state unless a worse one is there already.
    const auto mark = [&](std::uint64_t offset, std::uint64_t length, SurfaceCell state) {
        if (length == 0 || offset >= surface.deviceBytes)
            return;
        const auto cellOf = [&](std::uint64_t byte) {
            return qsizetype(UInt128(byte) * unsigned(count) / surface.deviceBytes);
        };
        const qsizetype last = std::min(cellOf(std::min(offset + length, surface.deviceBytes) - 1), cells.size() - 1);
        for (qsizetype i = cellOf(offset); i <= last; ++i)
            cells[i] = std::max(cells[i], state);
    };
    for (const SurfaceChunk &c : surface.chunks)
        mark(c.offset, c.length, SurfaceCell::Good);
    for (const SurfaceRange &r : surface.ranges)
        mark(r.offset, r.length, r.kind == SurfaceRange::Kind::Slow ? SurfaceCell::Slow : SurfaceCell::Error);
    return cells;
}

namespace {
// A saved result's chunks may carry any time at all: a sum of them stops at the largest, never wraps to a negative.
void addNs(std::int64_t &sum, std::int64_t ns)
{
    if (ns > 0 && __builtin_add_overflow(sum, ns, &sum))
        sum = std::numeric_limits<std::int64_t>::max();
}
} // namespace

PositionMapSummary summarizePositionMap(const SurfaceResult &surface, double slowShare)
{
    PositionMapSummary s;
    QList<double> rates;
    double weighted = 0;
    double bytes = 0;
    for (const SurfaceChunk &c : surface.chunks) {
        addNs(s.chunksNs, c.elapsedNs);
        if (c.failed()) {
            ++s.failedChunks;
            addNs(s.failedChunksNs, c.elapsedNs);
        }
        if (c.failed() || c.elapsedNs <= 0)
            continue;
        const double rate = c.bytesPerSecond();
        rates << rate;
        weighted += rate * double(c.bytes);
        bytes += double(c.bytes);
    }
    s.measuredChunks = int(rates.size());
    if (rates.isEmpty())
        return s;
    s.meanBytesPerSecond = weighted / bytes;
    std::sort(rates.begin(), rates.end());
    s.minBytesPerSecond = rates.front();
    s.maxBytesPerSecond = rates.back();
    const qsizetype mid = rates.size() / 2;
    s.medianBytesPerSecond = rates.size() % 2 ? rates[mid] : (rates[mid - 1] + rates[mid]) / 2;
    const double slowBelow = s.medianBytesPerSecond * slowShare;
    // Consecutive slow chunks make one region, also when a sampled map's chunks have gaps between them: the region
    // then runs from the first one's start to the last one's end.
    bool extending = false;
    for (const SurfaceChunk &c : surface.chunks) {
        const bool slow = !c.failed() && c.elapsedNs > 0 && c.bytesPerSecond() < slowBelow;
        if (slow && extending) {
            SurfaceRange &r = s.slowRegions.last();
            r.length = c.offset + c.length - r.offset;
            r.worstNs = std::max(r.worstNs, c.elapsedNs);
        } else if (slow) {
            s.slowRegions.append({SurfaceRange::Kind::Slow, c.offset, c.length, c.elapsedNs});
        }
        extending = slow;
    }
    return s;
}

} // namespace Sektor
