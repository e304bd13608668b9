// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalog/drive.h"

#include <QCoreApplication>

namespace Sektor::Catalog {

bool Drive::inUse() const
{
    if (swap || !mountPoints.isEmpty())
        return true;
    for (const Partition &p : partitions) {
        if (p.swap || !p.mountPoints.isEmpty())
            return true;
    }
    return false;
}

QStringList Drive::allMountPoints() const
{
    QStringList result = mountPoints;
    for (const Partition &p : partitions)
        result += p.mountPoints;
    return result;
}

QString transportName(Transport transport)
{
    switch (transport) {
    case Transport::Nvme:
        return QCoreApplication::translate("Sektor::Catalog", "NVMe");
    case Transport::Sata:
        return QCoreApplication::translate("Sektor::Catalog", "SATA/SAS");
    case Transport::Usb:
        return QCoreApplication::translate("Sektor::Catalog", "USB");
    case Transport::Mmc:
        return QCoreApplication::translate("Sektor::Catalog", "MMC/SD");
    case Transport::Virtio:
        return QCoreApplication::translate("Sektor::Catalog", "virtio");
    case Transport::Loop:
        return QCoreApplication::translate("Sektor::Catalog", "loop");
    case Transport::Other:
        break;
    }
    return QCoreApplication::translate("Sektor::Catalog", "other");
}

QString transportId(Transport transport)
{
    switch (transport) {
    case Transport::Nvme:
        return QStringLiteral("nvme");
    case Transport::Sata:
        return QStringLiteral("sata");
    case Transport::Usb:
        return QStringLiteral("usb");
    case Transport::Mmc:
        return QStringLiteral("mmc");
    case Transport::Virtio:
        return QStringLiteral("virtio");
    case Transport::Loop:
        return QStringLiteral("loop");
    case Transport::Other:
        break;
    }
    return QStringLiteral("other");
}

Transport transportFromId(const QString &id)
{
    for (Transport t :
         {Transport::Nvme, Transport::Sata, Transport::Usb, Transport::Mmc, Transport::Virtio, Transport::Loop}) {
        if (transportId(t) == id)
            return t;
    }
    return Transport::Other;
}

QString orUnknown(const QString &value)
{
    return value.isEmpty() ? QCoreApplication::translate("Sektor::Catalog", "unknown") : value;
}

} // namespace Sektor::Catalog
