// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "station/eligibility.h"

#include "catalog/memorybacking.h"

#include <QCoreApplication>

namespace Sektor::Station {

namespace {
using Catalog::Drive;
using Catalog::DriveCatalog;

// A loop device can lie over another loop device's file or device, and so on; no real stack is deeper.
constexpr int MaxDepth = 8;

bool inMemory(const Drive &drive, const DriveCatalog &catalog, int depth)
{
    if (drive.name.startsWith(QLatin1String("zram")) || drive.name.startsWith(QLatin1String("ram")))
        return true;
    if (depth >= MaxDepth || drive.transport != Catalog::Transport::Loop)
        return false;
    if (const QString device = catalog.loopBackingDevice(drive.name); !device.isEmpty()) {
        const Drive *below = catalog.drive(catalog.diskOf(device));
        return below && inMemory(*below, catalog, depth + 1);
    }
    // The file's filesystem as the catalog's mounts place it (the same reading isMemoryBackedByName() makes by statfs).
    return !drive.backingFile.isEmpty() && Catalog::isMemoryFilesystem(catalog.locate(drive.backingFile).fsType);
}

bool held(const Drive &drive, const DriveCatalog &catalog)
{
    if (!catalog.holdersOf(drive.name).isEmpty() || !catalog.loopDevicesOver(drive.name).isEmpty())
        return true;
    for (const Catalog::Partition &p : drive.partitions) {
        if (!catalog.holdersOf(p.name).isEmpty() || !catalog.loopDevicesOver(p.name).isEmpty())
            return true;
    }
    return false;
}

bool beingTested(const Drive &drive, const DriveCatalog &catalog, const QSet<QString> &testing)
{
    if (testing.contains(drive.name))
        return true;
    const QStringList sharing = catalog.loopsSharingStorage(drive.name);
    return std::any_of(sharing.begin(), sharing.end(), [&testing](const QString &other) {
        return testing.contains(other);
    });
}

Refusal
refusalOf(const QString &name, const DriveCatalog &catalog, const QSet<QString> &testing, const LoopDevices &loops)
{
    const QString disk = catalog.diskOf(name);
    if (disk.isEmpty())
        return Refusal::Absent;
    if (disk != name)
        return Refusal::Partition;
    const Drive &drive = *catalog.drive(name);
    if (drive.hidden() && drive.transport == Catalog::Transport::Loop)
        return Refusal::Absent; // a loop device with nothing behind it is no drive yet
    if (!drive.slaves.isEmpty())
        return Refusal::Stacked;
    if (drive.backsSystem || catalog.backsSystem(name))
        return Refusal::SystemDisk;
    if (drive.inUse())
        return Refusal::Mounted;
    if (held(drive, catalog))
        return Refusal::Held;
    if (inMemory(drive, catalog, 0))
        return Refusal::MemoryBacked;
    if (loops.writes && drive.transport == Catalog::Transport::Loop) {
        if (!loops.include)
            return Refusal::LoopDevice;
        if (drive.backingFileOwner < 0 || drive.backingFileOwner != loops.user)
            return Refusal::LoopOfAnotherUser;
    }
    if (drive.hidden())
        return Refusal::Absent; // no medium
    if (beingTested(drive, catalog, testing))
        return Refusal::Testing;
    return Refusal::None;
}
} // namespace

Eligibility stationEligibility(const QString &name,
                               const DriveCatalog &catalog,
                               const QSet<QString> &testing,
                               const LoopDevices &loops)
{
    const Refusal refusal = refusalOf(name, catalog, testing, loops);
    return Eligibility {refusal, refusalText(refusal)};
}

QString refusalText(Refusal refusal)
{
    const auto say = [](const char *text) {
        return QCoreApplication::translate("Sektor::Station", text);
    };
    switch (refusal) {
    case Refusal::None:
        break;
    case Refusal::Absent:
        return say(QT_TRANSLATE_NOOP("Sektor::Station", "not there (gone again, or nothing attached or inserted)"));
    case Refusal::Partition:
        return say(QT_TRANSLATE_NOOP("Sektor::Station", "a partition, not a whole drive"));
    case Refusal::Stacked:
        return say(QT_TRANSLATE_NOOP("Sektor::Station", "a device stacked over other devices (dm, md), not a drive"));
    case Refusal::SystemDisk:
        return say(QT_TRANSLATE_NOOP("Sektor::Station", "the system disk (it holds /, /boot, /usr, /var or swap)"));
    case Refusal::Mounted:
        return say(QT_TRANSLATE_NOOP("Sektor::Station", "a filesystem on it is mounted"));
    case Refusal::Held:
        return say(QT_TRANSLATE_NOOP("Sektor::Station", "held by a device stacked on it (dm, md or loop)"));
    case Refusal::MemoryBacked:
        return say(
            QT_TRANSLATE_NOOP("Sektor::Station", "it lives in RAM (zram, a RAM disk, a loop device over tmpfs)"));
    case Refusal::LoopDevice:
        return say(QT_TRANSLATE_NOOP("Sektor::Station",
                                     "a loop device (someone's disk image, perhaps): a station that writes takes "
                                     "those only with --include-loop-devices"));
    case Refusal::LoopOfAnotherUser:
        return say(QT_TRANSLATE_NOOP("Sektor::Station",
                                     "a loop device over a file that is not this user's (another user's disk image)"));
    case Refusal::Testing:
        return say(QT_TRANSLATE_NOOP("Sektor::Station", "the station tests it already"));
    }
    return {};
}

} // namespace Sektor::Station
