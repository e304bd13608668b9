// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/kinds/surfaceranges.h"
#include "model/units.h"

namespace Sektor {

namespace {
constexpr std::uint64_t Sector = 512;

// "    error LBA 585938-585953  bytes 300000256-300008447 (8 KiB)  at 37.3 %"
QString rangeLine(const SurfaceRange &r, std::uint64_t deviceBytes)
{
    QString out = QString::asprintf("    %-5s LBA %llu-%llu  bytes %llu-%llu (%s)  at %.1f %%",
                                    idOf(r.kind),
                                    static_cast<unsigned long long>(r.offset / Sector),
                                    static_cast<unsigned long long>((r.end() - 1) / Sector),
                                    static_cast<unsigned long long>(r.offset),
                                    static_cast<unsigned long long>(r.end() - 1),
                                    qPrintable(surfaceSizeText(r.length)),
                                    deviceBytes ? 100.0 * double(r.offset) / double(deviceBytes) : 0.0);
    if (r.kind == SurfaceRange::Kind::Slow)
        out += QString::asprintf(", worst %.3f ms", double(r.worstNs) / 1e6);
    return out + QLatin1Char('\n');
}
} // namespace

QString surfaceSizeText(std::uint64_t bytes)
{
    if (bytes < KiB)
        return QString::asprintf("%llu B", static_cast<unsigned long long>(bytes));
    if (bytes < MiB && bytes % KiB != 0)
        return QString::asprintf("%.1f KiB", double(bytes) / double(KiB));
    if (bytes < MiB)
        return QString::asprintf("%llu KiB", static_cast<unsigned long long>(bytes / KiB));
    if (bytes < GiB)
        return QString::asprintf("%.1f MiB", double(bytes) / double(MiB));
    return QString::asprintf("%.2f GB", double(bytes) / 1e9);
}

QString surfaceRangesText(const QList<SurfaceRange> &ranges,
                          SurfaceRange::Kind kind,
                          std::uint64_t deviceBytes,
                          const char *label)
{
    QString lines;
    int count = 0;
    std::uint64_t bytes = 0;
    for (const SurfaceRange &r : ranges) {
        if (r.kind != kind)
            continue;
        ++count;
        bytes += r.length;
        lines += rangeLine(r, deviceBytes);
    }
    if (count == 0)
        return QString::asprintf("  %-14s none\n", label);
    return QString::asprintf(
               "  %-14s %d range%s, %s\n", label, count, count == 1 ? "" : "s", qPrintable(surfaceSizeText(bytes)))
        + lines;
}

} // namespace Sektor
