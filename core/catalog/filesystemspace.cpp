// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalog/filesystemspace.h"

#include <QFile>

#include <sys/statvfs.h>

namespace Sektor::Catalog {

std::optional<FilesystemSpace> filesystemSpace(const QString &mountPoint)
{
    struct statvfs fs
    {
    };
    if (mountPoint.isEmpty() || ::statvfs(QFile::encodeName(mountPoint).constData(), &fs) != 0)
        return std::nullopt;
    return FilesystemSpace {std::uint64_t(fs.f_blocks) * fs.f_frsize, std::uint64_t(fs.f_bavail) * fs.f_frsize};
}

} // namespace Sektor::Catalog
