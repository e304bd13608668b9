// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalog/deviceidentityreader.h"

#include <QFile>
#include <QFileInfo>

#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

// Linux 5.15 added it; older userspace headers lack the number (the kernel's uapi value).
#ifndef BLKGETDISKSEQ
#define BLKGETDISKSEQ _IOR(0x12, 128, __u64)
#endif

namespace Sektor::Catalog {

namespace {
constexpr quint64 SectorBytes = 512; // sysfs counts start and size in 512-byte sectors, whatever the device's

QByteArray readSmall(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.read(64).trimmed() : QByteArray();
}

std::optional<quint64> readNumber(const QString &path)
{
    bool ok = false;
    const quint64 value = readSmall(path).toULongLong(&ok);
    return ok ? std::optional(value) : std::nullopt;
}

// A partition's directory has a "partition" attribute (its number); a disk's has none.
bool isPartitionDir(const QString &dir)
{
    return QFileInfo::exists(dir + QLatin1String("/partition"));
}
} // namespace

std::optional<dev_t> deviceNumberFromSysfs(const QString &name, const QString &sysRoot)
{
    const QList<QByteArray> parts
        = readSmall(sysRoot + QLatin1String("/class/block/") + name + QLatin1String("/dev")).split(':');
    if (parts.size() != 2)
        return std::nullopt;
    bool majorOk = false;
    bool minorOk = false;
    const uint maj = parts[0].toUInt(&majorOk);
    const uint min = parts[1].toUInt(&minorOk);
    if (!majorOk || !minorOk)
        return std::nullopt;
    return makedev(maj, min);
}

std::optional<DeviceIdentity> identityFromSysfs(const QString &name, const QString &sysRoot)
{
    const std::optional<dev_t> rdev = deviceNumberFromSysfs(name, sysRoot);
    if (!rdev)
        return std::nullopt;
    const QString dir = sysRoot + QLatin1String("/class/block/") + name;
    const bool partition = isPartitionDir(dir);
    // A partition's directory sits inside its disk's, and only disks have a diskseq.
    const std::optional<quint64> seq
        = readNumber(dir + (partition ? QLatin1String("/../diskseq") : QLatin1String("/diskseq")));
    const std::optional<quint64> start
        = partition ? readNumber(dir + QLatin1String("/start")) : std::optional<quint64>(0);
    const std::optional<quint64> sectors = readNumber(dir + QLatin1String("/size"));
    if (!seq || !start || !sectors)
        return std::nullopt;
    return DeviceIdentity {*rdev, *seq, *start, *sectors};
}

std::optional<DeviceIdentity> identityOfDescriptor(int fd, const QString &sysRoot)
{
    struct stat st
    {
    };
    if (fstat(fd, &st) != 0 || !S_ISBLK(st.st_mode))
        return std::nullopt;
    __u64 seq = 0;
    std::uint64_t bytes = 0;
    if (ioctl(fd, BLKGETDISKSEQ, &seq) != 0 || ioctl(fd, BLKGETSIZE64, &bytes) != 0)
        return std::nullopt;
    const QString dir = sysRoot + QStringLiteral("/dev/block/%1:%2").arg(major(st.st_rdev)).arg(minor(st.st_rdev));
    std::optional<quint64> start = 0;
    if (isPartitionDir(dir))
        start = readNumber(dir + QLatin1String("/start"));
    if (!start)
        return std::nullopt;
    return DeviceIdentity {st.st_rdev, seq, *start, bytes / SectorBytes};
}

} // namespace Sektor::Catalog
