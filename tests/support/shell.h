// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <string>
#include <sys/types.h>
#include <vector>

namespace Sektor::Test {

struct CommandResult
{
    int exitCode = -1; ///< Exit status, or 128 + signal number when killed by a signal.
    std::string out; ///< Standard output.
    std::string err; ///< Standard error.
};

/// Runs a program (no shell) and collects its output. argv[0] is looked up in PATH.
CommandResult run(const std::vector<std::string> &argv, const std::string &stdinData = {});

/// Runs a program and fails the current test (ADD_FAILURE) when it exits non-zero.
CommandResult runChecked(const std::vector<std::string> &argv);

/// Shell-quoted rendering of argv, for messages.
std::string describe(const std::vector<std::string> &argv);

/// The id of a process that ran and ended (a child forked for it): the owner of a killed run's folder.
pid_t deadPid();

} // namespace Sektor::Test
