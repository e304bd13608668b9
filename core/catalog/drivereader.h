// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "catalog/drive.h"

namespace Sektor::Catalog {

/**
 * The sysfs facts of one block device: identity, geometry, queue settings, partitions and slaves.
 * @p name is its name under <sysRoot>/block. Mounts, swap and visibility are filled in by
 * DriveCatalog, which knows the whole picture.
 */
Drive readDrive(const QString &sysRoot, const QString &name);

} // namespace Sektor::Catalog
