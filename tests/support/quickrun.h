// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/runoptions.h"

#include <string>
#include <vector>

namespace Sektor::Test {

/// A run that takes well under a second per test: 16 MiB, one 0.2 s run, no warm-up or pause.
/// The GUI tests set these options; the CLI tests pass them as quickOptions().
RunOptions quickRunOptions();

/// quickRunOptions() as sektor-cli's arguments, with the Demo profile (SEQ1M Q8T1 read and
/// write) and no progress display.
std::vector<std::string> quickOptions();

/// `sektor-cli run <quickOptions()> <extra…>`: extra comes last, so it overrides (the parser keeps the last value).
std::vector<std::string> quickRun(const std::vector<std::string> &extra);

} // namespace Sektor::Test
