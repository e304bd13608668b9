// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "catalog/drive.h"
#include "model/health.h"

#include <QDBusConnection>

namespace Sektor::Health {

/**
 * What @p drive says about its health, from where this process can read it without asking anyone: an NVMe drive's
 * SMART/health log when it may send admin commands (root: sektor-cli as root; a user's raw runs get it from the
 * helper instead), a SATA or USB drive's SMART data through udisks2 where udisks runs. Unknown (source None)
 * otherwise: a loop device, a virtual disk, an NVMe drive read by a user, no udisks.
 * @p devRoot and @p bus are parameters for tests.
 */
DriveHealth readDriveHealth(const Catalog::Drive &drive,
                            const QString &devRoot = QStringLiteral("/dev"),
                            const QDBusConnection &bus = QDBusConnection::systemBus());

} // namespace Sektor::Health
