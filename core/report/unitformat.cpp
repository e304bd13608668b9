// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/unitformat.h"

#include "model/results.h"
#include "model/units.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Sektor {

namespace {
double bestValue(const TestResult &result, DisplayUnit unit)
{
    if (result.runs.isEmpty())
        return 0;
    switch (unit) {
    case DisplayUnit::MegabytesPerSecond:
        return result.stats.bestBytesPerSecond / BytesPerMB;
    case DisplayUnit::GigabytesPerSecond:
        return result.stats.bestBytesPerSecond / BytesPerGB;
    case DisplayUnit::Iops: // the fastest run's
        return std::max_element(result.runs.cbegin(),
                                result.runs.cend(),
                                [&result](const RunMetrics &a, const RunMetrics &b) {
                                    return a.figureBytesPerSecond(result.mode) < b.figureBytesPerSecond(result.mode);
                                })
            ->figureIops(result.mode);
    case DisplayUnit::LatencyMicroseconds:
        break;
    }
    double shortest = std::numeric_limits<double>::infinity();
    for (const RunMetrics &run : result.runs)
        shortest = std::min(shortest, run.figureLatencyNs(result.mode));
    return shortest / double(NsPerUs);
}
} // namespace

double unitValue(const TestResult &result, DisplayUnit unit, RunFigure figure)
{
    if (figure == RunFigure::Best)
        return bestValue(result, unit);
    const RunStatistics &s = result.stats;
    switch (unit) {
    case DisplayUnit::MegabytesPerSecond:
        return s.medianBytesPerSecond / BytesPerMB;
    case DisplayUnit::GigabytesPerSecond:
        return s.medianBytesPerSecond / BytesPerGB;
    case DisplayUnit::Iops:
        return s.medianIops;
    case DisplayUnit::LatencyMicroseconds:
        return s.medianLatencyNs / double(NsPerUs);
    }
    return 0;
}

int unitPrecision(DisplayUnit unit)
{
    // Fixed decimals (as CrystalDiskMark's window) keep a column of results aligned and comparable.
    switch (unit) {
    case DisplayUnit::MegabytesPerSecond:
        return 2;
    case DisplayUnit::GigabytesPerSecond:
        return 3;
    case DisplayUnit::Iops:
        return 1;
    case DisplayUnit::LatencyMicroseconds:
        return 2;
    }
    return 2;
}

QString formatValue(double value, DisplayUnit unit, const QLocale &locale)
{
    if (!std::isfinite(value))
        return QStringLiteral("–");
    return locale.toString(value, 'f', unitPrecision(unit));
}

QString formatResult(const TestResult &result, DisplayUnit unit, const QLocale &locale, RunFigure figure)
{
    return formatValue(unitValue(result, unit, figure), unit, locale);
}

QString durationText(std::chrono::milliseconds duration, const QLocale &locale)
{
    const auto ms = duration.count();
    return ms % 60'000 == 0
        ? QCoreApplication::translate("Sektor::Units", "%1 min").arg(locale.toString(qlonglong(ms / 60'000)))
        : QCoreApplication::translate("Sektor::Units", "%1 s").arg(locale.toString(double(ms) / 1000.0));
}

QString unitLabel(DisplayUnit unit)
{
    switch (unit) {
    case DisplayUnit::MegabytesPerSecond:
        return QCoreApplication::translate("Sektor::Units", "MB/s");
    case DisplayUnit::GigabytesPerSecond:
        return QCoreApplication::translate("Sektor::Units", "GB/s");
    case DisplayUnit::Iops:
        return QCoreApplication::translate("Sektor::Units", "IOPS");
    case DisplayUnit::LatencyMicroseconds:
        return QCoreApplication::translate("Sektor::Units", "µs");
    }
    return {};
}

QString unitDescription(DisplayUnit unit)
{
    switch (unit) {
    case DisplayUnit::MegabytesPerSecond:
        return QCoreApplication::translate("Sektor::Units", "Megabytes per second (1 MB/s = 1,000,000 bytes/s)");
    case DisplayUnit::GigabytesPerSecond:
        return QCoreApplication::translate("Sektor::Units", "Gigabytes per second (1 GB/s = 1,000,000,000 bytes/s)");
    case DisplayUnit::Iops:
        return QCoreApplication::translate("Sektor::Units", "I/O operations per second");
    case DisplayUnit::LatencyMicroseconds:
        return QCoreApplication::translate("Sektor::Units", "Mean latency in microseconds");
    }
    return {};
}

} // namespace Sektor
