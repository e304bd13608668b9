// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/canceltoken.h"
#include "model/runoptions.h"
#include "model/testspec.h"

#include <cstdint>

namespace Sektor {

/// One timed (or sized) stretch of I/O on an open target: a warm-up, a measured run, or the
/// preparation that fills the test file. Derived from a TestSpec plus the run's options.
struct JobPlan
{
    AccessPattern pattern = AccessPattern::Sequential;
    IoMode mode = IoMode::Read;
    int mixReadPercent = 70;
    std::uint32_t blockSize = 4096;
    std::uint32_t queueDepth = 1;
    std::uint32_t threads = 1;
    bool syncWrites = false; ///< RWF_DSYNC on every write.
    std::uint64_t span = 0; ///< Bytes of the target in use, from offset 0.
    /// Time-based when > 0. When 0, each thread covers its share of the span exactly once (preparation).
    std::int64_t durationNs = 0;
    std::uint64_t seed = 0;
    DataPattern data = DataPattern::Random;
    int run = 0; ///< Tag for samples: 0 = warm-up/preparation, 1…N measured.
    /// Covers the span once even when time-based: a sustained write ends at the end of its span or its time,
    /// whichever comes first.
    bool once = false;
    /// When set and raised, the job ends as at its deadline (flushed, not cancelled): a sustained write that reached
    /// steady state.
    const CancelToken *finish = nullptr;
    /// Peak mode (RunOptions::peak): the io_uring lanes poll submissions (SQPOLL) and reap a quarter of the queue
    /// depth at a time; with ioPoll they also poll completions (IOPOLL: only where the device has poll queues).
    bool peak = false;
    bool ioPoll = false;

    std::uint64_t blocks() const { return span / blockSize; }
    bool writes() const { return mode != IoMode::Read; }
};

} // namespace Sektor
