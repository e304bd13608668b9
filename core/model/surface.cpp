// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/surface.h"
#include "stats/latencyhistogram.h" // UInt128

#include <algorithm>

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
    auto at = std::lower_bound(ranges.begin(), ranges.end(), range, [](const SurfaceRange &a, const SurfaceRange &b) {
        return a.offset < b.offset;
    });
    at = ranges.insert(at, range);
    // Merge with the neighbours of the same kind that touch it: the lists stay one entry per stretch.
    const auto touches = [](const SurfaceRange &a, const SurfaceRange &b) {
        return a.kind == b.kind && a.offset <= b.end() && b.offset <= a.end();
    };
    const auto merge = [](SurfaceRange &into, const SurfaceRange &other) {
        const std::uint64_t end = std::max(into.end(), other.end());
        into.offset = std::min(into.offset, other.offset);
        into.length = end - into.offset;
        into.worstNs = std::max(into.worstNs, other.worstNs);
    };
    qsizetype i = at - ranges.begin();
    while (i > 0 && touches(ranges[i - 1], ranges[i])) {
        merge(ranges[i - 1], ranges[i]);
        ranges.removeAt(i);
        --i;
    }
    while (i + 1 < ranges.size() && touches(ranges[i], ranges[i + 1])) {
        merge(ranges[i], ranges[i + 1]);
        ranges.removeAt(i + 1);
    }
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

PositionMapSummary summarizePositionMap(const SurfaceResult &surface, double slowShare)
{
    PositionMapSummary s;
    QList<double> rates;
    double weighted = 0;
    double bytes = 0;
    for (const SurfaceChunk &c : surface.chunks) {
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
