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

/// The SMART feature's subcommands Sektor sends (ATA8-ACS 7.52): all read, but for a self-test's start and abort.
enum class AtaSmartSubcommand : std::uint8_t {
    ReadData = 0xD0,
    ReadThresholds = 0xD1,
    ExecuteOfflineImmediate = 0xD4, ///< LBA low: the test (1 short, 2 extended, 3 conveyance, 127 abort).
    ReadLog = 0xD5, ///< LBA low: the log address (06h the self-test log); count: its sectors.
    ReturnStatus = 0xDA,
};

/// Whether the first 512 bytes of @p page sum to 0 modulo 256, as byte 511 of every SMART structure makes them.
bool ataChecksumHolds(QByteArrayView page);

/// SMART command @p subcommand with @p lbaLow and @p count, and the LBA mid/high signature every SMART command carries.
AtaRegisters ataSmartCommand(AtaSmartSubcommand subcommand, std::uint8_t lbaLow = 0, std::uint8_t count = 0);

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

/// IDENTIFY DEVICE's 512 bytes through @p transport; nullopt when it fails or its checksum (where it has one) is wrong.
std::optional<QByteArray> readAtaIdentify(AtaTransport &transport);
/// A 512-byte page of data-in command @p command through @p transport; nullopt when it fails.
std::optional<QByteArray> readAtaPage(AtaTransport &transport, const AtaRegisters &command);

} // namespace Sektor::Conditions
