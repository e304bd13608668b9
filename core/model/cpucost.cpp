// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/cpucost.h"
#include "model/results.h"

#include <algorithm>
#include <cmath>

namespace Sektor {

CpuCost cpuCostOf(const TestResult &test)
{
    std::int64_t cpuNs = 0;
    std::int64_t waitNs = 0;
    std::uint64_t ios = 0;
    double threadNs = 0; // the window once per thread: all the time the I/O threads had
    bool threadsKnown = !test.runs.isEmpty();
    for (const RunMetrics &run : test.runs) {
        cpuNs += run.cpuUserNs + run.cpuSystemNs;
        waitNs += run.cpuWaitNs;
        ios += run.ios();
        threadsKnown = threadsKnown && run.ioThreads > 0;
        threadNs += double(run.windowNs) * double(run.ioThreads);
    }
    CpuCost cost;
    if (ios > 0 && cpuNs > 0)
        cost.nsPerIo = double(cpuNs) / double(ios);
    if (threadsKnown && threadNs > 0)
        cost.busyShare = double(cpuNs + waitNs) / threadNs;
    return cost;
}

bool isCpuBound(const TestResult &test)
{
    if (!test.isRunFigure())
        return false;
    const std::optional<double> busy = cpuCostOf(test).busyShare;
    return busy && *busy >= CpuBoundShare;
}

long busyPercent(double busyShare)
{
    return std::min(100L, std::lround(busyShare * 100.0));
}

} // namespace Sektor
