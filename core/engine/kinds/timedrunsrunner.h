// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/kindrunner.h"

#include <array>

namespace Sektor {

/**
 * The tests measured over timed runs (the CrystalDiskMark-style rows, the queue-depth and block-size sweeps, the
 * sync-write latency): the span filled with the run's data before any test, then per test a discarded warm-up and
 * the measured runs, their figures the median of the runs.
 */
class TimedRunsRunner final : public KindRunner
{
public:
    Error prepare(RunContext &run) override;
    Error runTest(RunContext &run, const PlannedTest &test, int index) override;
};

} // namespace Sektor
