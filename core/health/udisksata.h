// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/health.h"

#include <QDBusConnection>
#include <QString>

#include <optional>

namespace Sektor::Health {

/**
 * The SMART data udisks2 keeps for the drive behind block device @p kernelName (org.freedesktop.UDisks2.Drive.Ata:
 * overall assessment, temperature, power-on time, bad sectors and failing attributes; reallocated, pending sectors
 * and power cycles from SmartGetAttributes), read over @p bus without root and without waking udisks: nullopt when
 * udisks does not run there, the drive is not an ATA drive, or its SMART data is unsupported, off or never read.
 * Each call waits at most a second or two for udisks; values out of any drive's range count as unknown.
 */
std::optional<DriveHealth> readUdisksAtaHealth(const QString &kernelName,
                                               const QDBusConnection &bus = QDBusConnection::systemBus());

} // namespace Sektor::Health
