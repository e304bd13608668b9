// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "catalog/drivecatalog.h"
#include "model/results.h"

namespace Sektor::Conditions {

/**
 * What lies between the program and the drive(s) of a target and moves the figures, read without root: btrfs's
 * copy-on-write and compression, dm-crypt, LVM and md RAID in the device stack, loop devices and the file behind
 * them, network and FUSE file systems, NVMe power saving (APST), a CPU governor that keeps the clock low, and a
 * virtual machine whose idle CPUs halt at once.
 * The memory-backed and cache-affected cases are caveats of their own (model/caveats) and are not repeated here.
 * @param target the target as the engine described it (kind, path, filesystem, mount point, drives, NOCOW).
 * @param deviceName the block device under the target ("sda2", "dm-0", "nvme0n1"), empty when none.
 * @param sysRoot "/sys", or a fixture tree (the catalog's own root).
 */
QList<ConditionFact> readConditionFacts(const TargetInfo &target,
                                        const QString &deviceName,
                                        const Catalog::DriveCatalog &catalog,
                                        const QString &sysRoot);

} // namespace Sektor::Conditions
