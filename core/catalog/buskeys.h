// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "catalog/drivecatalog.h"

#include <QStringList>

namespace Sektor::Catalog {

/**
 * What a drive's I/O travels through on its way to the processor, as keys: two drives with a key in common share a
 * controller or a bus and slow each other down when measured at the same time.
 *
 * A drive goes by the deepest PCI function above it in sysfs ("pci:0000:00:17.0"): the SATA or SAS controller of its
 * port, the USB host controller of its hub, an NVMe drive's own function. Stacks (partitions, dm, md) go by every
 * drive below them; a loop device by the device or the file behind it, and a file by the drives under its
 * filesystem; a filesystem in RAM (tmpfs, and a loop over a file there) by "memory", one on no drive (NFS, FUSE) by
 * its mount ("mount:/mnt/nas"); a device with no PCI function above it (nbd, zram) by its own name ("device:nbd0").
 * Never empty: "unknown" where nothing is known, so that unknowns are never taken for separate.
 */
QStringList busKeysOfDevice(const QString &kernelName, const DriveCatalog &catalog);
/// busKeysOfDevice() for the drives under the directory @p path.
QStringList busKeysOfDirectory(const QString &path, const DriveCatalog &catalog);

} // namespace Sektor::Catalog
