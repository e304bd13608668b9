// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/canceltoken.h"

#include <csignal>

namespace Sektor::Cli {

/**
 * Turns SIGINT, SIGTERM and SIGHUP into a cancel of the running benchmark, so Ctrl-C stops the
 * I/O, lets the engine remove its test file, and exits with 128 + signal.
 *
 * The cancel waits for the I/O in flight, which a stalled device or filesystem (a frozen one, a
 * FUSE daemon that stopped answering) may never finish: a second signal exits at once, with
 * 128 + that signal. Nothing is lost by it: the test file has no name (or lost it right after
 * it was created), and no result file is written before the run ends. (Where the kernel waits
 * for the I/O uninterruptibly, as on a frozen filesystem, even SIGKILL waits with it.)
 *
 * Guards nest: a batch holds one over all its drives, so a signal between two drives stops the batch rather than
 * killing it, and each drive's run holds its own; leaving a guard gives the signals back to the one outside it.
 */
class SignalCancel
{
public:
    explicit SignalCancel(CancelToken &token);
    ~SignalCancel();
    SignalCancel(const SignalCancel &) = delete;
    SignalCancel &operator=(const SignalCancel &) = delete;

    /// The signal that cancelled the run, or 0.
    static int receivedSignal();

private:
    CancelToken *m_outerToken;
    struct sigaction m_outerActions[3];
};

} // namespace Sektor::Cli
