// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace Sektor::Test {

/**
 * A cgroup of the test's own with a task limit (pids.max) and, when asked for, a memory limit: what a container or a
 * systemd unit's TasksMax and MemoryMax set where no systemd runs (this test machine), and the task limit root is held
 * to (root ignores RLIMIT_NPROC). On the cgroup v1 pids (and memory) hierarchies where they are mounted, below the
 * test's own cgroups so whatever limits the test still does; else on the cgroup2 hierarchy at /sys/fs/cgroup with its
 * controllers. Removed when the object goes (processes still in it are moved back out first).
 */
class LimitedCgroup
{
public:
    /// @p memoryBytes 0: no memory limit (and no memory controller needed).
    explicit LimitedCgroup(std::uint64_t maxTasks, std::uint64_t memoryBytes = 0);
    ~LimitedCgroup();
    LimitedCgroup(const LimitedCgroup &) = delete;
    LimitedCgroup &operator=(const LimitedCgroup &) = delete;

    bool ok() const { return m_error.empty() && !m_dirs.empty(); }
    const std::string &error() const { return m_error; }

    /// @p argv run inside the cgroup: a shell joins it and becomes the command (exec).
    std::vector<std::string> inside(const std::vector<std::string> &argv) const;
    /// Shell commands that move the shell running them in (for a wrapper script).
    std::string joinCommand() const;
    /// Moves process @p pid (all its threads) in, or back out to where the cgroup was made; false when refused.
    bool adopt(int pid) const;
    bool release(int pid) const;

    /// Sets the task limit (pids.max); the tasks counted against it now (pids.current), -1 when unreadable.
    bool setTaskLimit(std::uint64_t maxTasks) const;
    int tasks() const;
    /// Times pids.max refused a fork or a thread; processes the OOM killer ended in it.
    long refusedForks() const;
    long oomKills() const;

private:
    bool moveTo(const std::vector<std::string> &dirs, int pid) const;

    bool m_v2 = false;
    std::string m_pids; ///< The cgroup's folder in the pids hierarchy (the only one on cgroup2).
    std::string m_memory; ///< Its folder in the memory hierarchy, empty without a memory limit.
    std::vector<std::string> m_dirs; ///< Every folder made, to join and to remove.
    std::vector<std::string> m_parents; ///< Where each was made, for release().
    std::string m_error;
};

} // namespace Sektor::Test
