// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "health/healthchannel.h"

#include <QString>

namespace Sektor::Helper {

/**
 * How the drive of kernel device @p device (a disk or one of its partitions) is asked for its health, as sysfs (under
 * @p sysRoot) describes its disk (Health::healthChannelOf()): asked before the health log around a run is read on
 * the descriptor the helper opened, and before a Health Check's self-test is authorized (a drive with a channel
 * needs no udisks). Another driver may give NVME_IOCTL_ADMIN_CMD's number another meaning, and a
 * USB stick's bridge may not survive an ATA command, so a device sysfs does not describe gets none.
 */
Health::HealthChannel healthChannelOfDevice(const QString &device, const QString &sysRoot);

} // namespace Sektor::Helper
