// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

namespace Sektor::Catalog {

/// The libata port in a block device's resolved path (".../ata3/host2/target2:0:0/..." → 3); 0 when it is on none.
int ataPortNumber(const QString &devicePath);

/// Where libata shows that port's first device (IDENTIFY DEVICE as `id`): <sysRoot>/class/ata_device/devN.0.
QString ataDeviceDir(const QString &sysRoot, int port);

/// Where libata shows that port's link (`sata_spd`, `hw_sata_spd_limit`): <sysRoot>/class/ata_link/linkN.
QString ataLinkDir(const QString &sysRoot, int port);

} // namespace Sektor::Catalog
