// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What small-files runs that were killed left behind, found by their folders' names and removed by the next run.
#include "smallfiles/filephases.h"

#include "scratch/runfolders.h"

#include <cstring>

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

// "0", "1", …: the folder of each thread, where its files are.
bool isThreadFolder(const char *name)
{
    return isDigits(name, name + std::strlen(name));
}
} // namespace

int removeFilesLeftovers(const QString &directory)
{
    return Scratch::removeDeadRunFolders(
        directory, {.prefix = FolderPrefix, .isOwnFile = isTestFile, .isOwnFolder = isThreadFolder});
}

} // namespace Sektor::SmallFiles
