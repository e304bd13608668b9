// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/lanetimes.h"

#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace Sektor {

std::int64_t threadRunQueueDelayNs()
{
    // "<ns on a processor> <ns waiting on a run queue> <time slices>\n"; read with system calls only, as a lane
    // starts and stops, so that measuring its own time costs it no allocation.
    const int fd = ::open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    char text[96];
    const ssize_t length = ::read(fd, text, sizeof text - 1);
    ::close(fd);
    if (length <= 0)
        return -1;
    text[length] = '\0';
    char *end = nullptr;
    std::strtoll(text, &end, 10); // the time on a processor, which getrusage gives split into user and system
    if (end == text)
        return -1;
    char *const delayStart = end;
    const long long delay = std::strtoll(delayStart, &end, 10);
    return end == delayStart || delay < 0 ? -1 : std::int64_t(delay);
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
    long long onCpuNs = 0;
    if (std::FILE *stat = std::fopen(("/proc/self/task/" + std::to_string(tid) + "/schedstat").c_str(), "re")) {
        if (std::fscanf(stat, "%lld", &onCpuNs) != 1)
            onCpuNs = 0;
        std::fclose(stat);
    }
    return std::int64_t(onCpuNs);
}

} // namespace Sektor
