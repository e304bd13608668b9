// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "catalog/drive.h"
#include "model/health.h"

#include <optional>

namespace Sektor::Health {

/**
 * How a drive is asked for its own health, by a program with the right to: NVMe admin commands (CAP_SYS_ADMIN), or
 * ATA commands through SCSI ATA PASS-THROUGH (CAP_SYS_RAWIO), what smartctl sends. ATA goes to libata's disks and
 * to USB disks that are not removable media, the SATA drives in enclosures udev's ata_id probes the same way; not
 * to a USB stick (flash behind a bridge that may hang on a command it does not know), a loop device, a virtual disk
 * or an SD card, which have no SMART to read.
 */
enum class HealthChannel { None, NvmeAdmin, AtaPassThrough };

HealthChannel healthChannelOf(const Catalog::Drive &drive);

/**
 * The drive's health read on @p fd (an opened block device, the disk or a partition of it) over @p channel. nullopt
 * when the caller lacks the capability, the device passes nothing through, SMART is off or the drive does not
 * answer. Only reads.
 */
std::optional<DriveHealth> readHealthOn(int fd, HealthChannel channel);

} // namespace Sektor::Health
