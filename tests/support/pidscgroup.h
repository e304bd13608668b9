// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <string>
#include <vector>

namespace Sektor::Test {

/**
 * A pids cgroup of the test's own with a task limit: the limit a container or a systemd unit's TasksMax sets, and the
 * one root is held to (root ignores RLIMIT_NPROC). The cgroup v1 pids hierarchy where mounted
 * (/sys/fs/cgroup/pids), else the cgroup2 one at /sys/fs/cgroup with its pids controller. Removed when the object goes
 * (processes still in it are moved out first).
 */
class PidsCgroup
{
public:
    explicit PidsCgroup(int maxTasks);
    ~PidsCgroup();
    PidsCgroup(const PidsCgroup &) = delete;
    PidsCgroup &operator=(const PidsCgroup &) = delete;

    bool ok() const { return !m_path.empty(); }
    const std::string &error() const { return m_error; }
    /// @p argv run inside the cgroup: a shell joins it and becomes the command (exec).
    std::vector<std::string> inside(const std::vector<std::string> &argv) const;

    /// Moves process @p pid (all its threads) in, or back out to the hierarchy's root; false when refused.
    bool adopt(int pid) const;
    bool release(int pid) const;
    /// Sets the limit (pids.max); the tasks counted against it now (pids.current), -1 when unreadable.
    bool setLimit(int maxTasks) const;
    int tasks() const;

private:
    std::string m_hierarchy;
    std::string m_path;
    std::string m_error;
};

} // namespace Sektor::Test
