// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/target/runtarget.h"

#include <memory>

namespace Sektor {
class Runner;
}

namespace Sektor::Gui {

/**
 * Where a run's engine goes (helperclient/runnerchoice, which sektor-cli uses too): a worker thread of this process
 * for directories (and for devices when running as root), the privileged helper for devices otherwise (a missing
 * helper shows as the run's HelperUnavailable error). Never nullptr.
 */
std::unique_ptr<Runner> createRunner(const RunTarget &target);
/// The decision behind createRunner(target), with @p processIsRoot for geteuid() == 0 (for tests).
std::unique_ptr<Runner> createRunner(const RunTarget &target, bool processIsRoot);
/// Whether createRunner() sends @p target's run to the helper (which serves one run at a time).
bool runsThroughHelper(const RunTarget &target, bool processIsRoot);
bool runsThroughHelper(const RunTarget &target);

} // namespace Sektor::Gui
