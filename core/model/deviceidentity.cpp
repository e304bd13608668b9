// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/deviceidentity.h"

#include <QCoreApplication>

#include <sys/sysmacros.h>

namespace Sektor {

QString DeviceIdentity::describe(const QString &name) const
{
    return QStringLiteral("%1 %2:%3 diskseq %4 sectors %5+%6")
        .arg(name)
        .arg(major(rdev))
        .arg(minor(rdev))
        .arg(diskseq)
        .arg(startSector)
        .arg(sectors);
}

Error driveChangedError(const QString &path)
{
    Error e = Error::of(ErrorCode::WritesNotAllowed, path);
    e.detail = QCoreApplication::translate("Sektor::DeviceIdentity",
                                           "the drive changed after you agreed to overwrite it: another drive has its "
                                           "name now, and nothing was written to it");
    return e;
}

} // namespace Sektor
