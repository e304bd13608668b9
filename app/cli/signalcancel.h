// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/canceltoken.h"

namespace Sektor::Cli {

/**
 * Turns SIGINT, SIGTERM and SIGHUP into a cancel of the running benchmark, so Ctrl-C stops the
 * I/O, lets the engine remove its test file, and exits with 128 + signal. A second Ctrl-C while
 * the run winds down is ignored: cleaning up takes milliseconds, and interrupting it would be
 * the only way to leave something behind.
 */
class SignalCancel
{
public:
    explicit SignalCancel(CancelToken &token);
    ~SignalCancel();

    /// The signal that cancelled the run, or 0.
    static int receivedSignal();
};

} // namespace Sektor::Cli
