// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QByteArray>
#include <QString>

namespace Sektor::Catalog {

/// The serial number and firmware revision a drive gives of itself.
struct DriveIdentifiers
{
    QString serial;
    QString firmware;
};

/**
 * The drive's own serial and firmware, from the source its transport has them in (what smartctl, nvme-cli and udev
 * read), not from the SCSI layer that libata and USB bridges put in front of them:
 * - NVMe (and MMC): the controller's `serial` and `firmware_rev`;
 * - SATA: ATA IDENTIFY DEVICE (words 10–19 and 23–26, libata's `ata_device/devN.0/id`): the SCSI INQUIRY revision
 *   (`device/rev`) is four of the firmware's eight characters, and there is no `device/serial`;
 * - SCSI, UAS and bridges that answer it: the Unit Serial Number page (`device/vpd_pg80`);
 * - USB sticks (usb-storage asks no VPD page): the USB device's iSerialNumber, as udev's ID_SERIAL_SHORT.
 * @p blockDir is <sysRoot>/block/<name>, @p devicePath its resolved path in the device tree.
 */
DriveIdentifiers readDriveIdentifiers(const QString &sysRoot, const QString &blockDir, const QString &devicePath);

/// The text of IDENTIFY DEVICE words [@p first, @p first + @p count) from libata's `id` attribute (256 words in hex),
/// each word two characters, high byte first; trimmed. Empty when the attribute is not 256 words.
QString ataIdentifyText(const QString &identifyWords, int first, int count);

/// The serial number of a Unit Serial Number VPD page (0x80) as read raw, trimmed; empty when it is not one.
QString vpdUnitSerial(const QByteArray &page);

} // namespace Sektor::Catalog
