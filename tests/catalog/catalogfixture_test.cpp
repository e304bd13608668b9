// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The catalog against a fake sysfs/proc tree with one of each kind of drive Sektor tells apart.
#include "catalogtree.h"

#include <gtest/gtest.h>

using namespace Sektor::Catalog;
using Sektor::Test::CatalogFixture;
using Sektor::Test::TempDir;

namespace {
QStringList names(const QList<Drive> &drives)
{
    QStringList result;
    for (const Drive &d : drives)
        result.append(d.name);
    return result;
}
} // namespace

TEST_F(CatalogFixture, ListsEveryDeviceAndHidesTheIrrelevantOnes)
{
    EXPECT_EQ(names(m_catalog->drives()).join(QLatin1Char(' ')),
              QStringLiteral("dm-0 loop0 loop1 mmcblk0 nvme0n1 ram0 sda sdb sdc vda zram0 zram1"));
    EXPECT_EQ(names(m_catalog->visibleDrives()).join(QLatin1Char(' ')),
              QStringLiteral("dm-0 loop0 mmcblk0 nvme0n1 sda sdb sdc vda"));
    EXPECT_EQ(drive("loop1").hiddenReason, QStringLiteral("empty loop device"));
    EXPECT_EQ(drive("ram0").hiddenReason, QStringLiteral("RAM disk"));
    EXPECT_EQ(drive("zram0").hiddenReason, QStringLiteral("compressed RAM used as swap"));
    EXPECT_EQ(drive("zram1").hiddenReason, QStringLiteral("compressed RAM disk not set up"));
}

TEST_F(CatalogFixture, Nvme)
{
    const Drive &d = drive("nvme0n1");
    EXPECT_EQ(d.transport, Transport::Nvme);
    EXPECT_EQ(d.model, QStringLiteral("Samsung SSD 980 PRO 1TB"));
    EXPECT_EQ(d.vendor, QString());
    EXPECT_EQ(d.serial, QStringLiteral("S5GXNF0R123456"));
    EXPECT_EQ(d.firmware, QStringLiteral("5B2QGXA7"));
    EXPECT_EQ(d.sizeBytes, 1953525168ull * 512);
    EXPECT_FALSE(d.rotational);
    EXPECT_FALSE(d.removable);
    EXPECT_FALSE(d.readOnly);
    EXPECT_EQ(d.logicalBlockSize, 512u);
    EXPECT_EQ(d.physicalBlockSize, 512u);
    EXPECT_EQ(d.writeCache, WriteCache::WriteBack);
    EXPECT_EQ(d.temperatureMilliCelsius, std::optional<int>(38850));
    ASSERT_EQ(d.partitions.size(), 2);
    EXPECT_EQ(d.partitions[0].name, QStringLiteral("nvme0n1p1"));
    EXPECT_EQ(d.partitions[0].number, 1);
    EXPECT_EQ(d.partitions[0].sizeBytes, 1048576ull * 512);
    EXPECT_EQ(d.partitions[0].mountPoints, QStringList {QStringLiteral("/boot/efi")});
    EXPECT_EQ(d.partitions[0].fsType, QStringLiteral("vfat"));
    EXPECT_EQ(d.partitions[1].mountPoints, QStringList {QStringLiteral("/")});
    EXPECT_EQ(d.partitions[1].fsType, QStringLiteral("ext4"));
    EXPECT_TRUE(d.mountPoints.isEmpty());
    EXPECT_TRUE(d.backsSystem);
    EXPECT_TRUE(d.inUse());
    EXPECT_FALSE(d.hidden());
}

TEST_F(CatalogFixture, SataSsdUnderLvmBacksTheSystemThroughTheStack)
{
    const Drive &d = drive("sda");
    EXPECT_EQ(d.transport, Transport::Sata);
    EXPECT_EQ(d.model, QStringLiteral("Samsung SSD 870"));
    EXPECT_EQ(d.vendor, QStringLiteral("ATA"));
    EXPECT_EQ(d.firmware, QStringLiteral("SVT02"));
    EXPECT_EQ(d.serial, QString());
    EXPECT_FALSE(d.rotational);
    EXPECT_EQ(d.partitions.size(), 2);
    // /var lives on dm-0 over sda2: neither sda2 nor sda is mounted, yet sda backs the system.
    EXPECT_FALSE(d.inUse());
    EXPECT_TRUE(d.backsSystem);

    const Drive &dm = drive("dm-0");
    EXPECT_EQ(dm.transport, Transport::Other);
    EXPECT_EQ(dm.slaves, QStringList {QStringLiteral("sda2")});
    EXPECT_EQ(dm.mountPoints, QStringList {QStringLiteral("/var")});
    EXPECT_EQ(dm.fsType, QStringLiteral("xfs"));
    EXPECT_TRUE(dm.backsSystem);
    EXPECT_EQ(m_catalog->underlyingDrives(QStringLiteral("dm-0")), QStringList {QStringLiteral("sda")});
}

TEST_F(CatalogFixture, HddWithOddAttributesAndBtrfsMajorZero)
{
    const Drive &d = drive("sdb");
    EXPECT_EQ(d.transport, Transport::Sata);
    EXPECT_EQ(d.model, QString()); // all blanks
    EXPECT_EQ(orUnknown(d.model), QStringLiteral("unknown"));
    EXPECT_EQ(d.firmware, QStringLiteral("CC43")); // control character dropped
    EXPECT_TRUE(d.rotational);
    EXPECT_FALSE(d.removable); // attribute missing
    EXPECT_FALSE(d.readOnly);
    EXPECT_EQ(d.physicalBlockSize, 4096u);
    EXPECT_FALSE(d.temperatureMilliCelsius.has_value());
    EXPECT_EQ(d.writeCache, WriteCache::WriteThrough);
    ASSERT_EQ(d.partitions.size(), 1);
    // btrfs reports device 0:35, so the mount source names the partition; the bind mount counts too.
    EXPECT_EQ(d.partitions[0].mountPoints,
              (QStringList {QStringLiteral("/mnt/data disk"), QStringLiteral("/srv/bind")}));
    EXPECT_EQ(d.partitions[0].fsType, QStringLiteral("btrfs"));
    EXPECT_FALSE(d.backsSystem);
}

TEST_F(CatalogFixture, UsbStickMmcVirtioAndLoop)
{
    const Drive &usb = drive("sdc");
    EXPECT_EQ(usb.transport, Transport::Usb);
    EXPECT_EQ(usb.model, QStringLiteral("Cruzer Blade"));
    EXPECT_EQ(usb.vendor, QStringLiteral("SanDisk"));
    EXPECT_EQ(usb.firmware, QStringLiteral("1.00"));
    EXPECT_TRUE(usb.removable);
    EXPECT_EQ(usb.writeCache, WriteCache::Unknown);
    EXPECT_EQ(usb.logicalBlockSize, 0u);
    ASSERT_EQ(usb.partitions.size(), 1);
    EXPECT_EQ(usb.partitions[0].mountPoints, QStringList {QStringLiteral("/media/usb stick")});
    EXPECT_FALSE(usb.backsSystem);

    const Drive &mmc = drive("mmcblk0");
    EXPECT_EQ(mmc.transport, Transport::Mmc);
    EXPECT_EQ(mmc.model, QStringLiteral("SD64G"));
    EXPECT_EQ(mmc.serial, QStringLiteral("0x12345678"));
    EXPECT_EQ(mmc.firmware, QStringLiteral("0x0"));
    EXPECT_EQ(mmc.partitions.size(), 1);
    EXPECT_FALSE(mmc.inUse());

    const Drive &vda = drive("vda");
    EXPECT_EQ(vda.transport, Transport::Virtio);
    EXPECT_EQ(vda.model, QString());
    ASSERT_EQ(vda.partitions.size(), 1);
    EXPECT_TRUE(vda.partitions[0].swap);
    EXPECT_TRUE(vda.backsSystem); // active swap

    const Drive &loop = drive("loop0");
    EXPECT_EQ(loop.transport, Transport::Loop);
    EXPECT_EQ(loop.backingFile, QStringLiteral("/var/tmp/disk  image .img"));
    EXPECT_TRUE(loop.readOnly);
    EXPECT_EQ(loop.mountPoints, QStringList {QStringLiteral("/mnt/loop")});
    EXPECT_EQ(loop.fsType, QStringLiteral("ext4"));
    EXPECT_TRUE(loop.partitions.isEmpty());
    EXPECT_FALSE(loop.backsSystem);
}

TEST_F(CatalogFixture, DirectoriesMapToTheirDrives)
{
    const auto drivesOf = [&](const char *path) {
        return m_catalog->locate(QLatin1String(path)).drives.join(QLatin1Char(','));
    };
    const DirectoryLocation photos = m_catalog->locate(QStringLiteral("/mnt/data disk/photos/2024"));
    EXPECT_EQ(photos.mountPoint, QStringLiteral("/mnt/data disk"));
    EXPECT_EQ(photos.fsType, QStringLiteral("btrfs"));
    EXPECT_EQ(photos.source, QStringLiteral("/dev/sdb1"));
    EXPECT_EQ(photos.device, QStringLiteral("sdb1"));
    EXPECT_EQ(photos.drives, QStringList {QStringLiteral("sdb")});

    EXPECT_EQ(drivesOf("/srv/bind/album"), QStringLiteral("sdb"));
    EXPECT_EQ(m_catalog->locate(QStringLiteral("/var/sektor-no-such-dir")).device, QStringLiteral("dm-0"));
    EXPECT_EQ(drivesOf("/var/sektor-no-such-dir"), QStringLiteral("sda"));
    EXPECT_EQ(drivesOf("/sektor-no-such-dir/x"), QStringLiteral("nvme0n1"));
    EXPECT_EQ(drivesOf("/boot/efi/EFI"), QStringLiteral("nvme0n1"));
    EXPECT_EQ(drivesOf("/media/usb stick/DCIM"), QStringLiteral("sdc"));
    EXPECT_EQ(drivesOf("/mnt/loop/file"), QStringLiteral("loop0"));
    // /mnt/loopy is not under /mnt/loop: prefixes match whole path components only.
    EXPECT_EQ(drivesOf("/mnt/loopy"), QStringLiteral("nvme0n1"));

    const DirectoryLocation inner = m_catalog->locate(QStringLiteral("/mnt/loop/inner/x"));
    EXPECT_EQ(inner.mountPoint, QStringLiteral("/mnt/loop/inner"));
    EXPECT_EQ(inner.fsType, QStringLiteral("tmpfs"));
    EXPECT_FALSE(inner.onDrive());
}

TEST(CatalogMissingRoots, EmptyTreesGiveAnEmptyCatalog)
{
    TempDir dir;
    const DriveCatalog catalog(QString::fromStdString(dir.path() + "/nosys"),
                               QString::fromStdString(dir.path() + "/noproc"));
    EXPECT_TRUE(catalog.drives().isEmpty());
    EXPECT_TRUE(catalog.mounts().isEmpty());
    EXPECT_FALSE(catalog.locate(QStringLiteral("/")).onDrive());
    EXPECT_EQ(catalog.drive(QStringLiteral("sda")), nullptr);
}
