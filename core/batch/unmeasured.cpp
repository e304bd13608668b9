// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "batch/unmeasured.h"

#include "catalog/targetdrives.h"

#include <QFileInfo>

namespace Sektor {

void describeUnmeasured(BatchEntry &entry,
                        const Profile &profile,
                        const QDateTime &started,
                        const Catalog::DriveCatalog &catalog)
{
    RunResult &result = entry.result;
    result.started = started;
    result.profileId = profile.id;
    result.profileName = profile.name;
    result.system = SystemInfo::current();
    if (!QFileInfo::exists(entry.target))
        return;
    TargetInfo &target = result.target;
    target.path = entry.target;
    const QString kernelName = catalog.nameOfNode(entry.target);
    if (!kernelName.isEmpty())
        target.kind = TargetInfo::Kind::BlockDevice;
    describeTargetDrives(target, kernelName, catalog);
}

} // namespace Sektor
