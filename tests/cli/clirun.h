// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "support/quickrun.h"

#include "support/shell.h"

#include "model/uniquefd.h"

#include <QProcess>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace Sektor::Test {

/// The sektor-cli binary under test (the build's, set by CMake).
std::string cliPath();

/// Runs sektor-cli with these arguments and collects exit code, stdout and stderr.
CommandResult runCli(const std::vector<std::string> &args);

/// Runs a sektor-cli binary as another user (through runuser), as an unprivileged user would.
CommandResult runCliAs(const std::string &user, const std::string &cli, const std::vector<std::string> &args);

/// @p args without --quiet, so that sektor-cli draws its progress line (on a terminal only).
std::vector<std::string> showingProgress(std::vector<std::string> args);

/**
 * sektor-cli running in the background, for what must happen while it measures (signals, a
 * failing filesystem). Killed and reaped when the object goes away, also when the test fails.
 */
class BackgroundCli
{
public:
    /// Where its stderr goes: a pipe, or a terminal (a pseudo-terminal), where it draws its progress line.
    enum class Stderr { Pipe, Terminal };

    explicit BackgroundCli(const std::vector<std::string> &args, Stderr stderrTo = Stderr::Pipe);
    ~BackgroundCli();

    bool started() const { return m_pid > 0; }
    qint64 pid() const { return m_pid; }

    /// Waits until the process holds an open file under dir, i.e. its test file (an unnamed
    /// O_TMPFILE inode, shown by /proc as "<dir>/#<inode> (deleted)"). False on timeout or exit.
    bool waitForFileUnder(const std::string &dir, std::chrono::milliseconds timeout);
    /// Waits until its progress line (Stderr::Terminal, without --quiet) has shown @p text, e.g. "run 1/" once it
    /// measures. False on timeout or exit.
    bool waitForProgress(const std::string &text, std::chrono::milliseconds timeout);
    bool running() const;
    /// Waits for the exit; the exit code, or nothing on timeout or when a signal killed it.
    std::optional<int> waitForExit(std::chrono::milliseconds timeout);
    std::string out();
    /// Its stderr; on a terminal, what the terminal shows: the progress line erased, as it erases it.
    std::string err();

private:
    /// Appends what the terminal received since the last call to m_terminalText.
    void readTerminal();

    QProcess m_process;
    qint64 m_pid = 0;
    UniqueFd m_terminal; ///< With Stderr::Terminal: the side of the pseudo-terminal the test reads.
    std::string m_terminalText;
};

} // namespace Sektor::Test
