// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/cdmextras.h"
#include "model/caveats.h"
#include "model/cpucost.h"
#include "model/results.h"
#include "model/units.h"
#include "report/cdmlabel.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace Sektor {

namespace {

/// "Read", "Write", … padded to the longest label of the run: 5 wide as always, 7 when a rewrite ran.
QString modeLabel(const TestResult &t, int width)
{
    const auto padded = [width](const char *label) {
        return QString::fromLatin1(label).leftJustified(width);
    };
    if (t.spec.syncWrites)
        return padded("Sync");
    switch (t.mode) {
    case IoMode::Read:
        return padded("Read");
    case IoMode::Write:
        return padded("Write");
    case IoMode::Mix:
        return padded("Mix");
    case IoMode::Rewrite:
        return padded("Rewrite");
    }
    return {};
}

/// ", CPU   1.23 us/IO, busy  12%": the I/O threads' CPU time per I/O and how busy they were, each where the result
/// records it, and "(limited by the CPU)" where that set the figure.
QString cpuText(const TestResult &t)
{
    const CpuCost cost = cpuCostOf(t);
    QString out;
    if (cost.nsPerIo)
        out += QString::asprintf(", CPU %6.2f us/IO", *cost.nsPerIo / double(NsPerUs));
    if (cost.busyShare)
        out += QString::asprintf(", busy %3ld%%", busyPercent(*cost.busyShare));
    if (isCpuBound(t))
        out += QLatin1String(" (limited by the CPU)");
    return out;
}

/// "  Read  SEQ    1MiB (Q=  8, T= 1): Best  3600.000 MB/s, Spread   2.5%, CPU   1.23 us/IO, busy  12%"
QString bestSpreadLine(const TestResult &t, int labelWidth)
{
    // One run has no spread: "0.0%" would claim a perfectly steady drive.
    const QString spread
        = t.runs.size() < 2 ? QStringLiteral("  n/a") : QString::asprintf("%5.1f%%", t.stats.spread() * 100.0);
    return QLatin1String("  ") + modeLabel(t, labelWidth) + QLatin1Char(' ') + cdmTestLabel(t.spec)
        + QString::asprintf(": Best %9.3f MB/s, Spread ", t.stats.bestBytesPerSecond / BytesPerMB) + spread
        + cpuText(t);
}

QString ioText(const TargetInfo &t)
{
    QString text = t.directIo ? QStringLiteral("direct (O_DIRECT)")
                              : QStringLiteral("buffered, page cache dropped (O_DIRECT refused)");
    if (t.directIo && t.directIoAlignment > 0)
        text += QString::asprintf(", alignment %u B", t.directIoAlignment);
    if (t.logicalBlockSize > 0)
        text += QString::asprintf(", logical block %u B", t.logicalBlockSize);
    return text;
}

QString flagsText(const RunResult &r)
{
    const QStringList flags = caveatsOf(r);
    return flags.isEmpty() ? QStringLiteral("none") : flags.join(QLatin1String(", "));
}

QString filesystemText(const TargetInfo &t)
{
    if (!t.filesystem.isEmpty())
        return t.filesystem;
    return t.kind == TargetInfo::Kind::BlockDevice ? QStringLiteral("none (raw device)") : QStringLiteral("unknown");
}

QString orUnknown(const QString &s)
{
    return s.isEmpty() ? QStringLiteral("unknown") : s;
}

// Binary units with one decimal, C locale: the text export is the same everywhere.
QString sizeText(std::uint64_t bytes)
{
    const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    double value = double(bytes);
    int unit = 0;
    while (value >= 1024 && unit < 5) {
        value /= 1024;
        ++unit;
    }
    return unit == 0 ? QString::asprintf("%llu B", static_cast<unsigned long long>(bytes))
                     : QString::asprintf("%.1f %s", value, units[unit]);
}

// "Samsung SSD 980 PRO 1TB (nvme, 931.5 GiB, firmware 5B2QGXA7)"; the kernel name when the
// drive reports no model (loop devices, some virtual disks).
QString driveText(const MeasuredDrive &d)
{
    QString text = (d.model.isEmpty() ? d.name : d.model) + QLatin1String(" (") + d.transport;
    if (d.sizeBytes)
        text += QLatin1String(", ") + sizeText(d.sizeBytes);
    if (d.rotational)
        text += QLatin1String(", rotational");
    if (!d.firmware.isEmpty())
        text += QLatin1String(", firmware ") + d.firmware;
    return text + QLatin1Char(')');
}

// English on purpose: the text export is a fixed, shareable format (the CLI and GUI show the
// translated reason separately).
QString skippedLine(const SkippedTest &s)
{
    QString why;
    switch (s.reason.code) {
    case ErrorCode::BlockSizeUnsupported:
        why = QStringLiteral("the target needs %1-byte aligned I/O").arg(s.reason.limit);
        break;
    case ErrorCode::TargetTooSmall:
        why = QStringLiteral("the target is too small for it");
        break;
    default:
        why = errorCodeId(s.reason.code);
        break;
    }
    return QStringLiteral("[Skipped] %1 %2: %3").arg(s.spec.name(), ioModeId(s.mode), why);
}

} // namespace

QString cdmExtras(const RunResult &r)
{
    QString out;
    out += QLatin1Char('\n') + QString(78, QLatin1Char('-')) + QLatin1Char('\n');
    out += QLatin1String("Sektor details (not part of the CrystalDiskMark layout)\n");
    out += QString(78, QLatin1Char('-')) + QLatin1Char('\n');
    const bool measuredRuns = std::any_of(r.tests.cbegin(), r.tests.cend(), [](const TestResult &t) {
        return t.isRunFigure();
    });
    if (measuredRuns) {
        out += QString::asprintf("[Best/Spread] best of %d run%s; spread = (best - worst) / median;\n"
                                 "              CPU = the I/O threads' CPU time per I/O, busy = how much of the time "
                                 "they ran\n",
                                 r.options.runs,
                                 r.options.runs == 1 ? "" : "s");
        const bool rewrote = std::any_of(r.tests.cbegin(), r.tests.cend(), [](const TestResult &t) {
            return t.mode == IoMode::Rewrite;
        });
        for (const TestResult &t : r.tests) {
            if (t.isRunFigure()) // a capacity check's speed is not a figure of runs, nor a small-files phase's
                out += bestSpreadLine(t, rewrote ? 7 : 5) + QLatin1Char('\n');
        }
        out += QLatin1Char('\n');
    }
    for (const SkippedTest &s : r.skipped)
        out += skippedLine(s) + QLatin1Char('\n');
    if (!r.skipped.isEmpty())
        out += QLatin1Char('\n');
    QString engine = orUnknown(r.engineName());
    if (!r.backendDetail.isEmpty())
        engine += QLatin1String(" (") + r.backendDetail + QLatin1Char(')');
    if (!r.peakDetail.isEmpty())
        engine += QLatin1String("; ") + r.peakDetail;
    const auto warmupMs = r.options.warmup.count();
    out += QLatin1String(" Engine: ") + engine + QLatin1Char('\n');
    out += QLatin1String(" Warmup: ")
        + (warmupMs % 1000 == 0 ? QString::number(warmupMs / 1000) : QString::number(double(warmupMs) / 1000.0))
        + QLatin1String(" sec per test, discarded\n");
    out += QLatin1String("    I/O: ") + ioText(r.target) + QLatin1Char('\n');
    for (const MeasuredDrive &d : r.target.drives)
        out += QLatin1String("  Drive: ") + driveText(d) + QLatin1Char('\n');
    if (!r.target.mountPoint.isEmpty())
        out += QLatin1String("  Mount: ") + r.target.mountPoint + QLatin1Char('\n');
    out += QLatin1String("     FS: ") + filesystemText(r.target) + QLatin1Char('\n');
    out += QLatin1String("  Flags: ") + flagsText(r) + QLatin1Char('\n');
    out += QLatin1String("    CPU: ") + orUnknown(r.system.cpu) + QLatin1Char('\n');
    out += QLatin1String("   Seed: ") + QString::number(r.seed) + QLatin1Char('\n');
    return out;
}

} // namespace Sektor
