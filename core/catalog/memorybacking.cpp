// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalog/memorybacking.h"
#include "catalog/sysfsattribute.h"

#include <QFile>

#include <sys/statfs.h>

namespace Sektor::Catalog {

bool isMemoryFilesystem(const QString &fsType)
{
    return fsType == QLatin1String("tmpfs") || fsType == QLatin1String("ramfs") || fsType == QLatin1String("devtmpfs");
}

bool isMemoryBackedByName(const QString &kernelName)
{
    if (kernelName.startsWith(QLatin1String("zram")) || kernelName.startsWith(QLatin1String("ram")))
        return true;
    const QString backing = readRawAttribute(QStringLiteral("/sys/block/%1/loop/backing_file").arg(kernelName));
    if (backing.isEmpty())
        return false;
    struct statfs fs
    {
    };
    // Deleted backing files read "… (deleted)"; statfs then fails and we do not guess.
    return ::statfs(QFile::encodeName(backing).constData(), &fs) == 0
        && (fs.f_type == 0x01021994 /* TMPFS_MAGIC */ || fs.f_type == 0x858458f6 /* RAMFS_MAGIC */);
}

} // namespace Sektor::Catalog
