// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/conditions.h"

#include <QString>

namespace Sektor::Conditions {

/**
 * How a drive is attached, from sysfs alone (no root): an NVMe drive's PCIe link and the upstream bridge's, a SATA
 * link with the controller's limit and the drive's own (word 76 of its IDENTIFY data), a USB enclosure's speed, USB
 * version and driver (uas or usb-storage) with the speed of its bus, an MMC/SD card's bus clock, width and timing
 * (from debugfs, where readable). Bus::Unknown for anything else (virtio, loop) and for a drive sysfs lacks.
 * @param sysRoot "/sys", or a fixture tree.
 * @param driveName a whole drive's kernel name ("nvme0n1", "sda", "mmcblk0").
 */
DriveLink readDriveLink(const QString &sysRoot, const QString &driveName);

} // namespace Sektor::Conditions
