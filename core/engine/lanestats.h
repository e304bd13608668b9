// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "stats/latencyhistogram.h"

#include <atomic>
#include <cstdint>

namespace Sektor {

/**
 * What one lane (an io_uring worker, or one blocking thread of the sync pool) completed.
 * Only the owning thread writes; the counters are atomics so the coordinator can read them
 * for the 100 ms samples without locking (relaxed load/store, no read-modify-write needed).
 * The histograms are read only after the lane's thread has been joined.
 */
struct alignas(64) LaneStats
{
    std::atomic<std::uint64_t> readIos {0};
    std::atomic<std::uint64_t> readBytes {0};
    std::atomic<std::uint64_t> writeIos {0};
    std::atomic<std::uint64_t> writeBytes {0};
    LatencyHistogram readLatency;
    LatencyHistogram writeLatency;
    LatencyHistogram rewriteLatency; ///< A rewrite's blocks: read submitted to write completed.
    std::int64_t endNs = 0; ///< When the lane's last I/O completed.
    std::int64_t cpuUserNs = 0;
    std::int64_t cpuSystemNs = 0;
    std::int64_t cpuWaitNs = 0; ///< Ready to run but waiting for a processor (LaneCpuTimer).
    std::uint64_t submitCalls = 0; ///< Submit calls of an io_uring lane (JobOutcome::submitCalls).
    bool unregisteredBuffers = false; ///< io_uring could not register the buffers (RLIMIT_MEMLOCK).
    int error = 0; ///< errno of the first failed I/O (or setup call); 0 if none.
    const char *failedCall = nullptr;

    void completed(bool isRead, std::uint64_t bytes, std::uint64_t latencyNs) noexcept
    {
        auto &ios = isRead ? readIos : writeIos;
        auto &total = isRead ? readBytes : writeBytes;
        ios.store(ios.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
        total.store(total.load(std::memory_order_relaxed) + bytes, std::memory_order_relaxed);
        (isRead ? readLatency : writeLatency).record(latencyNs);
    }

    void fail(int err, const char *call) noexcept
    {
        if (error == 0) {
            error = err;
            failedCall = call;
        }
    }
};

} // namespace Sektor
