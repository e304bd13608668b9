// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/target/conditionsbeforerun.h"

#include "catalog/drivecatalog.h"
#include "catalog/targetdrives.h"
#include "conditions/stackfacts.h"
#include "model/results.h"
#include "report/conditionsreport.h"

namespace Sektor::Gui {

QStringList conditionsBeforeRun(const RunTarget &target, const Catalog::DriveCatalog &catalog, const QString &sysRoot)
{
    if (target.path.isEmpty())
        return {};
    TargetInfo info;
    info.kind = target.isDevice() ? TargetInfo::Kind::BlockDevice : TargetInfo::Kind::Directory;
    info.path = target.path;
    info.filesystem = target.fsType;
    QString device = target.deviceName();
    if (!target.isDevice()) {
        const Catalog::DirectoryLocation where = catalog.locate(target.path);
        info.mountPoint = where.mountPoint;
        device = where.device;
    }
    describeTargetDrives(info, device, catalog);
    QStringList notes;
    for (const ConditionFact &fact : Conditions::readConditionFacts(info, device, catalog, sysRoot)) {
        if (fact.id == QLatin1String(Condition::BtrfsCow) || fact.id == QLatin1String(Condition::BtrfsNoCow))
            continue;
        notes << conditionText(fact);
    }
    return notes;
}

} // namespace Sektor::Gui
