// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/target/targetlist.h"
#include "gui/widgets/themedicon.h"

#include "catalog/drivecatalog.h"
#include "catalog/filesystemspace.h"
#include "catalog/memorybacking.h"
#include "safety/writeverdict.h"

#include <QCollator>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QStyle>

#include <algorithm>
#include <cmath>

#include <sys/statvfs.h>

namespace Sektor::Gui {

namespace {

// Mount options are not in the catalog; the live filesystem tells (a "ro" mount or a read-only device).
bool mountedReadOnly(const QString &mountPoint)
{
    struct statvfs st
    {
    };
    return ::statvfs(QFile::encodeName(mountPoint).constData(), &st) == 0 && (st.f_flag & ST_RDONLY);
}

RunTarget mountTarget(const QString &mountPoint, const QString &fsType, bool deviceReadOnly, const QString &drive)
{
    RunTarget t;
    t.path = mountPoint;
    t.drive = drive;
    t.fsType = fsType;
    t.readOnly = deviceReadOnly || mountedReadOnly(mountPoint);
    t.memoryBacked = Catalog::isMemoryFilesystem(fsType) || (!drive.isEmpty() && Catalog::isMemoryBackedByName(drive));
    if (const auto space = Catalog::filesystemSpace(mountPoint)) {
        t.freeBytes = space->freeBytes;
        t.totalBytes = space->totalBytes;
    }
    return t;
}

} // namespace

QList<RunTarget> TargetList::fromCatalog(const Catalog::DriveCatalog &catalog)
{
    QList<RunTarget> directories;
    QList<RunTarget> devices;
    for (const Catalog::Drive &d : catalog.visibleDrives()) {
        // One entry per filesystem (its first mount point): bind mounts would list it twice.
        if (!d.mountPoints.isEmpty())
            directories << mountTarget(d.mountPoints.first(), d.fsType, d.readOnly, d.name);
        for (const Catalog::Partition &p : d.partitions) {
            if (!p.mountPoints.isEmpty())
                directories << mountTarget(p.mountPoints.first(), p.fsType, p.readOnly, d.name);
        }
        RunTarget device;
        device.kind = RunTarget::Kind::Device;
        device.path = QLatin1String("/dev/") + d.name;
        device.drive = d.name;
        device.readOnly = d.readOnly;
        device.memoryBacked = Catalog::isMemoryBackedByName(d.name);
        for (const Safety::RefusalReason &r : Safety::rawWriteVerdictForName(d.name, catalog).reasons)
            device.writeRefusals << r.text;
        devices << device;
    }
    QList<RunTarget> targets = directories + devices;
    QCollator natural;
    natural.setNumericMode(true);
    std::stable_sort(targets.begin(), targets.end(), [&](const RunTarget &a, const RunTarget &b) {
        const Group ga = groupOf(a, catalog);
        const Group gb = groupOf(b, catalog);
        return ga != gb ? ga < gb : natural.compare(a.path, b.path) < 0;
    });
    return targets;
}

TargetList::Group TargetList::groupOf(const RunTarget &target, const Catalog::DriveCatalog &catalog)
{
    if (target.memoryBacked)
        return Group::Memory;
    if (!target.isDevice())
        return Group::Filesystems;
    const Catalog::Drive *drive = catalog.drive(target.drive);
    return drive && drive->transport == Catalog::Transport::Loop ? Group::LoopDevices : Group::Drives;
}

QString TargetList::groupHeading(Group group)
{
    switch (group) {
    case Group::ChosenFolders:
        return tr("Folders you chose");
    case Group::Filesystems:
        return tr("Filesystems");
    case Group::Memory:
        return tr("In memory (measures RAM, not a drive)");
    case Group::Drives:
        return tr("Whole drives (raw)");
    case Group::LoopDevices:
        return tr("Loop devices (raw)");
    }
    return {};
}

RunTarget TargetList::directory(const QString &path, const Catalog::DriveCatalog &catalog)
{
    const Catalog::DirectoryLocation where = catalog.locate(path);
    RunTarget t = mountTarget(where.mountPoint, where.fsType, false, where.drives.value(0));
    t.path = QFileInfo(path).absoluteFilePath();
    return t;
}

QString TargetList::driveSummary(const Catalog::Drive &drive)
{
    const QString model = drive.model.isEmpty() ? drive.name : drive.model;
    return tr("%1 · %2 · %3")
        .arg(model,
             Catalog::transportName(drive.transport),
             QLocale().formattedDataSize(qint64(drive.sizeBytes), 1, QLocale::DataSizeSIFormat));
}

QIcon TargetList::icon(const RunTarget &target, const Catalog::DriveCatalog &catalog)
{
    if (target.memoryBacked)
        return themedIcon("media-memory", QStyle::SP_DriveHDIcon);
    if (!target.isDevice())
        return themedIcon("folder", QStyle::SP_DirIcon);
    const Catalog::Drive *drive = catalog.drive(target.drive);
    switch (drive ? drive->transport : Catalog::Transport::Other) {
    case Catalog::Transport::Usb:
    case Catalog::Transport::Mmc:
        return themedIcon("drive-removable-media", QStyle::SP_DriveFDIcon);
    default:
        return themedIcon("drive-harddisk", QStyle::SP_DriveHDIcon);
    }
}

QString TargetList::label(const RunTarget &target, const Catalog::DriveCatalog &catalog)
{
    const Catalog::Drive *drive = catalog.drive(target.drive);
    // A filesystem in RAM has no drive to name: it is memory, said once (not "unknown drive · in memory").
    const QString memory = target.fsType.isEmpty() ? tr("RAM") : target.fsType;
    const bool memoryWithoutDrive = !drive && target.memoryBacked;
    const QString summary = drive ? driveSummary(*drive)
        : memoryWithoutDrive      ? tr("in memory (%1)").arg(memory)
                                  : tr("unknown drive");
    const QString system = drive && drive->backsSystem ? tr(" · system disk") : QString();
    if (target.isDevice())
        return tr("%1 — %2 — raw device").arg(target.path, summary)
            + (target.memoryBacked ? tr(" · in memory") : QString()) + system;
    QString text = tr("%1 — %2").arg(QDir::toNativeSeparators(target.path), summary);
    if (target.memoryBacked && !memoryWithoutDrive)
        text = tr("%1 · in memory (%2)").arg(text, memory);
    if (target.readOnly)
        return tr("%1 · read-only").arg(text);
    if (target.totalBytes > 0) {
        const QLocale locale;
        const std::uint64_t used = target.totalBytes - std::min(target.freeBytes, target.totalBytes);
        // "58 % used (275 GB of 476 GB)": how full the filesystem is decides whether a test file fits and how an SSD
        // behaves.
        text = tr("%1 · %2 % used (%3 of %4)")
                   .arg(text,
                        locale.toString(int(std::lround(100.0 * double(used) / double(target.totalBytes)))),
                        locale.formattedDataSize(qint64(used), 1, QLocale::DataSizeSIFormat),
                        locale.formattedDataSize(qint64(target.totalBytes), 1, QLocale::DataSizeSIFormat));
    }
    return text + system;
}

} // namespace Sektor::Gui
