// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "safety/writeverdict.h"
#include "catalog/drivecatalog.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>

#include <sys/stat.h>
#include <sys/sysmacros.h>

namespace Sektor::Safety {

namespace {
using Catalog::Drive;
using Catalog::Partition;

// Whether a verdict also weighs the devices that share sectors with this one through loop devices (Followed), or
// only the device's own use (Own: what those devices are judged by, so the judging never goes round in circles).
enum class Relations { Followed, Own };

void refuse(WriteVerdict &v, Refusal kind, const QString &text)
{
    v.reasons.append(RefusalReason {kind, text});
}

// The loop driver does not claim the device behind a loop device, so O_EXCL cannot catch a write
// there: whatever is on the loop device (a mounted filesystem) would be destroyed silently.
void checkLoopBacking(WriteVerdict &v, const QString &name, const Catalog::DriveCatalog &catalog)
{
    const QStringList loops = catalog.loopDevicesOver(name);
    if (!loops.isEmpty())
        refuse(v,
               Refusal::Held,
               QCoreApplication::translate("Sektor::Safety", "%1 is in use by the loop device %2 set up over it.")
                   .arg(name, loops.join(QLatin1String(", "))));
}

// The checks shared by a whole drive and a partition: its own mounts, swap, holders, read-only.
// A partition judged as part of its whole disk has its mounts named as the partition's.
enum class Scope { Device, PartitionOfDisk };
void checkDevice(WriteVerdict &v,
                 const QString &name,
                 const QStringList &mountPoints,
                 bool swap,
                 bool readOnly,
                 const Catalog::DriveCatalog &catalog,
                 Relations relations,
                 Scope scope = Scope::Device)
{
    if (!mountPoints.isEmpty()) {
        const QString where = mountPoints.join(QLatin1String(", "));
        if (scope == Scope::PartitionOfDisk)
            refuse(v,
                   Refusal::PartitionMounted,
                   QCoreApplication::translate("Sektor::Safety", "Partition %1 is mounted at %2.").arg(name, where));
        else
            refuse(v,
                   Refusal::Mounted,
                   QCoreApplication::translate("Sektor::Safety", "%1 is mounted at %2.").arg(name, where));
    }
    if (swap)
        refuse(v, Refusal::Swap, QCoreApplication::translate("Sektor::Safety", "%1 is in use as swap.").arg(name));
    const QStringList holders = catalog.holdersOf(name);
    if (!holders.isEmpty())
        refuse(v,
               Refusal::Held,
               QCoreApplication::translate("Sektor::Safety", "%1 is in use by %2 (device-mapper, LVM or RAID).")
                   .arg(name, holders.join(QLatin1String(", "))));
    if (relations == Relations::Followed)
        checkLoopBacking(v, name, catalog);
    if (readOnly)
        refuse(v, Refusal::ReadOnly, QCoreApplication::translate("Sektor::Safety", "%1 is read-only.").arg(name));
}

WriteVerdict judge(const QString &kernelName, const Catalog::DriveCatalog &catalog, Relations relations);

// The sentences that say how a device is in use (mounted, swap, held, holding the system), as its own verdict gives
// them; what only stops writing that device itself (read-only, no medium) is left out.
QStringList usesOf(const QString &kernelName, const Catalog::DriveCatalog &catalog)
{
    QStringList uses;
    for (const RefusalReason &r : judge(kernelName, catalog, Relations::Own).reasons) {
        if (r.kind != Refusal::ReadOnly && r.kind != Refusal::NoMedium && r.kind != Refusal::NotFound)
            uses << r.text;
    }
    return uses;
}

// A loop device writes where its storage is: the block device below it, and whatever other loop device is set up
// over the same file or device. O_EXCL on the loop device claims neither, so a filesystem mounted from either would
// be destroyed silently.
void checkSharedStorage(WriteVerdict &v, const QString &loop, const Catalog::DriveCatalog &catalog)
{
    for (const QString &other : catalog.loopsSharingStorage(loop)) {
        if (const QStringList uses = usesOf(other, catalog); !uses.isEmpty())
            refuse(v,
                   Refusal::Held,
                   QCoreApplication::translate("Sektor::Safety",
                                               "%1 and the loop device %2 are set up over the same file or device, so "
                                               "writing one overwrites the other: %3")
                       .arg(loop, other, uses.join(QLatin1Char(' '))));
    }
    const QString backing = catalog.loopBackingDevice(loop);
    if (backing.isEmpty())
        return;
    if (const QStringList uses = usesOf(backing, catalog); !uses.isEmpty())
        refuse(v,
               Refusal::Held,
               QCoreApplication::translate("Sektor::Safety", "%1 is a loop device over %2, which is in use: %3")
                   .arg(loop, backing, uses.join(QLatin1Char(' '))));
}

WriteVerdict judge(const QString &kernelName, const Catalog::DriveCatalog &catalog, Relations relations)
{
    WriteVerdict v;
    const Drive *d = catalog.drive(catalog.diskOf(kernelName));
    if (!d) {
        refuse(
            v, Refusal::NotFound, QCoreApplication::translate("Sektor::Safety", "%1 was not found.").arg(kernelName));
        return v;
    }
    v.device = kernelName;
    if (d->sizeBytes == 0) {
        // A detached loop device keeps its /dev node; without this, "no reason" would read as "go".
        refuse(
            v, Refusal::NoMedium, QCoreApplication::translate("Sektor::Safety", "%1 has no medium.").arg(kernelName));
        return v;
    }
    if (d->name == kernelName) {
        checkDevice(v, kernelName, d->mountPoints, d->swap, d->readOnly, catalog, relations);
        // Writing the whole disk overwrites every partition, so each one's use counts too (its
        // read-only flag does not: the disk's own decides whether the disk can be written).
        for (const Partition &p : d->partitions)
            checkDevice(v, p.name, p.mountPoints, p.swap, false, catalog, relations, Scope::PartitionOfDisk);
    } else {
        for (const Partition &p : d->partitions) {
            if (p.name == kernelName)
                checkDevice(v, kernelName, p.mountPoints, p.swap, p.readOnly || d->readOnly, catalog, relations);
        }
        // A loop device over the whole disk reads and writes this partition's sectors too.
        if (relations == Relations::Followed)
            checkLoopBacking(v, d->name, catalog);
    }
    if (relations == Relations::Followed && d->transport == Catalog::Transport::Loop)
        checkSharedStorage(v, d->name, catalog);
    if (catalog.backsSystem(kernelName))
        refuse(v,
               Refusal::BacksSystem,
               QCoreApplication::translate("Sektor::Safety", "%1 holds the running system.").arg(kernelName));
    else if (catalog.backsSystem(d->name))
        // One mistyped partition number away from the system's own partition: the disk that
        // holds the running system is off limits as a whole.
        refuse(v,
               Refusal::BacksSystem,
               QCoreApplication::translate("Sektor::Safety", "%1 is on %2, the disk that holds the running system.")
                   .arg(kernelName, d->name));
    return v;
}
} // namespace

bool WriteVerdict::refusedFor(Refusal kind) const
{
    return std::any_of(reasons.cbegin(), reasons.cend(), [kind](const RefusalReason &r) {
        return r.kind == kind;
    });
}

WriteVerdict rawWriteVerdictForName(const QString &kernelName, const Catalog::DriveCatalog &catalog)
{
    return judge(kernelName, catalog, Relations::Followed);
}

WriteVerdict rawWriteVerdict(const QString &devicePath, const Catalog::DriveCatalog &catalog)
{
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(devicePath).constData(), &st) != 0) {
        WriteVerdict v;
        refuse(
            v, Refusal::NotFound, QCoreApplication::translate("Sektor::Safety", "%1 was not found.").arg(devicePath));
        return v;
    }
    if (!S_ISBLK(st.st_mode)) {
        WriteVerdict v;
        refuse(v,
               Refusal::NotBlockDevice,
               QCoreApplication::translate("Sektor::Safety", "%1 is not a block device.").arg(devicePath));
        return v;
    }
    const QString name = catalog.nameOfDevice(major(st.st_rdev), minor(st.st_rdev));
    if (name.isEmpty()) {
        // A node whose device vanished after the catalog was read, or never existed.
        WriteVerdict v;
        refuse(
            v, Refusal::NotFound, QCoreApplication::translate("Sektor::Safety", "%1 was not found.").arg(devicePath));
        return v;
    }
    return rawWriteVerdictForName(name, catalog);
}

} // namespace Sektor::Safety
