// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What a drive shares with others on its way to the processor, on the fixture machine (catalogtree.cpp): its
// controller's PCI function, through partitions, LVM, loop devices and the files behind them.
#include "catalogtree.h"

#include "catalog/buskeys.h"

using namespace Sektor;
using namespace Sektor::Catalog;
using namespace Sektor::Test;

namespace {
QStringList keys(const char *one)
{
    return {QLatin1String(one)};
}
} // namespace

TEST_F(CatalogFixture, EachDriveGoesByTheControllerAboveIt)
{
    EXPECT_EQ(busKeysOfDevice(QStringLiteral("nvme0n1"), *m_catalog), keys("pci:0000:00:01.0")) << "its own function";
    EXPECT_EQ(busKeysOfDevice(QStringLiteral("sda"), *m_catalog), keys("pci:0000:00:17.0")) << "the SATA controller";
    EXPECT_EQ(busKeysOfDevice(QStringLiteral("sdb"), *m_catalog), keys("pci:0000:00:17.0")) << "the same one";
    EXPECT_EQ(busKeysOfDevice(QStringLiteral("sdc"), *m_catalog), keys("pci:0000:00:14.0")) << "the USB host";
    EXPECT_EQ(busKeysOfDevice(QStringLiteral("vda"), *m_catalog), keys("pci:0000:00:04.0"));
    EXPECT_EQ(busKeysOfDevice(QStringLiteral("mmcblk0"), *m_catalog), keys("device:mmcblk0")) << "no PCI above it";
    EXPECT_EQ(busKeysOfDevice(QStringLiteral("zram0"), *m_catalog), keys("device:zram0"));
}

TEST_F(CatalogFixture, StacksPartitionsAndLoopFilesGoByTheDrivesBelow)
{
    EXPECT_EQ(busKeysOfDevice(QStringLiteral("sda2"), *m_catalog), keys("pci:0000:00:17.0"));
    EXPECT_EQ(busKeysOfDevice(QStringLiteral("dm-0"), *m_catalog), keys("pci:0000:00:17.0")) << "LVM over sda2";
    // loop0's file lies in /var, on dm-0 over sda: measuring it moves sda's controller.
    EXPECT_EQ(busKeysOfDevice(QStringLiteral("loop0"), *m_catalog), keys("pci:0000:00:17.0"));
    EXPECT_EQ(busKeysOfDirectory(QStringLiteral("/mnt/loop"), *m_catalog), keys("pci:0000:00:17.0"));
    EXPECT_EQ(busKeysOfDirectory(QStringLiteral("/mnt/data disk"), *m_catalog), keys("pci:0000:00:17.0"));
    EXPECT_EQ(busKeysOfDirectory(QStringLiteral("/media/usb stick"), *m_catalog), keys("pci:0000:00:14.0"));
    EXPECT_EQ(busKeysOfDirectory(QStringLiteral("/"), *m_catalog), keys("pci:0000:00:01.0"));
}

TEST_F(CatalogFixture, RamGoesByMemoryAndTheUnknownIsNeverSeparate)
{
    EXPECT_EQ(busKeysOfDirectory(QStringLiteral("/tmp"), *m_catalog), keys("memory"));
    EXPECT_EQ(busKeysOfDirectory(QStringLiteral("/mnt/loop/inner"), *m_catalog), keys("memory"));
    EXPECT_EQ(busKeysOfDevice(QStringLiteral("nosuchdrive"), *m_catalog), keys("unknown"));
}
