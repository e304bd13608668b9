// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/lanestats.h"

#include <sys/resource.h>

#include <cstdint>

namespace Sektor {

/// How long the calling thread has been ready to run but waited for a processor (the kernel's run-queue delay, the
/// second field of /proc/thread-self/schedstat), or -1 where the kernel does not keep it (no CONFIG_SCHED_INFO).
std::int64_t threadRunQueueDelayNs();

/**
 * CPU time (user, system) the calling thread spends between construction and stop(), the same figure fio reports per
 * job (getrusage RUSAGE_THREAD), and the time it waited for a processor meanwhile: together, the time it did not wait
 * for the drive, which says whether the processor set a test's figure (model/cpucost.h).
 */
class LaneCpuTimer
{
public:
    LaneCpuTimer()
        : m_startDelayNs(threadRunQueueDelayNs())
    {
        getrusage(RUSAGE_THREAD, &m_start);
    }

    void stop(LaneStats &stats) const
    {
        rusage end;
        getrusage(RUSAGE_THREAD, &end);
        stats.cpuUserNs += nanoseconds(end.ru_utime) - nanoseconds(m_start.ru_utime);
        stats.cpuSystemNs += nanoseconds(end.ru_stime) - nanoseconds(m_start.ru_stime);
        if (const std::int64_t delay = threadRunQueueDelayNs(); delay >= 0 && m_startDelayNs >= 0)
            stats.cpuWaitNs += delay - m_startDelayNs;
    }

private:
    static std::int64_t nanoseconds(const timeval &tv)
    {
        return std::int64_t(tv.tv_sec) * 1000000000 + std::int64_t(tv.tv_usec) * 1000;
    }
    std::int64_t m_startDelayNs;
    rusage m_start;
};

/**
 * Peak mode: the CPU time (ns) so far of the kernel thread that polls the submissions of the io_uring ring @p ringFd
 * (SQPOLL). It is a thread of this process ("iou-sqp-…", named in the ring's /proc/self/fdinfo as SqThread) that
 * works only for that ring, and it polls even when there is nothing to submit; its time is read from its schedstat
 * (time on a CPU, in ns). 0 when it cannot be found or read.
 */
std::int64_t sqPollThreadCpuNs(int ringFd);

} // namespace Sektor
