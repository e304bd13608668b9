// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

namespace Sektor::Helper {

/**
 * Whether sysfs (under @p sysRoot) says the disk of kernel device @p device (a disk or one of its partitions) is an
 * NVMe drive: asked before the health log around a run is read on the descriptor the helper opened. (A Health Check's
 * self-test commands ask the same catalog, through the run's described drive: health/selftestdrivers.) Another driver
 * may give NVME_IOCTL_ADMIN_CMD's number another meaning, so any other device (a loop device, a SATA or USB disk, a
 * device-mapper target) gets none.
 */
bool isNvmeDrive(const QString &device, const QString &sysRoot);

} // namespace Sektor::Helper
