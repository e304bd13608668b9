// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalog/resumeidentity.h"

#include <QCoreApplication>

namespace Sektor::Catalog {

namespace {
QString say(const char *text)
{
    return QCoreApplication::translate("Sektor::Catalog", text);
}

QString loopFileOf(const RunResult &result)
{
    for (const ConditionFact &fact : result.conditions) {
        if (fact.id == QLatin1String(Condition::LoopDevice))
            return fact.detail;
    }
    return {};
}
} // namespace

QString otherDriveReason(const RunResult &earlier, const Drive &now)
{
    if (earlier.target.kind != TargetInfo::Kind::BlockDevice || earlier.target.drives.isEmpty())
        return say(QT_TRANSLATE_NOOP("Sektor::Catalog", "the stopped run did not test a drive."));
    const MeasuredDrive &then = earlier.target.drives.first();
    if (then.sizeBytes != now.sizeBytes || earlier.target.deviceSize != now.sizeBytes)
        return say(QT_TRANSLATE_NOOP("Sektor::Catalog", "this drive has another size than the one the run began on."));
    if (!then.serial.isEmpty() || !then.wwid.isEmpty()) {
        const bool same = then.model == now.model && then.serial == now.serial && then.wwid == now.wwid;
        return same
            ? QString()
            : say(QT_TRANSLATE_NOOP(
                "Sektor::Catalog",
                "this is another drive: its model, serial number or WWN differ from the one the run began on."));
    }
    const QString file = loopFileOf(earlier);
    if (!file.isEmpty() || !now.backingFile.isEmpty()) {
        return file == now.backingFile
            ? QString()
            : say(QT_TRANSLATE_NOOP("Sektor::Catalog",
                                    "this loop device shows another file than the one the run began on."));
    }
    return say(QT_TRANSLATE_NOOP("Sektor::Catalog",
                                 "the drive tells no serial number or WWN, so it cannot be told from another one."));
}

} // namespace Sektor::Catalog
