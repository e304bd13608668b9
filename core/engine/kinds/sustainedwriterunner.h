// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/kindrunner.h"

#include <array>

namespace Sektor {

/**
 * The sustained write: one job writing the span once from its start, with no warm-up and no fill before it (either
 * would fill the drive's write cache before the measurement starts), ended at the span's end, at the time limit or
 * at steady state (model/sustainedwrite.h). Its span may be all free space (the whole device).
 */
class SustainedWriteRunner final : public KindRunner
{
public:
    void adjustOptions(RunOptions &options) const override { makeOnePass(options); }
    bool takesWholeTarget() const override { return true; }
    Error prepare(RunContext &run) override;
    /// A stopped sustained write says how far it got by its samples.
    bool marksStopped() const override { return false; }
    Error runTest(RunContext &run, const PlannedTest &test, int index) override;
};

} // namespace Sektor
