// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>
#include <QtGlobal>

#include <optional>

#include <sys/types.h>

namespace Sektor::Helper {

/**
 * Which device a kernel name stood for when the caller was authorized. A name alone is not
 * enough: while polkit waits for a password the name can be re-attached (losetup -d, then a new
 * loop under the same name; a disk swapped in the same slot). The device number catches another
 * device under the name, the disk sequence number (unique per attached disk since boot, also for
 * a loop device re-attached to another file) catches the same number reused.
 */
struct DeviceIdentity
{
    dev_t rdev = 0;
    quint64 diskseq = 0;

    bool operator==(const DeviceIdentity &) const = default;
    /// "loop3 7:3 diskseq 42": what the polkit prompt shows, so the person authorizing sees it.
    QString describe(const QString &name) const;
};

/// The identity sysfs gives for @p name (a partition has its disk's diskseq); nullopt when unknown.
std::optional<DeviceIdentity> identityFromSysfs(const QString &name, const QString &sysRoot = QStringLiteral("/sys"));

/// The identity of the device an opened descriptor refers to (fstat, BLKGETDISKSEQ); nullopt when not a block device.
std::optional<DeviceIdentity> identityOfDescriptor(int fd);

} // namespace Sektor::Helper
