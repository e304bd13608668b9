// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "support/pidscgroup.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

#include <sys/stat.h>
#include <sys/statfs.h>
#include <unistd.h>

#include <linux/magic.h>

namespace Sektor::Test {

namespace {
bool writeFile(const std::string &path, const std::string &text)
{
    std::ofstream out(path);
    out << text;
    out.flush();
    return bool(out);
}

std::string readFile(const std::string &path)
{
    std::ifstream in(path);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

/// The folder new pids cgroups are made in, or empty (why in @p error).
std::string pidsHierarchy(std::string &error)
{
    struct stat st
    {
    };
    if (::stat("/sys/fs/cgroup/pids/pids.max", &st) == 0 || ::stat("/sys/fs/cgroup/pids/tasks", &st) == 0)
        return "/sys/fs/cgroup/pids"; // cgroup v1
    struct statfs fs
    {
    };
    if (::statfs("/sys/fs/cgroup", &fs) == 0 && fs.f_type == CGROUP2_SUPER_MAGIC) {
        if (readFile("/sys/fs/cgroup/cgroup.controllers").find("pids") == std::string::npos) {
            error = "the cgroup2 hierarchy at /sys/fs/cgroup has no pids controller";
            return {};
        }
        // Children of the root get the controller once the root hands it down.
        if (readFile("/sys/fs/cgroup/cgroup.subtree_control").find("pids") == std::string::npos
            && !writeFile("/sys/fs/cgroup/cgroup.subtree_control", "+pids")) {
            error = "cannot enable the pids controller in /sys/fs/cgroup/cgroup.subtree_control";
            return {};
        }
        return "/sys/fs/cgroup";
    }
    error = "no pids cgroup hierarchy (neither /sys/fs/cgroup/pids nor a cgroup2 /sys/fs/cgroup)";
    return {};
}
} // namespace

PidsCgroup::PidsCgroup(int maxTasks)
{
    const std::string hierarchy = pidsHierarchy(m_error);
    if (hierarchy.empty())
        return;
    m_hierarchy = hierarchy;
    const std::string path = hierarchy + "/sektor-test-" + std::to_string(::getpid()) + "-" + std::to_string(maxTasks);
    if (::mkdir(path.c_str(), 0755) != 0) {
        m_error = "mkdir " + path + ": " + std::strerror(errno);
        return;
    }
    if (!writeFile(path + "/pids.max", std::to_string(maxTasks))) {
        m_error = "cannot set " + path + "/pids.max";
        ::rmdir(path.c_str());
        return;
    }
    m_path = path;
}

PidsCgroup::~PidsCgroup()
{
    if (m_path.empty())
        return;
    // A process adopted and never released (a test that failed half-way) goes back, so the cgroup can go.
    std::istringstream procs(readFile(m_path + "/cgroup.procs"));
    for (std::string pid; std::getline(procs, pid);)
        writeFile(m_hierarchy + "/cgroup.procs", pid);
    ::rmdir(m_path.c_str());
}

std::vector<std::string> PidsCgroup::inside(const std::vector<std::string> &argv) const
{
    std::vector<std::string> wrapped {"sh", "-c", "echo $$ > \"$0\" && exec \"$@\"", m_path + "/cgroup.procs"};
    wrapped.insert(wrapped.end(), argv.begin(), argv.end());
    return wrapped;
}

bool PidsCgroup::adopt(int pid) const
{
    return ok() && writeFile(m_path + "/cgroup.procs", std::to_string(pid));
}

bool PidsCgroup::release(int pid) const
{
    return ok() && writeFile(m_hierarchy + "/cgroup.procs", std::to_string(pid));
}

bool PidsCgroup::setLimit(int maxTasks) const
{
    return ok() && writeFile(m_path + "/pids.max", std::to_string(maxTasks));
}

int PidsCgroup::tasks() const
{
    const std::string current = ok() ? readFile(m_path + "/pids.current") : std::string();
    return current.empty() ? -1 : std::stoi(current);
}

} // namespace Sektor::Test
