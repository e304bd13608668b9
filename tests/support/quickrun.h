// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <string>
#include <vector>

namespace Sektor::Test {

/// Options that keep a sektor-cli run under a second: 16 MiB, one 0.2 s run, no warm-up or
/// pause, the Demo profile (SEQ1M Q8T1 read and write), no progress display.
std::vector<std::string> quickOptions();

/// `sektor-cli run <quickOptions()> <extra…>`: extra comes last, so it overrides (the parser keeps the last value).
std::vector<std::string> quickRun(const std::vector<std::string> &extra);

} // namespace Sektor::Test
