// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/targetprobe.h"
#include "catalog/loopbacking.h"
#include "catalog/memorybacking.h"
#include "catalog/mountinfo.h"
#include "catalog/sysfsattribute.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

namespace Sektor::TargetProbe {

namespace {
QString sysfsDevicePath(dev_t device)
{
    return QStringLiteral("/sys/dev/block/%1:%2").arg(major(device)).arg(minor(device));
}
} // namespace

QString filesystemOf(const QString &path)
{
    const QString canonical = QFileInfo(path).canonicalFilePath();
    if (canonical.isEmpty())
        return {};
    const QList<Catalog::MountEntry> mounts = Catalog::readMountInfo();
    const qsizetype index = Catalog::mountContaining(mounts, canonical);
    return index < 0 ? QString() : mounts[index].fsType;
}

QString blockDeviceName(dev_t device)
{
    const QString target = QFileInfo(sysfsDevicePath(device)).canonicalFilePath();
    return target.isEmpty() ? QString() : QFileInfo(target).fileName();
}

bool isPartition(dev_t device)
{
    return QFileInfo::exists(sysfsDevicePath(device) + QLatin1String("/partition"));
}

std::uint32_t logicalBlockSize(dev_t device)
{
    const QString base = QFileInfo(sysfsDevicePath(device)).canonicalFilePath();
    if (base.isEmpty())
        return 0;
    // A partition has no queue/ of its own: its disk is the parent directory.
    for (const QString &dir : {base, QFileInfo(base).path()}) {
        if (const std::uint64_t value = Catalog::readNumber(dir + QLatin1String("/queue/logical_block_size")))
            return std::uint32_t(value);
    }
    return 0;
}

std::uint32_t directIoAlignment(int fd)
{
    struct statx stx
    {
    };
    if (statx(fd, "", AT_EMPTY_PATH, STATX_DIOALIGN, &stx) != 0 || !(stx.stx_mask & STATX_DIOALIGN))
        return 0;
    return stx.stx_dio_offset_align;
}

bool isKernelFilesystem(const QString &fsType)
{
    static const QStringList types {
        QStringLiteral("proc"),     QStringLiteral("sysfs"),      QStringLiteral("devpts"),
        QStringLiteral("cgroup"),   QStringLiteral("cgroup2"),    QStringLiteral("debugfs"),
        QStringLiteral("tracefs"),  QStringLiteral("securityfs"), QStringLiteral("pstore"),
        QStringLiteral("bpf"),      QStringLiteral("configfs"),   QStringLiteral("fusectl"),
        QStringLiteral("mqueue"),   QStringLiteral("autofs"),     QStringLiteral("binfmt_misc"),
        QStringLiteral("efivarfs"), QStringLiteral("hugetlbfs"),  QStringLiteral("rpc_pipefs"),
        QStringLiteral("nsfs"),     QStringLiteral("selinuxfs"),
    };
    return types.contains(fsType);
}

bool isMemoryBackedDevice(const QString &kernelName, int deviceFd)
{
    if (deviceFd < 0)
        return Catalog::isMemoryBackedByName(kernelName);
    if (kernelName.startsWith(QLatin1String("zram")) || kernelName.startsWith(QLatin1String("ram")))
        return true;
    const std::optional<Catalog::LoopBacking> backing = Catalog::loopBackingOf(deviceFd);
    if (!backing || !backing->device.isEmpty())
        return false; // not a loop device, or a loop over another device (its own kind decides)
    const QList<Catalog::MountEntry> mounts = Catalog::readMountInfo();
    return std::any_of(mounts.cbegin(), mounts.cend(), [&](const Catalog::MountEntry &m) {
        return QStringLiteral("%1:%2").arg(m.major).arg(m.minor) == backing->filesystem
            && Catalog::isMemoryFilesystem(m.fsType);
    });
}

} // namespace Sektor::TargetProbe
