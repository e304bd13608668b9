// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

class QThread;

namespace Sektor {

/**
 * Starts @p thread and says whether the system let it run. QThread::start() returns nothing and only logs when the
 * system refuses the thread (RLIMIT_NPROC, a cgroup's pids.max): whoever then waits for it waits forever, so every
 * QThread is started through this and a false answer handled.
 */
bool startThread(QThread &thread);

/**
 * Whether this process may start one more thread now: one is started, joined, and waited for until the kernel has
 * given its place under the limit back. For code that starts a thread it cannot watch: Qt's D-Bus connection, whose
 * first call waits forever for a thread the system refused.
 */
bool aThreadCanStart();

} // namespace Sektor
