// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "conditions/atapassthrough.h"
#include "model/health.h"

#include <QByteArrayView>

#include <optional>

namespace Sektor::Conditions {

/// The size of IDENTIFY DEVICE's data and of each SMART data structure.
inline constexpr qsizetype AtaPageSize = 512;

/// SMART as IDENTIFY DEVICE says (words 82 and 85, bit 0): supported, and enabled.
struct AtaSmartSupport
{
    bool supported = false;
    bool enabled = false;
};
/// What @p identify (512 bytes of IDENTIFY DEVICE) says of SMART; nothing for a shorter page.
AtaSmartSupport ataSmartSupport(QByteArrayView identify);

/**
 * A SATA drive's health from its SMART data (ATA8-ACS, the vendor-specific attribute table as smartmontools and
 * every drive vendor lay it out: 30 entries of 12 bytes from byte 2) and its thresholds, as @p failing the answer of
 * SMART RETURN STATUS. Reallocated (5), pending (197) and offline uncorrectable (198) sectors, power-on hours (9),
 * power cycles (12) and the temperature (194, or 190 where the drive has only that) from the attributes' raw
 * values; an attribute is failing when its normalized value is at or below a threshold the drive sets. nullopt for
 * pages shorter than 512 bytes or whose checksum (byte 511) is wrong: a bridge that answered with something else.
 */
std::optional<DriveHealth> parseAtaSmart(QByteArrayView data, QByteArrayView thresholds, bool failing);

/**
 * Reads a SATA drive's SMART through @p transport: IDENTIFY DEVICE, then SMART READ DATA, READ THRESHOLDS and RETURN
 * STATUS; all read, none changes anything, and SMART is never switched on. nullopt when the device passes no ATA
 * command through (a SCSI disk, a USB bridge without SAT), SMART is off or any command fails.
 */
std::optional<DriveHealth> readAtaSmartHealth(AtaTransport &transport);

} // namespace Sektor::Conditions
