// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/selftestsource.h"

#include <QDBusConnection>

namespace Sektor::Health {

/**
 * The self-test driver for a drive, by how it is attached: NVMe admin commands on the run's descriptor
 * (nvmeselftest.h), ATA commands passed through for SATA drives and disks in USB enclosures (ataselftest.h),
 * udisks2's Drive.Ata where those do not reach and udisks knows the drive as ATA (udisksselftest.h), none for loop
 * devices, virtual disks and SD cards. With @p udisksAllowed false udisks is not asked at all (the helper, for a caller
 * whose own udisks right was not asked): the drive's self-tests are then UdisksCannotReach.
 */
SelfTestDriverChoice selfTestDriverFor(const SelfTestDriverRequest &request, bool udisksAllowed);

/**
 * Whether udisks on @p bus runs self-tests of the drive behind block device @p kernelName now (its Drive.Ata with SMART
 * supported and on): the helper asks before polkit, so that a self-test through udisks also needs the caller's own
 * udisks right. Only reads udisks' properties (each read bounded by UdisksReadTimeoutMs).
 */
bool udisksRunsSelfTestsOf(const QString &kernelName, const QDBusConnection &bus);

/// Registers selfTestDriverFor() as the engine's source (engine/selftestsource.h): each program calls it at its start.
void registerSelfTestDrivers();

} // namespace Sektor::Health
