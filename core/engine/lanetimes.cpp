// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/lanetimes.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace Sektor {

namespace {

/// A thread's "<ns on a processor> <ns waiting on a run queue> <time slices>" (its schedstat file), or -1 in each
/// field that cannot be read. Read with system calls only, as a lane starts and stops, so that measuring its own time
/// costs it no allocation.
struct SchedStat
{
    std::int64_t onCpuNs = -1;
    std::int64_t runQueueDelayNs = -1;
};

SchedStat readSchedStat(const char *path)
{
    SchedStat stat;
    const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return stat;
    char text[96];
    const ssize_t length = ::read(fd, text, sizeof text - 1);
    ::close(fd);
    if (length <= 0)
        return stat;
    text[length] = '\0';
    char *end = nullptr;
    const long long onCpu = std::strtoll(text, &end, 10);
    if (end == text || onCpu < 0)
        return stat;
    stat.onCpuNs = onCpu;
    char *const delayStart = end;
    const long long delay = std::strtoll(delayStart, &end, 10);
    if (end != delayStart && delay >= 0)
        stat.runQueueDelayNs = delay;
    return stat;
}

} // namespace

std::int64_t threadRunQueueDelayNs()
{
    // The time on a processor is not taken from here: getrusage gives it split into user and system.
    return readSchedStat("/proc/thread-self/schedstat").runQueueDelayNs;
}

std::int64_t sqPollThreadCpuNs(int ringFd)
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
    const std::string path = "/proc/self/task/" + std::to_string(tid) + "/schedstat";
    return std::max<std::int64_t>(readSchedStat(path.c_str()).onCpuNs, 0);
}

} // namespace Sektor
