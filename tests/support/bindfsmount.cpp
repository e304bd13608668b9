// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "support/bindfsmount.h"
#include "support/shell.h"

#include <csignal>
#include <cstdio>
#include <fstream>
#include <string>

namespace Sektor::Test {

namespace {
// The daemon of a FUSE mount: bindfs daemonizes, so find the process whose command line ends in
// both directories (it starts with the program's path as it was run).
pid_t daemonOf(const std::string &backing, const std::string &mountPoint)
{
    const CommandResult r = run({"pgrep", "-n", "-f", "bindfs " + backing + " " + mountPoint + "$"});
    return r.exitCode == 0 ? pid_t(std::stol(r.out)) : 0;
}

// As root, umount also works where fusermount3 is missing; -l as the last resort, so a daemon
// that never answers again cannot keep the mount (and the test's directory) forever.
bool unmount(const std::string &mountPoint)
{
    return run({"umount", mountPoint}).exitCode == 0 || run({"umount", "-l", mountPoint}).exitCode == 0;
}
} // namespace

BindfsMount::BindfsMount()
    : m_backing("/dev/shm")
{
    const CommandResult mounted = run({"bindfs", m_backing.path(), m_mountPoint.path()});
    if (mounted.exitCode != 0) {
        m_error = "bindfs (package bindfs, see packaging/install-build-deps.sh) failed: " + mounted.err;
        return;
    }
    m_daemon = daemonOf(m_backing.path(), m_mountPoint.path());
    if (m_daemon <= 0) {
        m_error = "the bindfs daemon was not found";
        unmount(m_mountPoint.path());
    }
}

BindfsMount::~BindfsMount()
{
    if (m_daemon <= 0)
        return;
    resume();
    if (!unmount(m_mountPoint.path()))
        std::fprintf(stderr, "test support: could not unmount %s\n", m_mountPoint.path().c_str());
}

bool BindfsMount::stall()
{
    return m_daemon > 0 && ::kill(m_daemon, SIGSTOP) == 0;
}

bool BindfsMount::resume()
{
    return m_daemon > 0 && ::kill(m_daemon, SIGCONT) == 0;
}

} // namespace Sektor::Test
