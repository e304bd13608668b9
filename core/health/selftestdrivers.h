// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/selftestsource.h"

namespace Sektor::Health {

/**
 * The self-test driver for a drive, by how it is attached: NVMe admin commands on the run's descriptor
 * (nvmeselftest.h), udisks2's Drive.Ata for SATA and USB drives and whatever else udisks knows as ATA
 * (udisksselftest.h), none for loop devices, virtual disks and SD cards.
 */
SelfTestDriverChoice selfTestDriverFor(const SelfTestDriverRequest &request);

/// Registers selfTestDriverFor() as the engine's source (engine/selftestsource.h): each program calls it at its start.
void registerSelfTestDrivers();

} // namespace Sektor::Health
