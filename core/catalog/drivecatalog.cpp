// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalog/drivecatalog.h"
#include "catalog/automount.h"
#include "catalog/drivereader.h"
#include "catalog/loopbacking.h"
#include "catalog/swaps.h"
#include "catalog/sysfsattribute.h"
#include "sektorcore_debug.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <sys/stat.h>
#include <sys/sysmacros.h>

namespace Sektor::Catalog {

namespace {
// Deeper than any real dm/md stack; only guards against a malformed (fixture) tree that loops.
constexpr int MaxStackDepth = 16;

// The places whose filesystems the running system needs; the EFI system partition among them,
// since overwriting it leaves the machine unbootable.
const QStringList &systemMountPoints()
{
    static const QStringList points {QStringLiteral("/"),
                                     QStringLiteral("/boot"),
                                     QStringLiteral("/boot/efi"),
                                     QStringLiteral("/efi"),
                                     QStringLiteral("/usr"),
                                     QStringLiteral("/var")};
    return points;
}

QString absoluteCleanPath(const QString &path)
{
    const QString canonical = QFileInfo(path).canonicalFilePath();
    return canonical.isEmpty() ? QDir::cleanPath(QDir::current().absoluteFilePath(path)) : canonical;
}
} // namespace

DriveCatalog::DriveCatalog(const QString &sysRoot, const QString &procRoot, const QString &devRoot)
    : m_sysRoot(sysRoot)
{
    const QString liveDevRoot
        = !devRoot.isEmpty() ? devRoot : (sysRoot == QLatin1String("/sys") ? QStringLiteral("/dev") : QString());
    const QString blockRoot = sysRoot + QLatin1String("/block");
    const QStringList names = QDir(blockRoot).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &name : names) {
        const QString dir = blockRoot + QLatin1Char('/') + name;
        Drive d = readDrive(sysRoot, name);
        m_diskOfName.insert(name, name);
        m_nameOfDevice.insert(readAttribute(dir + QLatin1String("/dev")), name);
        const QString dmName = readAttribute(dir + QLatin1String("/dm/name"));
        if (!dmName.isEmpty())
            m_nameOfDmName.insert(dmName, name);
        for (const Partition &p : std::as_const(d.partitions)) {
            m_diskOfName.insert(p.name, name);
            m_nameOfDevice.insert(readAttribute(dir + QLatin1Char('/') + p.name + QLatin1String("/dev")), p.name);
        }
        m_drives.append(std::move(d));
    }
    m_nameOfDevice.remove(QString());
    applyLoopBacking(liveDevRoot);
    // A system path behind an automount (systemd's /boot, /efi) shows no device until it is
    // used, and its partition would look free: use it so the kernel mounts it, then read again.
    if (!liveDevRoot.isEmpty() && triggerAutomounts(readMountInfo(procRoot), systemMountPoints()))
        qCInfo(SEKTOR_CORE) << "triggered automounts of system paths";
    m_mounts = readMountInfo(procRoot);
    applyMounts();
    applySwaps(readSwaps(procRoot));
    applyVisibility();
    applySystemRole();
}

QList<Drive> DriveCatalog::visibleDrives() const
{
    QList<Drive> result;
    for (const Drive &d : m_drives) {
        if (!d.hidden())
            result.append(d);
    }
    return result;
}

const Drive *DriveCatalog::drive(const QString &kernelName) const
{
    for (const Drive &d : m_drives) {
        if (d.name == kernelName)
            return &d;
    }
    return nullptr;
}

QString DriveCatalog::diskOf(const QString &kernelName) const
{
    return m_diskOfName.value(kernelName);
}

QStringList DriveCatalog::underlyingDrives(const QString &kernelName) const
{
    QStringList result;
    collectUnderlying(kernelName, result, 0);
    result.sort();
    result.removeDuplicates();
    return result;
}

void DriveCatalog::collectUnderlying(const QString &kernelName, QStringList &out, int depth) const
{
    const Drive *d = drive(diskOf(kernelName));
    if (!d || depth > MaxStackDepth)
        return;
    // A dm/md device's slaves may themselves be partitions or other stacked devices.
    if (d->slaves.isEmpty()) {
        out.append(d->name);
        return;
    }
    for (const QString &slave : d->slaves)
        collectUnderlying(slave, out, depth + 1);
}

void DriveCatalog::collectChain(const QString &kernelName, QSet<QString> &out, int depth) const
{
    const QString disk = diskOf(kernelName);
    const Drive *d = drive(disk);
    if (!d || depth > MaxStackDepth)
        return;
    out.insert(kernelName);
    out.insert(disk);
    for (const QString &slave : d->slaves)
        collectChain(slave, out, depth + 1);
    // A loop device over a block device carries what is on it down to that device.
    const QString backing = m_backingOfLoop.value(disk);
    if (!backing.isEmpty())
        collectChain(backing, out, depth + 1);
}

QStringList DriveCatalog::holdersOf(const QString &kernelName) const
{
    const QString disk = diskOf(kernelName);
    if (disk.isEmpty())
        return {};
    QString dir = m_sysRoot + QLatin1String("/block/") + disk;
    if (disk != kernelName)
        dir += QLatin1Char('/') + kernelName;
    return QDir(dir + QLatin1String("/holders"))
        .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System, QDir::Name);
}

QStringList DriveCatalog::loopDevicesOver(const QString &kernelName) const
{
    QStringList loops;
    for (auto it = m_backingOfLoop.cbegin(); it != m_backingOfLoop.cend(); ++it) {
        if (it.value() == kernelName)
            loops.append(it.key());
    }
    loops.sort();
    return loops;
}

QStringList DriveCatalog::loopsSharingStorage(const QString &loopName) const
{
    const QString storage = m_storageOfLoop.value(loopName);
    QStringList loops;
    if (storage.isEmpty())
        return loops;
    for (auto it = m_storageOfLoop.cbegin(); it != m_storageOfLoop.cend(); ++it) {
        if (it.value() == storage && it.key() != loopName)
            loops.append(it.key());
    }
    loops.sort();
    return loops;
}

QString DriveCatalog::nameOfDevice(std::uint32_t major, std::uint32_t minor) const
{
    return m_nameOfDevice.value(QStringLiteral("%1:%2").arg(major).arg(minor));
}

QString DriveCatalog::nameOfNode(const QString &path) const
{
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0 || !S_ISBLK(st.st_mode))
        return {};
    return nameOfDevice(major(st.st_rdev), minor(st.st_rdev));
}

QString DriveCatalog::deviceOfPath(const QString &devicePath) const
{
    if (!devicePath.startsWith(QLatin1String("/dev/")))
        return {};
    // /dev/mapper/<name> is a link to ../dm-N; resolve it by the dm name so fixtures work too.
    if (devicePath.startsWith(QLatin1String("/dev/mapper/")))
        return m_nameOfDmName.value(devicePath.mid(12));
    const QString canonical = QFileInfo(devicePath).canonicalFilePath();
    const QString name = QFileInfo(canonical.isEmpty() ? devicePath : canonical).fileName();
    return m_diskOfName.contains(name) ? name : QString();
}

QString DriveCatalog::deviceOfMount(const MountEntry &mount) const
{
    // Major 0: an anonymous device number (btrfs, overlay…), so the mount source has to name the device.
    if (mount.major == 0)
        return deviceOfPath(mount.source);
    return m_nameOfDevice.value(QStringLiteral("%1:%2").arg(mount.major).arg(mount.minor));
}

void DriveCatalog::applyLoopBacking(const QString &devRoot)
{
    for (const Drive &d : std::as_const(m_drives)) {
        if (d.transport != Transport::Loop)
            continue;
        const QString dir = m_sysRoot + QLatin1String("/block/") + d.name;
        const std::optional<LoopBacking> kernel
            = loopBackingOfNode(devRoot, d.name, readAttribute(dir + QLatin1String("/dev")));
        QString backing;
        QString storage;
        if (kernel) {
            backing = m_nameOfDevice.value(kernel->device);
            storage = kernel->storage();
        } else if (!d.backingFile.isEmpty()) {
            const QString named = loopBackingNameFromPath(d.backingFile);
            backing = named.startsWith(QLatin1String("mapper/")) ? m_nameOfDmName.value(named.mid(7))
                                                                 : (m_diskOfName.contains(named) ? named : QString());
            // Without the kernel's answer the path is all there is: loops over the same path are one drive.
            storage = QLatin1String("path ") + d.backingFile;
        }
        if (!backing.isEmpty()) {
            m_backingOfLoop.insert(d.name, backing);
            storage = QLatin1String("device ") + backing;
        }
        if (!storage.isEmpty())
            m_storageOfLoop.insert(d.name, storage);
    }
}

void DriveCatalog::applyMounts()
{
    for (const MountEntry &m : std::as_const(m_mounts)) {
        const QString name = deviceOfMount(m);
        if (name.isEmpty())
            continue;
        for (Drive &d : m_drives) {
            if (d.name == name) {
                d.mountPoints.append(m.mountPoint);
                if (d.fsType.isEmpty())
                    d.fsType = m.fsType;
            }
            for (Partition &p : d.partitions) {
                if (p.name == name) {
                    p.mountPoints.append(m.mountPoint);
                    if (p.fsType.isEmpty())
                        p.fsType = m.fsType;
                }
            }
        }
    }
}

void DriveCatalog::applySwaps(const QStringList &swaps)
{
    for (const QString &path : swaps) {
        const QString name = deviceOfPath(path);
        if (name.isEmpty())
            continue; // A swap file: its filesystem's mount already marks the drive as in use.
        for (Drive &d : m_drives) {
            if (d.name == name)
                d.swap = true;
            for (Partition &p : d.partitions) {
                if (p.name == name)
                    p.swap = true;
            }
        }
    }
}

void DriveCatalog::applyVisibility()
{
    for (Drive &d : m_drives) {
        if (d.name.startsWith(QLatin1String("ram")))
            d.hiddenReason = QCoreApplication::translate("Sektor::Catalog", "RAM disk");
        else if (d.name.startsWith(QLatin1String("zram")) && d.swap)
            d.hiddenReason = QCoreApplication::translate("Sektor::Catalog", "compressed RAM used as swap");
        else if (d.name.startsWith(QLatin1String("zram")) && d.sizeBytes == 0)
            d.hiddenReason = QCoreApplication::translate("Sektor::Catalog", "compressed RAM disk not set up");
        else if (d.transport == Transport::Loop && (d.sizeBytes == 0 || d.backingFile.isEmpty()))
            d.hiddenReason = QCoreApplication::translate("Sektor::Catalog", "empty loop device");
        else if (d.name.startsWith(QLatin1String("sr")) && d.sizeBytes == 0)
            d.hiddenReason = QCoreApplication::translate("Sektor::Catalog", "no medium");
    }
}

void DriveCatalog::applySystemRole()
{
    QStringList systemDevices;
    for (const MountEntry &m : std::as_const(m_mounts)) {
        if (systemMountPoints().contains(m.mountPoint))
            systemDevices.append(deviceOfMount(m));
    }
    for (const Drive &d : std::as_const(m_drives)) {
        if (d.swap)
            systemDevices.append(d.name);
        for (const Partition &p : d.partitions) {
            if (p.swap)
                systemDevices.append(p.name);
        }
    }
    // The stacked device, the partitions and the drives below it all carry the system.
    for (const QString &name : std::as_const(systemDevices)) {
        if (!name.isEmpty())
            collectChain(name, m_systemMembers, 0);
    }
    for (Drive &d : m_drives)
        d.backsSystem = m_systemMembers.contains(d.name);
}

DirectoryLocation DriveCatalog::locate(const QString &path) const
{
    DirectoryLocation result;
    result.path = absoluteCleanPath(path);
    const qsizetype index = mountContaining(m_mounts, result.path);
    if (index < 0)
        return result;
    const MountEntry &m = m_mounts[index];
    result.mountPoint = m.mountPoint;
    result.fsType = m.fsType;
    result.source = m.source;
    result.device = deviceOfMount(m);
    if (!result.device.isEmpty())
        result.drives = underlyingDrives(result.device);
    return result;
}

} // namespace Sektor::Catalog
