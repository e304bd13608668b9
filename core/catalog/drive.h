// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace Sektor::Catalog {

/// How a drive is attached. SATA covers SAS and other SCSI disks: the kernel does not tell them apart cheaply.
enum class Transport {
    Other,
    Nvme,
    Sata,
    Usb,
    Mmc,
    Virtio,
    Loop,
};

/// The kernel's queue/write_cache setting.
enum class WriteCache {
    Unknown,
    WriteBack,
    WriteThrough,
};

/// A partition of a Drive, with what is mounted from it.
struct Partition
{
    QString name; ///< Kernel name ("sda1", "nvme0n1p2").
    int number = 0; ///< The partition number, 0 when unknown.
    std::uint64_t sizeBytes = 0;
    QString fsType; ///< Filesystem type of its first mount, empty when not mounted.
    QStringList mountPoints; ///< Every place it is mounted (bind mounts included), in mount order.
    bool swap = false; ///< Active swap.
    bool readOnly = false;
};

/**
 * A whole block device as the kernel lists it in /sys/block. Text attributes are empty when the
 * kernel does not provide them; callers show "unknown" (see orUnknown()).
 */
struct Drive
{
    QString name; ///< Kernel name ("sda", "nvme0n1", "loop3").
    QString model;
    QString vendor;
    QString serial;
    QString wwid; ///< World Wide Name ("naa.5000c500…", "eui.0025…"), where the kernel reports one.
    QString firmware;
    Transport transport = Transport::Other;
    std::uint64_t sizeBytes = 0;
    bool rotational = false;
    bool removable = false;
    bool readOnly = false;
    std::uint32_t logicalBlockSize = 0;
    std::uint32_t physicalBlockSize = 0;
    WriteCache writeCache = WriteCache::Unknown;
    std::uint32_t ioTimeoutMs = 0; ///< The kernel's I/O timeout (queue/io_timeout); 0 where it tells none.
    /// Temperature from the device's hwmon (NVMe), in millidegrees Celsius; empty when not reported.
    std::optional<int> temperatureMilliCelsius;
    QString backingFile; ///< Loop devices: the file behind it.
    /// Loop devices: the user owning the file at backingFile's path (whoever attached another user's disk image), -1
    /// when unknown (no such file any more, or no path).
    qint64 backingFileOwner = -1;
    QStringList slaves; ///< Device-mapper/md: the kernel names of the devices below (slaves/).
    QString fsType; ///< A filesystem on the whole device (no partition table), when mounted.
    QStringList mountPoints; ///< Mount points of the whole device itself.
    bool swap = false; ///< The whole device is active swap.
    QList<Partition> partitions;
    /// The drive holds /, /boot, /usr, /var or active swap, directly or below a dm/md stack.
    bool backsSystem = false;
    /// Why the drive is not worth listing (RAM disk, empty loop device…); empty when it is.
    QString hiddenReason;

    bool hidden() const { return !hiddenReason.isEmpty(); }
    /// True when the drive or any of its partitions is mounted or used as swap.
    bool inUse() const;
    /// Every mount point of the drive and its partitions.
    QStringList allMountPoints() const;
};

/// "NVMe", "SATA/SAS", "USB"…, translated.
QString transportName(Transport transport);
/// Stable lowercase identifier for JSON ("nvme", "sata", "usb", "mmc", "virtio", "loop", "other").
QString transportId(Transport transport);
/// The transport with this identifier (as a result file records it); Other for any it does not know.
Transport transportFromId(const QString &id);
/// The value, or a translated "unknown" when it is empty.
QString orUnknown(const QString &value);

} // namespace Sektor::Catalog
