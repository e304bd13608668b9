// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalog/buskeys.h"

#include <QFileInfo>
#include <QRegularExpression>

namespace Sektor::Catalog {

namespace {
// A file behind a loop device can lie on another loop device's filesystem, and so on; no real stack is deeper.
constexpr int MaxDepth = 8;

QStringList keysOfDirectory(const QString &path, const DriveCatalog &catalog, int depth);

// The deepest PCI function in the drive's sysfs path: /sys/devices/pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/…
QString pciKey(const QString &driveName, const DriveCatalog &catalog)
{
    static const QRegularExpression function(QStringLiteral("^[0-9a-f]{4}:[0-9a-f]{2}:[0-9a-f]{2}\\.[0-9a-f]$"));
    const QString path = QFileInfo(catalog.sysRoot() + QStringLiteral("/block/") + driveName).canonicalFilePath();
    QString deepest;
    for (const QString &part : path.split(QLatin1Char('/'), Qt::SkipEmptyParts)) {
        if (function.match(part).hasMatch())
            deepest = part;
    }
    return deepest.isEmpty() ? QString() : QStringLiteral("pci:") + deepest;
}

QStringList keysOfDevice(const QString &kernelName, const DriveCatalog &catalog, int depth)
{
    QStringList keys;
    QStringList drives = catalog.underlyingDrives(kernelName);
    if (drives.isEmpty())
        drives << kernelName;
    for (const QString &name : std::as_const(drives)) {
        const Drive *drive = catalog.drive(name);
        const QString backingDevice = catalog.loopBackingDevice(name);
        if (depth < MaxDepth && !backingDevice.isEmpty())
            keys << keysOfDevice(backingDevice, catalog, depth + 1);
        else if (depth < MaxDepth && drive && !drive->backingFile.isEmpty())
            keys << keysOfDirectory(drive->backingFile, catalog, depth + 1);
        else if (const QString pci = pciKey(name, catalog); !pci.isEmpty())
            keys << pci;
        else if (drive)
            keys << QStringLiteral("device:") + name;
    }
    keys.removeDuplicates();
    return keys.isEmpty() ? QStringList {QStringLiteral("unknown")} : keys;
}

QStringList keysOfDirectory(const QString &path, const DriveCatalog &catalog, int depth)
{
    const DirectoryLocation where = catalog.locate(path);
    if (!where.onDrive()) {
        if (where.mountPoint.isEmpty())
            return {QStringLiteral("unknown")};
        // RAM: what a tmpfs measures; anything else on no drive (a network or FUSE filesystem) goes by its mount.
        const bool memory = where.fsType == QLatin1String("tmpfs") || where.fsType == QLatin1String("ramfs");
        return {memory ? QStringLiteral("memory") : QStringLiteral("mount:") + where.mountPoint};
    }
    QStringList keys;
    for (const QString &drive : where.drives)
        keys << keysOfDevice(drive, catalog, depth);
    keys.removeDuplicates();
    return keys;
}
} // namespace

QStringList busKeysOfDevice(const QString &kernelName, const DriveCatalog &catalog)
{
    return keysOfDevice(kernelName, catalog, 0);
}

QStringList busKeysOfDirectory(const QString &path, const DriveCatalog &catalog)
{
    return keysOfDirectory(path, catalog, 0);
}

} // namespace Sektor::Catalog
