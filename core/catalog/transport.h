// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "catalog/drive.h"

namespace Sektor::Catalog {

/**
 * The transport of a block device from its kernel name and the resolved sysfs path of its
 * /sys/block entry (which runs through the bus: ".../usb2/...", ".../ata1/...", ".../virtio3/...").
 */
Transport detectTransport(const QString &kernelName, const QString &devicePath);

} // namespace Sektor::Catalog
