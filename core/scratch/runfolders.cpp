// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "scratch/runfolders.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Sektor::Scratch {

namespace {
// The process that made a run folder, from its name; 0 when the name is not one of @p prefix.
pid_t ownerPid(const char *name, const char *prefix)
{
    const std::size_t length = std::strlen(prefix);
    if (std::strncmp(name, prefix, length) != 0)
        return 0;
    char *end = nullptr;
    const long pid = std::strtol(name + length, &end, 10);
    return pid > 0 && end && *end == '-' ? pid_t(pid) : 0;
}

bool processRuns(pid_t pid)
{
    return ::kill(pid, 0) == 0 || errno == EPERM;
}
} // namespace

std::vector<std::string> deadRunFolders(int parent, const char *prefix)
{
    std::vector<std::string> dead;
    const int fd = ::dup(parent); // fdopendir takes the descriptor over: the caller keeps its own
    DIR *dir = fd >= 0 ? ::fdopendir(fd) : nullptr;
    if (!dir) {
        if (fd >= 0)
            ::close(fd);
        return dead;
    }
    ::rewinddir(dir); // the descriptor's position is shared with the caller's
    while (const dirent *e = ::readdir(dir)) {
        const pid_t pid = ownerPid(e->d_name, prefix);
        struct stat st
        {
        };
        if (pid == 0 || processRuns(pid) || ::fstatat(parent, e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0
            || !S_ISDIR(st.st_mode) || st.st_uid != ::geteuid())
            continue;
        dead.emplace_back(e->d_name);
    }
    ::closedir(dir);
    return dead;
}

} // namespace Sektor::Scratch
