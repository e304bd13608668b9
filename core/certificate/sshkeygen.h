// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>
#include <QStringList>

namespace Sektor {

/// What a run of OpenSSH's ssh-keygen gave.
struct SshKeygenRun
{
    bool started = false; ///< False when ssh-keygen is not installed (or could not be run).
    bool finished = false; ///< False when it was stopped for taking too long.
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/**
 * Runs `ssh-keygen ARGUMENTS` (a child process, no shell) that can ask no one anything: its standard input is
 * @p input (nothing when empty), it runs in a session of its own without a terminal, and without DISPLAY or
 * SSH_ASKPASS, so a key with a passphrase fails at once instead of waiting for a prompt nobody sees. Stopped after 30
 * s, and when this process dies (PR_SET_PDEATHSIG).
 */
SshKeygenRun runSshKeygen(const QStringList &arguments, const QByteArray &input = {});

} // namespace Sektor
