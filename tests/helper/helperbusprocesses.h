// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What the helper's bus tests read from the processes they start: a reply's first line, a line a
// client printed, the helper gone. Shared by the bus tier and the timing tier's bus tests.
#pragma once

#include <QProcess>

#include <string>

namespace Sektor::Test {

/// The text up to its first newline (a reply's status line).
std::string firstLine(const std::string &text);

/// Waits until @p process printed a line starting with @p prefix; false when it exited first or
/// @p timeoutMs passed.
bool waitForLine(QProcess &process, const char *prefix, int timeoutMs = 20000);

/// Waits until no sektor-helper process is left; false when one still runs after @p timeoutMs.
bool waitForNoHelper(int timeoutMs);

} // namespace Sektor::Test
