// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "nvmedrive.h"

#include "catalog/drivecatalog.h"

namespace Sektor::Helper {

bool isNvmeDrive(const QString &device, const QString &sysRoot)
{
    const Catalog::DriveCatalog catalog(sysRoot, QStringLiteral("/proc"));
    const Catalog::Drive *drive = catalog.drive(catalog.diskOf(device));
    return drive && drive->transport == Catalog::Transport::Nvme;
}

} // namespace Sektor::Helper
