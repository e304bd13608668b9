// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

namespace Sektor::Cli {

/**
 * Keeps a finished run in the history and says so on standard error. A history that cannot take it (locked,
 * read-only, full, damaged, newer) never costs the run: it is kept as a JSON file that the next save imports, and
 * the user is told why and where. Never changes the exit code: the benchmark itself succeeded. Returns the run's id in
 * the history, 0 where it was kept aside.
 */
qint64 saveRunToHistory(const RunResult &result);

} // namespace Sektor::Cli
