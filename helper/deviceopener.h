// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "helperprotocol/helperprotocol.h"
#include "model/uniquefd.h"

#include <QString>

#include <sys/types.h>

namespace Sektor::Helper {

/// An opened block device, or why not.
struct OpenedDevice
{
    UniqueFd fd;
    HelperProtocol::HelperError refusal = HelperProtocol::HelperError::Failed; ///< Meaningful without fd.
    QString detail; ///< Technical reason, for the D-Bus error message (untranslated by design).
};

/// The device number sysfs gives for @p name ("8:16" in /sys/class/block/<name>/dev); false when missing or malformed.
bool readDeviceNumber(const QString &sysRoot, const QString &name, dev_t &number);

/**
 * Opens the block device with kernel name @p name for a benchmark, the only way the helper
 * touches a device:
 *  1. the name must pass isValidKernelName() — never a path;
 *  2. /sys/class/block/<name>/dev gives the device number the node must have;
 *  3. <devRoot>/<name> is opened with O_PATH|O_NOFOLLOW: a symlink fails, and nothing is really
 *     opened yet, so a character device (a watchdog, a tape) sees no open() with side effects;
 *  4. that descriptor is checked with fstat: a block device with exactly that device number;
 *  5. only then the same inode is opened for I/O through /proc/self/fd (no second path lookup,
 *     so nothing can be swapped in between) with O_DIRECT, and for writes O_RDWR|O_EXCL, and
 *     checked again.
 * Roots are parameters so tests can build fake /dev and /sys trees.
 */
OpenedDevice openBlockDevice(const QString &name,
                             bool writes,
                             const QString &devRoot = QStringLiteral("/dev"),
                             const QString &sysRoot = QStringLiteral("/sys"));

} // namespace Sektor::Helper
