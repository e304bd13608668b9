// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/lanestats.h"

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

} // namespace Sektor
