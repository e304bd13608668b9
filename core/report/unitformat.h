// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QLocale>
#include <QString>

#include <chrono>

namespace Sektor {

struct TestResult;

/// The units a result can be shown in (the GUI's unit switch). Rates are decimal: 1 MB/s = 10^6 B/s.
enum class DisplayUnit {
    MegabytesPerSecond, ///< 10^6 bytes per second, as CrystalDiskMark.
    GigabytesPerSecond, ///< 10^9 bytes per second.
    Iops, ///< Completed I/O operations per second.
    LatencyMicroseconds, ///< Mean completion latency, in microseconds.
};

/// Which of a test's runs a figure stands for. Sektor shows the median; CrystalDiskMark shows the best.
enum class RunFigure { Median, Best };

/**
 * The median (or best) of a test's runs in @p unit (for latency: over runs of each run's mean
 * latency; the best is the shortest). 0 when the test has no measured runs.
 */
double unitValue(const TestResult &result, DisplayUnit unit, RunFigure figure = RunFigure::Median);

/// Decimals shown for @p unit in the UI: 2 for MB/s, 3 for GB/s, 1 for IOPS, 2 for µs.
int unitPrecision(DisplayUnit unit);

/**
 * @p value formatted for the UI in @p locale with unitPrecision() decimals and the locale's
 * group separator ("1,234.56" in English, "1.234,56" in German). No unit label.
 * Not for the CrystalDiskMark text, which is locale-independent (see cdmText()).
 */
QString formatValue(double value, DisplayUnit unit, const QLocale &locale = QLocale());

/// formatValue() of unitValue(): what a results cell shows.
QString formatResult(const TestResult &result,
                     DisplayUnit unit,
                     const QLocale &locale = QLocale(),
                     RunFigure figure = RunFigure::Median);

/// Short translated unit label: "MB/s", "GB/s", "IOPS", "µs".
QString unitLabel(DisplayUnit unit);

/// A time limit for people: "10 min" when it is whole minutes, else "0.3 s"; translated, in @p locale's numbers.
QString durationText(std::chrono::milliseconds duration, const QLocale &locale = QLocale());

/// Translated description for tooltips and accessible names, e.g. "Megabytes per second (10^6 bytes/s)".
QString unitDescription(DisplayUnit unit);

} // namespace Sektor
