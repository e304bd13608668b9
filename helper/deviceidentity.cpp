// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "deviceidentity.h"

#include "deviceopener.h"

#include <QFile>

#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

// Linux 5.15 added it; older userspace headers lack the number (the kernel's uapi value).
#ifndef BLKGETDISKSEQ
#define BLKGETDISKSEQ _IOR(0x12, 128, __u64)
#endif

namespace Sektor::Helper {

namespace {
std::optional<quint64> readNumber(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    bool ok = false;
    const quint64 value = file.read(32).trimmed().toULongLong(&ok);
    return ok ? std::optional(value) : std::nullopt;
}
} // namespace

QString DeviceIdentity::describe(const QString &name) const
{
    return QStringLiteral("%1 %2:%3 diskseq %4").arg(name).arg(major(rdev)).arg(minor(rdev)).arg(diskseq);
}

std::optional<DeviceIdentity> identityFromSysfs(const QString &name, const QString &sysRoot)
{
    DeviceIdentity identity;
    if (!readDeviceNumber(sysRoot, name, identity.rdev))
        return std::nullopt;
    const QString dir = sysRoot + QLatin1String("/class/block/") + name;
    // A partition's directory sits inside its disk's, and only disks have a diskseq.
    std::optional<quint64> seq = readNumber(dir + QLatin1String("/diskseq"));
    if (!seq)
        seq = readNumber(dir + QLatin1String("/../diskseq"));
    if (!seq)
        return std::nullopt;
    identity.diskseq = *seq;
    return identity;
}

std::optional<DeviceIdentity> identityOfDescriptor(int fd)
{
    struct stat st
    {
    };
    if (fstat(fd, &st) != 0 || !S_ISBLK(st.st_mode))
        return std::nullopt;
    __u64 seq = 0;
    if (ioctl(fd, BLKGETDISKSEQ, &seq) != 0)
        return std::nullopt;
    return DeviceIdentity {st.st_rdev, seq};
}

} // namespace Sektor::Helper
