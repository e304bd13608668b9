// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What verifies that were killed left behind, found by their folders' names and removed by the next verify.
#include "verify/fillverify.h"

#include "scratch/runfolders.h"

#include <QFile>

#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

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
    int removed = 0;
    for (const std::string &name : Scratch::deadRunFolders(parent, FillFolderPrefix))
        removed += removeFolder(parent, name.c_str());
    ::close(parent);
    return removed;
}

} // namespace Sektor::Verify
