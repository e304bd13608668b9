// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/canceltoken.h"
#include "engine/jobplan.h"
#include "engine/lanestats.h"
#include "engine/offsetsource.h"

#include <atomic>
#include <cstdint>
#include <latch>

namespace Sektor {

/// What the coordinator shares with every lane of a job.
struct JobShared
{
    const JobPlan &plan;
    int fd;
    const CancelToken &cancel;
    std::atomic<bool> stop {false}; ///< Set by the coordinator (cancel) or by a failing lane.
    std::latch ready; ///< Each lane counts down once its setup (ring, buffers) is done.
    std::latch go {1}; ///< Released by the coordinator when the window starts.
    std::int64_t deadlineNs = 0; ///< Absolute; 0 for sized jobs. Written before `go` is released.

    JobShared(const JobPlan &p, int f, const CancelToken &c, std::ptrdiff_t lanes)
        : plan(p)
        , fd(f)
        , cancel(c)
        , ready(lanes)
    { }

    /// Lanes call this between batches: time to stop issuing new I/O?
    bool shouldStop(std::int64_t now) const noexcept
    {
        return stop.load(std::memory_order_relaxed) || cancel.isCancelled() || (deadlineNs > 0 && now >= deadlineNs)
            || (plan.finish && plan.finish->isCancelled());
    }
};

/// One lane's assignment: its offsets, its stats, how many I/Os it keeps in flight.
struct LaneSetup
{
    JobShared &shared;
    OffsetSource &source;
    LaneStats &stats;
    std::uint32_t depth;
    std::uint64_t seed; ///< Distinct per lane: write data and read/write choices.

    /**
     * Every lane's start, whatever its backend: say that its setup is done (@p setUpOk or
     * not), wait until the coordinator opens the window, and tell whether to issue I/O: not
     * after a failed setup, nor when the job was stopped before it began.
     */
    bool waitForStart(bool setUpOk)
    {
        shared.ready.count_down();
        shared.go.wait();
        return setUpOk && !shared.stop.load(std::memory_order_relaxed);
    }
};

/// Runs a lane on io_uring: one ring, registered file and buffers, each I/O submitted as prepared.
void runUringLane(LaneSetup &setup);
/// Runs a lane of the fallback: blocking pread/pwrite, one I/O in flight.
void runSyncLane(LaneSetup &setup);

} // namespace Sektor
