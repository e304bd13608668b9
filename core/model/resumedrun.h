// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/expected.h"
#include "model/results.h"

#include <optional>

namespace Sektor {

/// Where a stopped burn-in or read scan result goes on from; nullopt for a result that is complete or cannot go on (any
/// other kind, a burn-in whose device went away mid-step is still resumable: the drive may be back).
std::optional<ResumePoint> resumePointOf(const RunResult &result);

/**
 * A burn-in or read scan that went on where @p earlier stopped (RunOptions::resumeAt), joined with it into one result:
 * the findings of both (ranges merged, the maps' slowest chunks, the classes' counts), the bytes, times and totals
 * added, how far it got and how it ended from @p continued, its start from @p earlier. An error (InvalidArgument,
 * translated) when they are not two parts of one run: another kind, plan or seed.
 */
Expected<RunResult> joinResumed(const RunResult &earlier, const RunResult &continued);

/// @p result, of a run that went on where @p earlier stopped, made the two parts joined (joinResumed()) so that it is
/// shown, kept and written as one: sektor-cli's --resume and the window's Go On. Unchanged without an earlier part, for
/// a run that kept no test, or for parts that do not join.
void joinWithEarlierPart(const std::optional<RunResult> &earlier, RunResult &result);

} // namespace Sektor
