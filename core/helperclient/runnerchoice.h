// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <memory>

#include <unistd.h>

namespace Sektor {

class Runner;

/**
 * Where a run's engine goes, decided here for both programs: raw block devices as a normal user go through
 * sektor-helper (polkit asks for the administrator password; the helper serves one run at a time); directories, and
 * devices when this process is root, run on a worker thread of this process. @p processIsRoot is a parameter for
 * tests.
 */
bool runsThroughHelper(bool targetIsDevice, bool processIsRoot = ::geteuid() == 0);

/**
 * The runner of that decision, never nullptr: a LocalRunner, or a HelperRunner on the system bus (a missing helper
 * shows as the run's HelperUnavailable error), or a RefusedRunner when the thread Qt's D-Bus needs cannot start.
 */
std::unique_ptr<Runner> createRunner(bool targetIsDevice, bool processIsRoot = ::geteuid() == 0);

} // namespace Sektor
