// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
// The object path udisks2 gives a block device, by the name the kernel gives it: the escaping is udisks' own.
#include "health/udisksbus.h"

#include <gtest/gtest.h>

namespace Sektor::Test {

TEST(UdisksPath, EscapesAsUdisksDoes)
{
    EXPECT_EQ(Health::udisksBlockPath(QStringLiteral("nvme0n1")),
              QStringLiteral("/org/freedesktop/UDisks2/block_devices/nvme0n1"));
    EXPECT_EQ(Health::udisksBlockPath(QStringLiteral("dm-0")),
              QStringLiteral("/org/freedesktop/UDisks2/block_devices/dm_2d0"));
    EXPECT_EQ(Health::udisksBlockPath(QStringLiteral("md_x")),
              QStringLiteral("/org/freedesktop/UDisks2/block_devices/md_5fx"));
}

} // namespace Sektor::Test
