// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "fixturetree.h"

namespace Sektor::Test {

/**
 * A fake sysfs and proc for the station: the system disk nvme0n1 (/ on p2, /boot/efi on p1); free drives sdb and sdc
 * on one SATA controller and sdd on another; sde whose partition is mounted; sdf held by dm-0; sdg with a swap
 * partition; loop devices over a file on the root filesystem (loop3, and loop4 over the same file), over a file in
 * /dev/shm (loop5), and an empty one (loop6); zram0.
 */
void makeStationTree(const FixtureTree &tree);

} // namespace Sektor::Test
