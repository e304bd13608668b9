// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What verifies that were killed left behind, found by their folders' names and removed by the next verify.
#include "verify/fillverify.h"

#include <QFile>

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace Sektor::Verify {

namespace {
bool isStampFile(const char *name)
{
    const char *dot = std::strchr(name, '.');
    if (!dot || dot == name || std::strcmp(dot, ".stamp") != 0)
        return false;
    for (const char *c = name; c != dot; ++c) {
        if (*c < '0' || *c > '9')
            return false;
    }
    return true;
}

// The process that made a verify folder, from its name; 0 when the name is not one of ours.
pid_t ownerPid(const char *name)
{
    const std::size_t prefix = std::strlen(FillFolderPrefix);
    if (std::strncmp(name, FillFolderPrefix, prefix) != 0)
        return 0;
    char *end = nullptr;
    const long pid = std::strtol(name + prefix, &end, 10);
    return pid > 0 && end && *end == '-' ? pid_t(pid) : 0;
}

bool processRuns(pid_t pid)
{
    return ::kill(pid, 0) == 0 || errno == EPERM;
}

// Removes the stamp files of the folder @p name in @p parent (never following a link) and the folder if it is then
// empty; returns how many files it removed.
int removeFolder(int parent, const char *name)
{
    const int fd = ::openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return 0;
    DIR *dir = ::fdopendir(fd);
    if (!dir) {
        ::close(fd);
        return 0;
    }
    int removed = 0;
    while (const dirent *e = ::readdir(dir)) {
        if (isStampFile(e->d_name) && ::unlinkat(fd, e->d_name, 0) == 0)
            ++removed;
    }
    ::closedir(dir);
    ::unlinkat(parent, name, AT_REMOVEDIR);
    return removed;
}
} // namespace

int removeFillLeftovers(const QString &directory)
{
    const int parent = ::open(QFile::encodeName(directory).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (parent < 0)
        return 0;
    DIR *dir = ::fdopendir(parent);
    if (!dir) {
        ::close(parent);
        return 0;
    }
    std::vector<std::string> stale;
    while (const dirent *e = ::readdir(dir)) {
        const pid_t pid = ownerPid(e->d_name);
        struct stat st
        {
        };
        if (pid == 0 || processRuns(pid) || ::fstatat(parent, e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0
            || !S_ISDIR(st.st_mode) || st.st_uid != ::geteuid())
            continue;
        stale.emplace_back(e->d_name);
    }
    int removed = 0;
    for (const std::string &name : stale)
        removed += removeFolder(parent, name.c_str());
    ::closedir(dir);
    return removed;
}

} // namespace Sektor::Verify
