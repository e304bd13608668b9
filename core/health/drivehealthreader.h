// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "catalog/drive.h"
#include "model/health.h"

#include <QDBusConnection>

#include <optional>

namespace Sektor::Health {

/**
 * What @p drive says about its health, from where this process can read it without asking anyone: an NVMe drive's
 * SMART/health log when it may send admin commands (root: sektor-cli as root; a user's raw runs get it from the
 * helper instead), a SATA or USB drive's SMART data through udisks2 where udisks runs. Unknown (source None)
 * otherwise: a loop device, a virtual disk, an NVMe drive read by a user, no udisks.
 * The system bus is connected to only for a drive udisks answers for, and only where the thread Qt's D-Bus needs can
 * start (systemBusIfAThreadCanStart()). @p devRoot is a parameter for tests.
 */
DriveHealth readDriveHealth(const Catalog::Drive &drive, const QString &devRoot = QStringLiteral("/dev"));
/// As above, asking udisks on @p bus (a test's private bus).
DriveHealth readDriveHealth(const Catalog::Drive &drive, const QString &devRoot, const QDBusConnection &bus);

/**
 * The system bus, or nothing when the system refuses this process another thread (RLIMIT_NPROC, a cgroup's
 * pids.max). Qt talks to a bus on a thread of its own and gives no word when that thread is refused: the first call
 * waits for it forever. Every use of the system bus by the programs goes through this.
 */
std::optional<QDBusConnection> systemBusIfAThreadCanStart();

/// The drive's temperature now in m°C: its hwmon sensor's (Drive::temperatureMilliCelsius), else what it said with
/// @p health (a SATA drive's SMART attribute 194 or 190 where no drivetemp sensor is loaded); nullopt where neither.
std::optional<int> driveTemperatureMilliCelsius(const Catalog::Drive &drive, const DriveHealth &health);

} // namespace Sektor::Health
