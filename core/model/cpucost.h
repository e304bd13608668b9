// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <optional>

namespace Sektor {

struct TestResult;

/// What the threads that did a test's I/O spent of the processor, over its measured runs (the warm-up left out).
struct CpuCost
{
    /// Their CPU time (user and system) per I/O, reads and writes alike. Absent where no I/O or no CPU time was
    /// recorded (a kind that does not record it, a file of a version that did not): never a cost of 0.
    std::optional<double> nsPerIo;
    /**
     * The share of the window its I/O threads did not wait for the drive: (CPU time + time ready to run but waiting
     * for a processor) / (window × I/O threads). Near 1, a thread always had work of its own: the processor, not the
     * drive, set the figure, whether our threads used all of it or another program took its turns. Absent where the
     * result does not say how many threads did its I/O (files of older versions) or measured no time.
     */
    std::optional<double> busyShare;
};

CpuCost cpuCostOf(const TestResult &test);

/// The share of busy time from which a test is said to be limited by the processor, not the drive. Below 1 because a
/// thread that never waits for the drive still loses some time at the window's edges and to its wake-ups.
inline constexpr double CpuBoundShare = 0.90;

/// Whether a test's figure was set by the processor: its I/O threads were busy (CpuCost::busyShare) for at least
/// CpuBoundShare of the measured time. Only for figures of timed runs (a cell of the grid).
bool isCpuBound(const TestResult &test);

/// A busy share in whole percent for reading: time counted at the window's edges can put it a hair over 1, and no
/// thread is busier than all of the time.
long busyPercent(double busyShare);

} // namespace Sektor
