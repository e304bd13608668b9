// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/lanestats.h"

#include <cstdio>
#include <string>

#include <sys/resource.h>

namespace Sektor {

/// CPU time (user, system) the calling thread spends between construction and stop(),
/// the same figure fio reports per job (getrusage RUSAGE_THREAD).
class LaneCpuTimer
{
public:
    LaneCpuTimer() { getrusage(RUSAGE_THREAD, &m_start); }

    void stop(LaneStats &stats) const
    {
        rusage end;
        getrusage(RUSAGE_THREAD, &end);
        stats.cpuUserNs += nanoseconds(end.ru_utime) - nanoseconds(m_start.ru_utime);
        stats.cpuSystemNs += nanoseconds(end.ru_stime) - nanoseconds(m_start.ru_stime);
    }

private:
    static std::int64_t nanoseconds(const timeval &tv)
    {
        return std::int64_t(tv.tv_sec) * 1000000000 + std::int64_t(tv.tv_usec) * 1000;
    }
    rusage m_start;
};

/**
 * Peak mode: the CPU time (ns) so far of the kernel thread that polls the submissions of the io_uring ring @p ringFd
 * (SQPOLL). It is a thread of this process ("iou-sqp-…", named in the ring's /proc/self/fdinfo as SqThread) that
 * works only for that ring, and it polls even when there is nothing to submit; its time is read from its schedstat
 * (time on a CPU, in ns). 0 when it cannot be found or read.
 */
inline std::int64_t sqPollThreadCpuNs(int ringFd)
{
    long tid = 0;
    if (std::FILE *info = std::fopen(("/proc/self/fdinfo/" + std::to_string(ringFd)).c_str(), "re")) {
        char line[256];
        while (tid == 0 && std::fgets(line, sizeof line, info))
            std::sscanf(line, "SqThread: %ld", &tid);
        std::fclose(info);
    }
    if (tid <= 0)
        return 0;
    long long onCpuNs = 0;
    if (std::FILE *stat = std::fopen(("/proc/self/task/" + std::to_string(tid) + "/schedstat").c_str(), "re")) {
        if (std::fscanf(stat, "%lld", &onCpuNs) != 1)
            onCpuNs = 0;
        std::fclose(stat);
    }
    return std::int64_t(onCpuNs);
}

} // namespace Sektor
