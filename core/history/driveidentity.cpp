// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "history/driveidentity.h"

namespace Sektor::History {

QString driveIdentity(const MeasuredDrive &d, const QString &host)
{
    if (!d.wwid.trimmed().isEmpty())
        return QLatin1String("wwid:") + d.wwid.trimmed().toLower();
    if (!d.serial.trimmed().isEmpty())
        return QLatin1String("serial:") + d.model.trimmed() + QLatin1Char('/') + d.serial.trimmed();
    return QLatin1String("unidentified:") + host + QLatin1Char('/') + d.name + QLatin1Char('/') + d.model.trimmed()
        + QLatin1Char('/') + QString::number(d.sizeBytes);
}

} // namespace Sektor::History
