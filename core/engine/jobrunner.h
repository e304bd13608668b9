// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/canceltoken.h"
#include "engine/jobplan.h"
#include "model/results.h"

#include <QList>

#include <functional>

namespace Sektor {

enum class IoBackend { IoUring, Sync };

/// Whether io_uring can be used here; when not, why (e.g. "io_uring_setup: Operation not permitted").
bool ioUringAvailable(QString *whyNot);

/// What one job did: its window's metrics, its latency histograms, and every I/O it issued.
struct JobOutcome
{
    RunMetrics metrics;
    LatencyHistogram readLatency;
    LatencyHistogram writeLatency;
    LatencyHistogram rewriteLatency; ///< A rewrite's blocks (LaneStats::rewriteLatency).
    IoTotals totals;
    QList<Sample> samples;
    int error = 0; ///< errno of the first failure (I/O or setup), 0 if none.
    const char *failedCall = nullptr;
    bool cancelled = false;
    bool unregisteredBuffers = false; ///< Some io_uring lane ran without registered buffers.
    /// The io_uring lanes' submit calls, all lanes together (0 for the sync backend): how many I/Os went to the
    /// kernel per call, which decides much of the lanes' CPU time per I/O. Each is a system call, except in peak mode
    /// (SQPOLL), where a kernel thread takes the submissions and a call only publishes them.
    std::uint64_t submitCalls = 0;
};

/**
 * Runs one job on an open target: sets every lane up (rings, buffers) before the window opens,
 * releases them together, samples progress every 100 ms on the calling thread, and closes the
 * window after the last completion — and, for jobs that write, after fdatasync, so bytes that
 * only reached a cache are not counted as written.
 */
class JobRunner
{
public:
    JobRunner(int fd, IoBackend backend);

    /// The most blocking threads the sync backend starts for one job (it needs one per I/O in flight).
    static constexpr std::uint32_t MaxSyncLanes = Limits::MaxSyncInFlight;

    JobOutcome
    run(const JobPlan &plan, const CancelToken &cancel, const std::function<void(const Sample &)> &onSample) const;

private:
    int m_fd;
    IoBackend m_backend;
};

} // namespace Sektor
