// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "support/oneprocessor.h"

#include <cerrno>
#include <cstring>
#include <filesystem>

namespace Sektor::Test {

namespace {
/// Sets @p cpus on every thread of this process; an empty text, or why a thread refused.
std::string pinAllThreads(const cpu_set_t &cpus)
{
    std::error_code ec;
    for (const auto &task : std::filesystem::directory_iterator("/proc/self/task", ec)) {
        const pid_t tid = pid_t(std::stol(task.path().filename().string()));
        // A thread that ended since the listing is gone, not a failure.
        if (sched_setaffinity(tid, sizeof cpus, &cpus) != 0 && errno != ESRCH)
            return "sched_setaffinity(" + std::to_string(tid) + "): " + std::strerror(errno);
    }
    return ec ? "/proc/self/task: " + ec.message() : std::string();
}
} // namespace

OneProcessor::OneProcessor()
{
    if (sched_getaffinity(0, sizeof m_before, &m_before) != 0) {
        m_error = std::string("sched_getaffinity: ") + std::strerror(errno);
        return;
    }
    cpu_set_t first;
    CPU_ZERO(&first);
    CPU_SET(0, &first);
    m_error = pinAllThreads(first);
}

OneProcessor::~OneProcessor()
{
    pinAllThreads(m_before);
}

} // namespace Sektor::Test
