// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>
#include <QtGlobal>

#include <optional>

namespace Sektor::Catalog {

/// What the loop driver says about the file behind a loop device.
struct LoopBacking
{
    QString device; ///< "major:minor" of the block device it is backed by; empty for a regular file.
    QString filesystem; ///< "major:minor" of the filesystem that holds the backing file (its st_dev).
    quint64 inode = 0; ///< The backing file's inode on that filesystem.

    /**
     * What the loop device reads and writes, whatever path its creator used: the backing device,
     * or the backing file by filesystem and inode (a path can be renamed or deleted; these stay).
     * Two loop devices with the same storage are one drive.
     */
    QString storage() const
    {
        return device.isEmpty() ? QStringLiteral("file %1 %2").arg(filesystem).arg(inode)
                                : QStringLiteral("device ") + device;
    }
};

/**
 * LOOP_GET_STATUS64 on an open descriptor of a loop device (or of one of its partitions);
 * nullopt when it is no loop device. Asks the kernel, never the backing file's path, which
 * whoever set the loop up chose.
 */
std::optional<LoopBacking> loopBackingOf(int fd);

/**
 * What the loop device @p name reads and writes (loopBackingOf() on its node); nullopt when the
 * kernel cannot be asked (not a loop device, no right to open the node, no such node).
 *
 * The kernel's own answer (LOOP_GET_STATUS64's lo_rdevice, the backing file's st_rdev) is asked
 * through /dev/<name>, which needs the right to open the node (root). The loop driver does not
 * claim its backing device, so O_EXCL never stops a write there: this is the only way to know.
 * The node is opened without following links and must carry the number sysfs gives (expectedDev).
 */
std::optional<LoopBacking> loopBackingOfNode(const QString &devRoot, const QString &name, const QString &expectedDev);

/**
 * What a loop device's backing_file names below /dev ("/dev/sdb1" → "sdb1", "/dev/mapper/x" →
 * "mapper/x"), from the text alone, or empty. For when the kernel cannot be asked (no right to
 * open the node, fixture trees). The text is a path the loop's creator chose, so it is never
 * stat()ed or followed: a slow or hostile path cannot stall or steer the catalog.
 */
QString loopBackingNameFromPath(const QString &backingFile);

} // namespace Sektor::Catalog
