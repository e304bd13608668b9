// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalog/transport.h"

namespace Sektor::Catalog {

Transport detectTransport(const QString &kernelName, const QString &devicePath)
{
    const auto starts = [&](const char *prefix) {
        return kernelName.startsWith(QLatin1String(prefix));
    };
    if (starts("loop"))
        return Transport::Loop;
    if (starts("nvme"))
        return Transport::Nvme;
    if (starts("mmcblk"))
        return Transport::Mmc;
    // USB before SCSI: a USB stick is an sd* disk too, only its path shows the bus.
    if (devicePath.contains(QLatin1String("/usb")))
        return Transport::Usb;
    if (starts("vd") || devicePath.contains(QLatin1String("/virtio")))
        return Transport::Virtio;
    if (starts("sd") || devicePath.contains(QLatin1String("/ata")))
        return Transport::Sata;
    return Transport::Other;
}

} // namespace Sektor::Catalog
