// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "catalog/drivecatalog.h"

#include <QSet>
#include <QString>

namespace Sektor::Station {

/// Why the station leaves a device alone; None: it takes it.
enum class Refusal {
    None,
    Absent, ///< Gone again, or an empty loop device or reader (the catalog hides it).
    Partition, ///< Part of a drive, not the drive.
    Stacked, ///< A device-mapper or md device over other devices: not a drive of its own.
    SystemDisk, ///< Holds /, /boot, /efi, /usr, /var or swap, directly or under a stack.
    Mounted, ///< A filesystem on it or on one of its partitions is mounted.
    Held, ///< Another device is stacked on it or its partitions (dm, md, a loop device over it).
    MemoryBacked, ///< zram, a RAM disk, a loop device over a file in RAM.
    /// A loop device, at a station whose chain writes, without LoopDevices::include: someone's disk image, perhaps.
    LoopDevice,
    /// A loop device over a file of another user (or of no known owner), at a station whose chain writes.
    LoopOfAnotherUser,
    Testing, ///< The station tests it already (or another name for the same storage).
};

/// The verdict on one device, with the translated sentence the station logs.
struct Eligibility
{
    Refusal refusal = Refusal::None;
    QString reason;

    bool eligible() const { return refusal == Refusal::None; }
};

/**
 * Which loop devices a station takes. One whose chain reads only takes them all; one whose chain writes none, unless
 * asked (sektor-cli station --include-loop-devices), and then only those over a file of @p user's own: another user's
 * disk image attached with losetup or udisksctl loop-setup is theirs, whatever the consent to destroy new drives.
 */
struct LoopDevices
{
    bool writes = false;
    bool include = false;
    qint64 user = -1; ///< The station's user (geteuid()).
};

/**
 * Whether the station may test the block device @p name, judged on what @p catalog read (sysfs, mountinfo, swaps) and
 * on the devices it tests already (@p testing, kernel names): a whole drive that is not the system disk, has no mounted
 * filesystem on it or its partitions, is not held and not in RAM. Nothing is read here: a catalog of a fixture tree
 * gives the same answers as the machine's would. Loop devices count as drives as @p loops says. The first refusal in
 * the order of Refusal is the one given.
 */
Eligibility stationEligibility(const QString &name,
                               const Catalog::DriveCatalog &catalog,
                               const QSet<QString> &testing,
                               const LoopDevices &loops = {});

/// The translated sentence for @p refusal; empty for None.
QString refusalText(Refusal refusal);

} // namespace Sektor::Station
