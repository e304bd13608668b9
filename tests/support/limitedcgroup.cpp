// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "support/limitedcgroup.h"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <fstream>
#include <iterator>
#include <sstream>
#include <thread>

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

// The number after "<key> " in a cgroup's key-value file, 0 when absent.
long valueOf(const std::string &text, const std::string &key)
{
    const size_t at = text.find(key + ' ');
    return at == std::string::npos ? 0 : std::stol(text.substr(at + key.size() + 1));
}

bool isCgroup2(const std::string &path)
{
    struct statfs fs
    {
    };
    return ::statfs(path.c_str(), &fs) == 0 && fs.f_type == CGROUP2_SUPER_MAGIC;
}

// This process's cgroup in the v1 hierarchy of @p controller ("" or "/a/b"), from /proc/self/cgroup ("4:memory:/a/b").
std::string ownV1Cgroup(const std::string &controller)
{
    std::istringstream in(readFile("/proc/self/cgroup"));
    for (std::string line; std::getline(in, line);) {
        const size_t first = line.find(':');
        const size_t second = line.find(':', first + 1);
        if (second != std::string::npos && line.substr(first + 1, second - first - 1) == controller) {
            const std::string path = line.substr(second + 1);
            return path == "/" ? std::string() : path;
        }
    }
    return {};
}

// The cgroup2 root hands @p controllers ("pids memory") down to its children, or says why not.
std::string enableOnCgroup2(const std::string &controllers)
{
    std::istringstream names(controllers);
    for (std::string name; names >> name;) {
        if (readFile("/sys/fs/cgroup/cgroup.controllers").find(name) == std::string::npos)
            return "the cgroup2 hierarchy at /sys/fs/cgroup has no " + name + " controller";
        if (readFile("/sys/fs/cgroup/cgroup.subtree_control").find(name) == std::string::npos
            && !writeFile("/sys/fs/cgroup/cgroup.subtree_control", "+" + name))
            return "cannot enable the " + name + " controller in /sys/fs/cgroup/cgroup.subtree_control";
    }
    return {};
}
} // namespace

LimitedCgroup::LimitedCgroup(std::uint64_t maxTasks, std::uint64_t memoryBytes)
{
    const std::string name = "sektor-test-" + std::to_string(::getpid()) + "-" + std::to_string(maxTasks);
    struct stat st
    {
    };
    if (::stat("/sys/fs/cgroup/pids/cgroup.procs", &st) == 0) {
        m_pids = "/sys/fs/cgroup/pids" + ownV1Cgroup("pids");
        if (memoryBytes > 0)
            m_memory = "/sys/fs/cgroup/memory" + ownV1Cgroup("memory");
    } else if (isCgroup2("/sys/fs/cgroup")) {
        m_v2 = true;
        m_error = enableOnCgroup2(memoryBytes > 0 ? "pids memory" : "pids");
        if (!m_error.empty())
            return;
        m_pids = "/sys/fs/cgroup";
    } else {
        m_error = "no pids cgroup hierarchy (neither /sys/fs/cgroup/pids nor a cgroup2 /sys/fs/cgroup)";
        return;
    }
    for (std::string *dir : {&m_pids, &m_memory}) {
        if (dir->empty())
            continue;
        m_parents.push_back(*dir);
        *dir += "/" + name;
        if (::mkdir(dir->c_str(), 0755) != 0) {
            m_error = "mkdir " + *dir + ": " + std::strerror(errno);
            return;
        }
        m_dirs.push_back(*dir);
    }
    if (m_v2 && memoryBytes > 0)
        m_memory = m_pids;
    if (!setTaskLimit(maxTasks))
        m_error = "cannot set " + m_pids + "/pids.max";
    else if (memoryBytes > 0
             && !writeFile(m_memory + (m_v2 ? "/memory.max" : "/memory.limit_in_bytes"), std::to_string(memoryBytes)))
        m_error = "cannot set the memory limit of " + m_memory;
}

LimitedCgroup::~LimitedCgroup()
{
    for (size_t i = 0; i < m_dirs.size(); ++i) {
        // A process adopted and never released (a test that failed half-way) goes back, so the cgroup can go.
        std::istringstream procs(readFile(m_dirs[i] + "/cgroup.procs"));
        for (std::string pid; std::getline(procs, pid);)
            writeFile(m_parents[i] + "/cgroup.procs", pid);
        // A process that just ended may still be counted for a moment.
        for (int attempt = 0; attempt < 100 && ::rmdir(m_dirs[i].c_str()) != 0 && errno == EBUSY; ++attempt)
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
}

std::vector<std::string> LimitedCgroup::inside(const std::vector<std::string> &argv) const
{
    std::vector<std::string> wrapped {"sh", "-c", joinCommand() + " && exec \"$@\"", "sh"};
    wrapped.insert(wrapped.end(), argv.begin(), argv.end());
    return wrapped;
}

std::string LimitedCgroup::joinCommand() const
{
    std::string command;
    for (const std::string &dir : m_dirs)
        command += (command.empty() ? "" : " && ") + std::string("echo $$ > '") + dir + "/cgroup.procs'";
    return command;
}

bool LimitedCgroup::moveTo(const std::vector<std::string> &dirs, int pid) const
{
    bool moved = ok();
    for (const std::string &dir : dirs)
        moved = moved && writeFile(dir + "/cgroup.procs", std::to_string(pid));
    return moved;
}

bool LimitedCgroup::adopt(int pid) const
{
    return moveTo(m_dirs, pid);
}

bool LimitedCgroup::release(int pid) const
{
    return moveTo(m_parents, pid);
}

bool LimitedCgroup::setTaskLimit(std::uint64_t maxTasks) const
{
    return !m_pids.empty() && writeFile(m_pids + "/pids.max", std::to_string(maxTasks));
}

int LimitedCgroup::tasks() const
{
    const std::string current = ok() ? readFile(m_pids + "/pids.current") : std::string();
    return current.empty() ? -1 : std::stoi(current);
}

long LimitedCgroup::refusedForks() const
{
    return valueOf(readFile(m_pids + "/pids.events"), "max");
}

long LimitedCgroup::oomKills() const
{
    return m_memory.empty()
        ? 0
        : valueOf(readFile(m_memory + (m_v2 ? "/memory.events" : "/memory.oom_control")), "oom_kill");
}

} // namespace Sektor::Test
