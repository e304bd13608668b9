// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "healthchannelof.h"

#include "catalog/drivecatalog.h"

namespace Sektor::Helper {

Health::HealthChannel healthChannelOfDevice(const QString &device, const QString &sysRoot)
{
    const Catalog::DriveCatalog catalog(sysRoot, QStringLiteral("/proc"));
    const Catalog::Drive *drive = catalog.drive(catalog.diskOf(device));
    return drive ? Health::healthChannelOf(*drive) : Health::HealthChannel::None;
}

} // namespace Sektor::Helper
