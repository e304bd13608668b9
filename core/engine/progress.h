// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/progress.h"

namespace Sektor {

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
