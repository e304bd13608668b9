// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "conditions/targetconditions.h"
#include "conditions/linkreader.h"
#include "conditions/stackfacts.h"

namespace Sektor::Conditions {

void describeConditions(RunResult &result,
                        const QString &kernelName,
                        const Catalog::DriveCatalog &catalog,
                        const QString &sysRoot)
{
    TargetInfo &target = result.target;
    for (MeasuredDrive &drive : target.drives)
        drive.link = readDriveLink(sysRoot, drive.name);
    const QString device = target.kind == TargetInfo::Kind::Directory ? catalog.locate(target.path).device : kernelName;
    result.conditions = readConditionFacts(target, device, catalog, sysRoot);
}

} // namespace Sektor::Conditions
