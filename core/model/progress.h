// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <cstdint>

namespace Sektor {

/// What the engine is doing now.
enum class Phase {
    Preparing, ///< Opening the target and writing the test file before any read.
    WarmUp, ///< Discarded run.
    Measuring, ///< A measured run.
    Interval, ///< Idle between tests.
};

/// A progress report, sent every 100 ms and at every phase change.
struct Progress
{
    Phase phase = Phase::Preparing;
    int testIndex = 0; ///< Which test (row × mode) runs, 0-based.
    int testCount = 0;
    int run = 0; ///< 0 during warm-up, 1…runs while measuring.
    int runs = 0;
    double fraction = 0; ///< Of the whole profile, 0…1 (estimated from the planned durations).
    std::int64_t elapsedNs = 0; ///< Since the profile started.
    std::int64_t remainingNs = 0; ///< Estimate.
    Sample sample; ///< The latest 100 ms sample.
    std::uint64_t preparedBytes = 0; ///< Phase::Preparing: bytes of the test file written so far…
    /// …of this many. A pass over a device measures in bytes too (Phase::Measuring: the bytes moved of its whole),
    /// and a drive's own self-test in its fraction and time left: what each means is its kind's to say
    /// (report/progresswords.h).
    std::uint64_t prepareBytes = 0;
    TestSpec spec;
    IoMode mode = IoMode::Read;
};

} // namespace Sektor
