// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/target/runtarget.h"

#include <QCoreApplication>
#include <QIcon>
#include <QList>

namespace Sektor::Catalog {
class DriveCatalog;
struct Drive;
} // namespace Sektor::Catalog

namespace Sektor::Gui {

/// Turns the drive catalog into the targets a user picks from, and describes them in words.
class TargetList
{
    Q_DECLARE_TR_FUNCTIONS(TargetList)
public:
    /// The groups the selector lists its targets in, in this order, under a heading each.
    enum class Group {
        ChosenFolders, ///< Folders the user chose.
        Filesystems, ///< Mounted filesystems of drives.
        Memory, ///< Filesystems and devices in RAM (tmpfs, zram, a loop device over a file in RAM): they measure
                ///< memory.
        Drives, ///< Whole drives as raw devices.
        LoopDevices, ///< Loop devices as raw devices: a file on another drive.
    };

    /// Mounted filesystems of the visible drives (one per mount) and the whole drives as raw devices, in the order of
    /// their groups and, within one, in natural order ("loop2" before "loop10").
    static QList<RunTarget> fromCatalog(const Catalog::DriveCatalog &catalog);
    /// The group a catalog target is listed in (never ChosenFolders: the selector knows those).
    static Group groupOf(const RunTarget &target, const Catalog::DriveCatalog &catalog);
    /// The heading of a group in the selector ("Filesystems", "Loop devices (raw)").
    static QString groupHeading(Group group);
    /// Any directory the user chose, described through the mount and drive under it.
    static RunTarget directory(const QString &path, const Catalog::DriveCatalog &catalog);

    /// One line for the selector: "/home — Samsung SSD 980 · NVMe · 1 TB · 200 GB free".
    static QString label(const RunTarget &target, const Catalog::DriveCatalog &catalog);
    /// "Samsung SSD 980 · NVMe · 1 TB" (model, transport, size).
    static QString driveSummary(const Catalog::Drive &drive);
    /// The icon of a target: a folder, or the drive by how it is attached (USB stick, SD card, disk), or RAM.
    static QIcon icon(const RunTarget &target, const Catalog::DriveCatalog &catalog);
};

} // namespace Sektor::Gui
