// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "scratch/runfolders.h"

#include "model/uniquefd.h"

#include <QFile>

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

// Calls @p visit with the name of each entry of the open folder @p fd, which stays the caller's.
template<typename Visit>
void forEachEntry(int fd, Visit visit)
{
    UniqueFd copy(::dup(fd)); // fdopendir takes the descriptor over: the caller keeps its own
    DIR *dir = copy.isValid() ? ::fdopendir(copy.get()) : nullptr;
    if (!dir)
        return;
    static_cast<void>(copy.release()); // closedir closes it
    ::rewinddir(dir); // the descriptor's position is shared with the caller's
    while (const dirent *e = ::readdir(dir))
        visit(e->d_name);
    ::closedir(dir);
}

// Whether @p name in the folder @p fd is a real file (@p folder false) or folder (true), not a link.
bool isA(int fd, const char *name, bool folder)
{
    struct stat st
    {
    };
    return ::fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) == 0 && (folder ? S_ISDIR(st.st_mode) : S_ISREG(st.st_mode));
}

// The names in the folder @p fd that @p accepts and that are real files or folders (@p folders), never links.
std::vector<std::string> entriesOf(int fd, bool folders, bool (*accepts)(const char *))
{
    std::vector<std::string> found;
    forEachEntry(fd, [&](const char *name) {
        if (accepts(name) && isA(fd, name, folders))
            found.emplace_back(name);
    });
    return found;
}

UniqueFd openFolder(int parent, const char *name)
{
    return UniqueFd(::openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
}

// Removes the files of @p layout in the folder @p name of @p parent, in its own folders when the layout has some, and
// then each folder once empty (removing one that is not fails, and so keeps it). Returns how many files it removed.
int removeRunFolder(int parent, const char *name, const RunFolderLayout &layout, bool filesHere)
{
    UniqueFd fd = openFolder(parent, name);
    if (!fd.isValid())
        return 0;
    int removed = 0;
    if (filesHere) {
        for (const std::string &file : entriesOf(fd.get(), false, layout.isOwnFile))
            removed += ::unlinkat(fd.get(), file.c_str(), 0) == 0 ? 1 : 0;
    } else {
        for (const std::string &folder : entriesOf(fd.get(), true, layout.isOwnFolder))
            removed += removeRunFolder(fd.get(), folder.c_str(), layout, true);
    }
    fd.reset(); // closed before the folder goes
    ::unlinkat(parent, name, AT_REMOVEDIR);
    return removed;
}
} // namespace

std::vector<std::string> deadRunFolders(int parent, const char *prefix)
{
    std::vector<std::string> dead;
    forEachEntry(parent, [&](const char *name) {
        const pid_t pid = ownerPid(name, prefix);
        struct stat st
        {
        };
        if (pid == 0 || processRuns(pid) || ::fstatat(parent, name, &st, AT_SYMLINK_NOFOLLOW) != 0
            || !S_ISDIR(st.st_mode) || st.st_uid != ::geteuid())
            return;
        dead.emplace_back(name);
    });
    return dead;
}

int removeDeadRunFolders(const QString &directory, const RunFolderLayout &layout)
{
    const UniqueFd parent(::open(QFile::encodeName(directory).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!parent.isValid())
        return 0;
    int removed = 0;
    for (const std::string &name : deadRunFolders(parent.get(), layout.prefix))
        removed += removeRunFolder(parent.get(), name.c_str(), layout, layout.isOwnFolder == nullptr);
    return removed;
}

} // namespace Sektor::Scratch
