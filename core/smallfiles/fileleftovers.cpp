// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What small-files runs that were killed left behind, found by their folders' names and removed by the next run.
#include "smallfiles/filephases.h"

#include "scratch/runfolders.h"

#include <QFile>

#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace Sektor::SmallFiles {

namespace {
bool isDigits(const char *begin, const char *end)
{
    if (begin == end)
        return false;
    for (const char *c = begin; c != end; ++c) {
        if (*c < '0' || *c > '9')
            return false;
    }
    return true;
}

// "0000000123.f": the files a worker makes.
bool isTestFile(const char *name)
{
    const std::size_t length = std::strlen(name);
    return length == 12 && std::strcmp(name + 10, ".f") == 0 && isDigits(name, name + 10);
}

// The entries of the folder @p fd whose names @p keep accepts and that are of the kind @p folders asks (never links).
template<typename Keep>
std::vector<std::string> entries(int fd, bool folders, Keep keep)
{
    std::vector<std::string> found;
    const int copy = ::dup(fd);
    DIR *dir = copy >= 0 ? ::fdopendir(copy) : nullptr;
    if (!dir) {
        if (copy >= 0)
            ::close(copy);
        return found;
    }
    while (const dirent *e = ::readdir(dir)) {
        struct stat st
        {
        };
        if (keep(e->d_name) && ::fstatat(fd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) == 0
            && (folders ? S_ISDIR(st.st_mode) : S_ISREG(st.st_mode)))
            found.emplace_back(e->d_name);
    }
    ::closedir(dir);
    return found;
}

int openFolder(int parent, const char *name)
{
    return ::openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
}

// Removes the test files of a dead run's folder, its thread folders and itself (each only once empty).
int removeRunFolder(int parent, const char *name)
{
    const int run = openFolder(parent, name);
    if (run < 0)
        return 0;
    int removed = 0;
    for (const std::string &thread : entries(run, true, [](const char *n) {
             return isDigits(n, n + std::strlen(n));
         })) {
        const int fd = openFolder(run, thread.c_str());
        if (fd < 0)
            continue;
        for (const std::string &file : entries(fd, false, isTestFile))
            removed += ::unlinkat(fd, file.c_str(), 0) == 0 ? 1 : 0;
        ::close(fd);
        ::unlinkat(run, thread.c_str(), AT_REMOVEDIR);
    }
    ::close(run);
    ::unlinkat(parent, name, AT_REMOVEDIR);
    return removed;
}
} // namespace

int removeFilesLeftovers(const QString &directory)
{
    const int parent = ::open(QFile::encodeName(directory).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (parent < 0)
        return 0;
    int removed = 0;
    for (const std::string &name : Scratch::deadRunFolders(parent, FolderPrefix))
        removed += removeRunFolder(parent, name.c_str());
    ::close(parent);
    return removed;
}

} // namespace Sektor::SmallFiles
