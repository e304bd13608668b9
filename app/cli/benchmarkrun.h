// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/error.h"
#include "runarguments.h"
#include "runner/runner.h"

namespace Sektor::Cli {

/// Whether @p path names a block device (following symlinks: /dev/disk/by-id/… counts).
bool isBlockDevice(const QString &path);

/**
 * Raw devices: reads only, unless --allow-destroy-data names the same device again; then the catalog's write verdict,
 * so that the user learns every reason at once. Removes the write modes (and says so) where writes were not consented.
 */
Error applyDeviceConsent(RunArguments &arguments);

/**
 * Runs one benchmark to its end in this process or, for a block device this user may not open, through the helper
 * (asking polkit on the terminal); draws the progress on a terminal. SIGINT, SIGTERM and SIGHUP cancel it
 * (SignalCancel::receivedSignal() says which).
 */
RunOutcome runBenchmark(const RunRequest &request, bool showProgress);

} // namespace Sektor::Cli
