// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalog/targetdrives.h"

namespace Sektor {

using namespace Catalog;

namespace {
MeasuredDrive measured(const Drive &d)
{
    return MeasuredDrive {d.name,
                          d.model,
                          d.serial,
                          d.wwid,
                          d.firmware,
                          transportId(d.transport),
                          d.sizeBytes,
                          d.rotational,
                          {},
                          {},
                          {},
                          {},
                          d.ioTimeoutMs};
}

// The whole drive a device name belongs to: itself, or the drive one of whose partitions it is.
QString wholeDriveOf(const QString &kernelName, const DriveCatalog &catalog)
{
    for (const Drive &d : catalog.drives()) {
        if (d.name == kernelName)
            return d.name;
        for (const Partition &p : d.partitions) {
            if (p.name == kernelName)
                return d.name;
        }
    }
    return {};
}
} // namespace

void describeTargetDrives(TargetInfo &target, const QString &kernelName, const Catalog::DriveCatalog &catalog)
{
    QStringList names;
    if (target.kind == TargetInfo::Kind::Directory) {
        const DirectoryLocation location = catalog.locate(target.path);
        target.mountPoint = location.mountPoint;
        names = location.drives;
    } else if (const QString drive = wholeDriveOf(kernelName, catalog); !drive.isEmpty()) {
        names << drive;
    }
    target.drives.clear();
    for (const QString &name : std::as_const(names)) {
        if (const Drive *d = catalog.drive(name))
            target.drives << measured(*d);
    }
}

} // namespace Sektor
