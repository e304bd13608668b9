// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "support/shell.h"

#include <QJsonObject>

#include <gtest/gtest.h>

#include <string>

namespace Sektor::Test {

/**
 * How a failed run must look to a user and a script: the documented exit code, nothing on
 * stdout (scripts parse it), and exactly one "sektor-cli: …" sentence on stderr that names
 * the path concerned. Other stderr lines (notices) are allowed; the output is shown on failure.
 */
::testing::AssertionResult failedWith(const CommandResult &result, int exitCode, const std::string &path);

/// A successful run: exit 0, the CrystalDiskMark layout on stdout, no error line on stderr.
::testing::AssertionResult succeeded(const CommandResult &result);

/// The "sektor-cli: …" lines of stderr.
std::vector<std::string> errorLines(const std::string &stderrText);

/// Whether stdout has a CrystalDiskMark result line for SEQ1M Q8T1 in the given section ("[Read]", "[Write]").
bool hasSeq1mLine(const std::string &stdoutText, const std::string &section);

/// The --json file loads with Sektor's strict reader and says format "sektor-result"; else why not.
::testing::AssertionResult isResultJson(const std::string &path);

/// The JSON object in a --json file; empty when it cannot be read.
QJsonObject readJson(const std::string &path);

/// Whether a file or directory entry exists at path (also a dangling symlink).
bool exists(const std::string &path);

} // namespace Sektor::Test
