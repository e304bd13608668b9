// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "catalog/drivecatalog.h"
#include "model/results.h"

namespace Sektor {

/**
 * Fills in which drive(s) a target is on, so every result says what was measured: for a
 * directory its mount point and the drives below it (through partitions and dm/md stacks); for
 * a block device the drive it is, or the drive holding that partition.
 * @param kernelName the block device under the target as the engine found it (may be empty).
 */
void describeTargetDrives(TargetInfo &target, const QString &kernelName, const Catalog::DriveCatalog &catalog);

} // namespace Sektor
