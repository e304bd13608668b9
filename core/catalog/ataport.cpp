// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalog/ataport.h"

#include <QRegularExpression>

namespace Sektor::Catalog {

int ataPortNumber(const QString &devicePath)
{
    static const QRegularExpression port(QStringLiteral("/ata([0-9]{1,6})/"));
    const QRegularExpressionMatch m = port.match(devicePath);
    return m.hasMatch() ? m.captured(1).toInt() : 0;
}

QString ataDeviceDir(const QString &sysRoot, int port)
{
    return sysRoot + QLatin1String("/class/ata_device/dev") + QString::number(port) + QLatin1String(".0");
}

QString ataLinkDir(const QString &sysRoot, int port)
{
    return sysRoot + QLatin1String("/class/ata_link/link") + QString::number(port);
}

} // namespace Sektor::Catalog
