// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "support/tempdir.h"

#include <string>

#include <sys/types.h>

namespace Sektor::Test {

/**
 * A FUSE filesystem (bindfs) mirroring a fresh directory, mounted on another: a real FUSE target,
 * without O_TMPFILE like the exFAT and NTFS drivers of USB sticks. Its daemon can be stopped to
 * stall every request. Unmounted (the daemon resumed first) when the object goes away.
 */
class BindfsMount
{
public:
    BindfsMount();
    ~BindfsMount();
    BindfsMount(const BindfsMount &) = delete;
    BindfsMount &operator=(const BindfsMount &) = delete;

    bool ok() const { return m_daemon > 0; }
    const std::string &error() const { return m_error; }
    /// Where the FUSE filesystem is mounted: the target to test.
    const std::string &path() const { return m_mountPoint.path(); }
    /// The directory behind it, to see what was left there.
    const std::string &backingDir() const { return m_backing.path(); }
    /// SIGSTOP / SIGCONT to the daemon: every request waits while it is stopped.
    bool stall();
    bool resume();

private:
    TempDir m_backing;
    TempDir m_mountPoint;
    pid_t m_daemon = 0;
    std::string m_error;
};

} // namespace Sektor::Test
