// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

namespace Sektor::Helper {

/**
 * Whether sysfs (under @p sysRoot) says the disk of kernel device @p device (a disk or one of its partitions) is an
 * NVMe drive: the one question asked before any NVMe admin command goes to a descriptor the helper opened (the health
 * log around a run, a Health Check's self-test). Another driver may give NVME_IOCTL_ADMIN_CMD's number another
 * meaning, so any other device (a loop device, a SATA or USB disk, a device-mapper target) gets none.
 */
bool isNvmeDrive(const QString &device, const QString &sysRoot);

} // namespace Sektor::Helper
