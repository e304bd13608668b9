// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/target/runtarget.h"

#include <QStringList>

namespace Sektor::Catalog {
class DriveCatalog;
}

namespace Sektor::Gui {

/**
 * What moves a target's figures that is known before any run, as the Conditions block's sentences: the storage
 * stack (a loop device and its file, dm-crypt, LVM, md RAID), a network or FUSE file system, NVMe power saving, a
 * powersave CPU governor. Not the link or the health: the drive panel shows those. Not btrfs's copy-on-write
 * either: whether the test file can be made NOCOW is known only once it exists.
 * @param sysRoot "/sys", or a fixture tree (the catalog's own root).
 */
QStringList conditionsBeforeRun(const RunTarget &target,
                                const Catalog::DriveCatalog &catalog,
                                const QString &sysRoot = QStringLiteral("/sys"));

} // namespace Sektor::Gui
