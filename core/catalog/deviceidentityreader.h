// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/deviceidentity.h"

#include <QString>

#include <optional>

#include <sys/types.h>

namespace Sektor::Catalog {

/// The device number sysfs gives for @p name ("8:16" in <sysRoot>/class/block/<name>/dev); nullopt when missing or
/// malformed.
std::optional<dev_t> deviceNumberFromSysfs(const QString &name, const QString &sysRoot = QStringLiteral("/sys"));

/**
 * The identity sysfs gives for the block device @p name (a partition has its disk's diskseq and
 * its own start and size); nullopt when the device or one of the facts is unknown.
 */
std::optional<DeviceIdentity> identityFromSysfs(const QString &name, const QString &sysRoot = QStringLiteral("/sys"));

/**
 * The identity of the device an opened descriptor refers to: fstat, BLKGETDISKSEQ, BLKGETSIZE64,
 * and a partition's first sector from sysfs by the descriptor's device number. That last read is
 * bound to the descriptor: the kernel refuses to delete a partition someone holds open (EBUSY),
 * and a resize keeps its start, so the number names this very partition as long as @p fd is open.
 * nullopt when not a block device or a fact cannot be read.
 */
std::optional<DeviceIdentity> identityOfDescriptor(int fd, const QString &sysRoot = QStringLiteral("/sys"));

} // namespace Sektor::Catalog
