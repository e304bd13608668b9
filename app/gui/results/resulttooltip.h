// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>
#include <QStringList>

namespace Sektor {
struct KindHeadline;
struct TestResult;
struct FilePhaseResult;
struct SmallFilesResult;
} // namespace Sektor

namespace Sektor::Gui {

/**
 * What a results cell's tooltip says about its test: median MB/s and IOPS, mean and p99 latency,
 * median/best/worst and the spread over the runs, the CPU time per I/O and how busy the I/O threads were, then every
 * warning that bears on this figure (the run's caveats, a processor that set the figure and, above the threshold, the
 * spread).
 */
QString resultToolTip(const TestResult &test, const QStringList &runCaveats);
/// The tooltip of the cell that shows @p headline, the figure its kind is about: the headline first, then the test's
/// bytes over its time (which is not the headline) and the rest as resultToolTip().
QString resultToolTip(const TestResult &test, const QStringList &runCaveats, const KindHeadline &headline);

/// A small-files cell's: the phase, its files per second over how many files and rounds, each file's latency (mean,
/// p50, p99, p99.9) and CPU time.
QString filePhaseToolTip(const FilePhaseResult &phase, const SmallFilesResult &result);

/// Whether the cell of this test gets the warning mark: it is unstable or limited by the processor, or a caveat of the
/// run bears on it.
bool resultIsMarked(const TestResult &test, const QStringList &runCaveats);

} // namespace Sektor::Gui
