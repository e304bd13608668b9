// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "catalog/drive.h"
#include "catalog/mountinfo.h"

#include <QHash>
#include <QSet>

namespace Sektor::Catalog {

/// Where a directory lives: its mount, the device mounted there and the drive(s) below that.
struct DirectoryLocation
{
    QString path; ///< The canonical path that was looked up.
    QString mountPoint;
    QString fsType;
    QString source; ///< The mount source as mountinfo gives it ("/dev/sda1", "tmpfs").
    QString device; ///< Kernel name of the mounted block device ("sda1", "dm-0"), empty for none.
    QStringList drives; ///< Whole drives under it, through partitions and dm/md stacks, sorted.

    /// True when the directory is on at least one drive in the catalog.
    bool onDrive() const { return !drives.isEmpty(); }
};

/**
 * Every block device of the machine, read from sysfs (/sys/block) with what is mounted from it
 * (/proc/self/mountinfo) and used as swap (/proc/swaps). The roots are parameters so tests can
 * point the catalog at fixture trees. The catalog is a snapshot: devices that appear or vanish
 * later are seen by a new catalog, and a vanished one is simply absent, never an error.
 */
class DriveCatalog
{
public:
    /**
     * devRoot is where the device nodes are, for the facts only the kernel can tell through one
     * (a loop device's backing device) and for triggering automounts of system paths. Empty: the
     * live /dev when sysRoot is the live /sys, none otherwise, so a fixture tree never touches
     * the machine's devices.
     */
    explicit DriveCatalog(const QString &sysRoot = QStringLiteral("/sys"),
                          const QString &procRoot = QStringLiteral("/proc"),
                          const QString &devRoot = QString());

    /// All block devices, sorted by kernel name, hidden ones included (see Drive::hidden()).
    const QList<Drive> &drives() const { return m_drives; }
    /// The drives worth showing a user.
    QList<Drive> visibleDrives() const;
    /// The drive with this kernel name, or nullptr.
    const Drive *drive(const QString &kernelName) const;
    /// The whole drive a kernel name belongs to ("sda" for "sda1", itself for a drive), or empty.
    QString diskOf(const QString &kernelName) const;
    /// The drives at the bottom of a device: through its partition's disk and slaves/, recursively.
    QStringList underlyingDrives(const QString &kernelName) const;
    /// True when the device (drive or partition) holds /, /boot, /efi, /usr, /var or swap, or lies under one that does.
    bool backsSystem(const QString &kernelName) const { return m_systemMembers.contains(kernelName); }
    /// The devices stacked on this one (holders/: device-mapper, md), by kernel name.
    QStringList holdersOf(const QString &kernelName) const;
    /// The loop devices whose backing file is this very device (not a file on it), by kernel name.
    QStringList loopDevicesOver(const QString &kernelName) const;
    /**
     * The other loop devices over the same storage as @p loopName: the same backing file (by the filesystem and inode
     * the kernel gives; by its path where the kernel cannot be asked) or the same backing device. They read and write
     * the same sectors, so they are one drive. Sorted; empty for none or no loop device.
     */
    QStringList loopsSharingStorage(const QString &loopName) const;
    /// Kernel name of the block device with this number, or empty.
    QString nameOfDevice(std::uint32_t major, std::uint32_t minor) const;
    /// Kernel name of the block device node at @p path ("/dev/sdb", "/dev/disk/by-id/…"), by its device number;
    /// empty when @p path is no block device.
    QString nameOfNode(const QString &path) const;
    /// Kernel name of the block device behind a mount, or empty (tmpfs, proc…).
    QString deviceOfMount(const MountEntry &mount) const;
    /// The mount and drive(s) under a directory. An absent path is looked up as written (made absolute).
    DirectoryLocation locate(const QString &path) const;
    const QList<MountEntry> &mounts() const { return m_mounts; }
    /// The sysfs tree read ("/sys", or a fixture).
    const QString &sysRoot() const { return m_sysRoot; }
    /// The block device a loop device is backed by (not a file), or empty.
    QString loopBackingDevice(const QString &loopName) const { return m_backingOfLoop.value(loopName); }

private:
    QString deviceOfPath(const QString &devicePath) const;
    void collectUnderlying(const QString &kernelName, QStringList &out, int depth) const;
    void collectChain(const QString &kernelName, QSet<QString> &out, int depth) const;
    void applyLoopBacking(const QString &devRoot);
    void applyMounts();
    void applySwaps(const QStringList &swaps);
    void applyVisibility();
    void applySystemRole();

    QString m_sysRoot;
    QList<Drive> m_drives;
    QList<MountEntry> m_mounts;
    QHash<QString, QString> m_diskOfName; ///< Kernel name (drive or partition) → drive name.
    QHash<QString, QString> m_nameOfDevice; ///< "major:minor" → kernel name.
    QHash<QString, QString> m_nameOfDmName; ///< Device-mapper name ("vg-root") → kernel name.
    QHash<QString, QString> m_backingOfLoop; ///< Loop device → the block device it is backed by.
    QHash<QString, QString> m_storageOfLoop; ///< Loop device → what it reads and writes (LoopBacking::storage()).
    QSet<QString> m_systemMembers; ///< System devices and every device below them.
};

} // namespace Sektor::Catalog
