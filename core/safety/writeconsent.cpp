// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "safety/writeconsent.h"

#include "catalog/deviceidentityreader.h"
#include "catalog/drivecatalog.h"

namespace Sektor::Safety {

std::optional<WriteConsent> recordWriteConsent(const QString &devicePath, const Catalog::DriveCatalog &catalog)
{
    const QString name = catalog.nameOfNode(devicePath);
    const Catalog::Drive *drive = catalog.drive(catalog.diskOf(name));
    if (name.isEmpty() || !drive)
        return std::nullopt;
    const std::optional<DeviceIdentity> identity = Catalog::identityFromSysfs(name, catalog.sysRoot());
    if (!identity)
        return std::nullopt;
    std::uint64_t size = drive->sizeBytes;
    for (const Catalog::Partition &p : drive->partitions) {
        if (p.name == name)
            size = p.sizeBytes;
    }
    return WriteConsent {devicePath, name, *identity, drive->model, drive->serial, size};
}

Error checkWriteConsent(const WriteConsent &consent, const Catalog::DriveCatalog &catalog)
{
    const std::optional<WriteConsent> now = recordWriteConsent(consent.path, catalog);
    return now && now->sameDrive(consent) ? Error {} : driveChangedError(consent.path);
}

} // namespace Sektor::Safety
