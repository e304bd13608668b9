// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "runarguments.h"

#include "model/expected.h"
#include "model/results.h"

#include <optional>

namespace Sektor::Cli {

/**
 * With --resume FILE, sets @p a up to go on where the run in FILE stopped: its profile, its settings and seed (the data
 * a burn-in checks is drawn from it), the point it goes on from; the target must be the drive it began on
 * (Catalog::otherDriveReason). Returns the earlier run, to be joined with the new one (joinResumed()); nullopt without
 * --resume. Errors are translated InvalidArgument sentences.
 */
Expected<std::optional<RunResult>> prepareResume(RunArguments &a);

/// For a burn-in or scan that stopped and was written to a file (--json): how to go on with it later, on stderr.
void printHowToGoOn(const RunArguments &a, const RunResult &result);

} // namespace Sektor::Cli
