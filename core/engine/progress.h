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
    std::uint64_t prepareBytes = 0; ///< …of this many. (A surface test: bytes read so far, of this many.)
    bool surface = false; ///< A surface test measures: the bytes above are its reads, the device its test.
    /// The drive runs its own self-test (a Health Check): the fraction is its percent done, the time left the drive's
    /// own figure where it gives one.
    bool selfTest = false;
    TestSpec spec;
    IoMode mode = IoMode::Read;
};

/**
 * Receives progress while a benchmark runs. Called on the thread that called Benchmark::run(),
 * never on an I/O thread, so observers may take their time without disturbing the measurement
 * (the I/O threads do not wait for them).
 */
class ProgressObserver
{
public:
    virtual ~ProgressObserver() = default;
    virtual void progress(const Progress &progress) = 0;
    /// A test finished; its result will also be in the RunResult.
    virtual void testFinished(const TestResult &) { }
};

} // namespace Sektor
