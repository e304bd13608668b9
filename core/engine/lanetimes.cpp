// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/lanetimes.h"

#include <fcntl.h>
#include <unistd.h>

#include <cstdlib>

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

} // namespace Sektor
