// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "station/udiskssignals.h"

#include <gtest/gtest.h>

using Sektor::Station::UdisksSignals;

TEST(UdisksSignals, TheKernelNameOfABlockObjectHasItsEscapesUndone)
{
    EXPECT_EQ(UdisksSignals::kernelNameOf(QStringLiteral("/org/freedesktop/UDisks2/block_devices/sdb1")),
              QStringLiteral("sdb1"));
    EXPECT_EQ(UdisksSignals::kernelNameOf(QStringLiteral("/org/freedesktop/UDisks2/block_devices/nvme0n1p2")),
              QStringLiteral("nvme0n1p2"));
    EXPECT_EQ(UdisksSignals::kernelNameOf(QStringLiteral("/org/freedesktop/UDisks2/block_devices/dm_2d0")),
              QStringLiteral("dm-0"));
    EXPECT_TRUE(UdisksSignals::kernelNameOf(QStringLiteral("/org/freedesktop/UDisks2/drives/Some_Drive")).isEmpty());
    EXPECT_TRUE(UdisksSignals::kernelNameOf(QStringLiteral("/org/freedesktop/UDisks2/block_devices/a_2fb")).isEmpty());
}
