// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "support/fillspace.h"

#include <filesystem>

#include <fcntl.h>
#include <sys/statvfs.h>
#include <unistd.h>

namespace Sektor::Test {

namespace {
constexpr std::uint64_t MiB = 1ull << 20;
}

std::uint64_t availableBytes(const std::string &path)
{
    struct statvfs vfs
    {
    };
    statvfs(path.c_str(), &vfs);
    return std::uint64_t(vfs.f_bavail) * vfs.f_frsize;
}

bool fillAllBut(const std::string &file, std::uint64_t leave)
{
    const std::string dir = std::filesystem::path(file).parent_path();
    const std::uint64_t available = availableBytes(dir);
    if (available <= leave)
        return false;
    const int fd = ::open(file.c_str(), O_CREAT | O_WRONLY | O_CLOEXEC, 0600);
    if (fd < 0)
        return false;
    const bool ok = posix_fallocate(fd, 0, off_t((available - leave) / MiB * MiB)) == 0 && fsync(fd) == 0;
    close(fd);
    // btrfs settles its free-space figures at the transaction commit.
    sync();
    return ok;
}

bool fillCompletely(const std::string &file)
{
    const int fd = ::open(file.c_str(), O_CREAT | O_WRONLY | O_CLOEXEC, 0600);
    if (fd < 0)
        return false;
    // Ever smaller pieces, each appended until the filesystem refuses it: a MiB at a time, then single blocks.
    off_t end = 0;
    for (const off_t piece : {off_t(MiB), off_t(64 * 1024), off_t(4096), off_t(1024)}) {
        while (posix_fallocate(fd, end, piece) == 0)
            end += piece;
    }
    const bool ok = fsync(fd) == 0;
    close(fd);
    sync();
    return ok;
}

} // namespace Sektor::Test
