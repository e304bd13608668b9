// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The catalog against a fake sysfs/proc tree with one of each kind of drive the issue names.
#include "fixturetree.h"
#include "support/tempdir.h"

#include "catalog/drivecatalog.h"
#include "safety/writeverdict.h"

#include <gtest/gtest.h>

using namespace Sektor::Catalog;
using Sektor::Test::FixtureTree;
using Sektor::Test::TempDir;

namespace {
const std::string NvmePath = "pci0000:00/0000:00:01.0/nvme/nvme0";
const std::string SataPath = "pci0000:00/0000:00:17.0/ata1/host0/target0:0:0/0:0:0:0/block";
const std::string HddPath = "pci0000:00/0000:00:17.0/ata2/host1/target1:0:0/1:0:0:0/block";
const std::string UsbPath = "pci0000:00/0000:00:14.0/usb2/2-1/2-1:1.0/host6/target6:0:0/6:0:0:0/block";
const std::string MmcPath = "platform/mmc0/mmc_host/mmc0/mmc0:aaaa/block";
const std::string VirtioPath = "pci0000:00/0000:00:04.0/virtio2/block";
const std::string VirtualPath = "virtual/block";

void makeTree(const FixtureTree &t)
{
    t.blockDevice(NvmePath,
                  "nvme0n1",
                  "259:0",
                  1953525168,
                  {{"device/model", "Samsung SSD 980 PRO 1TB            "},
                   {"device/serial", "S5GXNF0R123456"},
                   {"device/firmware_rev", "5B2QGXA7"},
                   {"queue/rotational", "0"},
                   {"queue/logical_block_size", "512"},
                   {"queue/physical_block_size", "512"},
                   {"queue/write_cache", "write back"},
                   {"removable", "0"},
                   {"ro", "0"}});
    t.partition(NvmePath, "nvme0n1", "nvme0n1p1", 1, "259:1", 1048576);
    t.partition(NvmePath, "nvme0n1", "nvme0n1p2", 2, "259:2", 1952474112);

    t.blockDevice(SataPath,
                  "sda",
                  "8:0",
                  976773168,
                  {{"device/model", "Samsung SSD 870"},
                   {"device/vendor", "ATA     "},
                   {"device/rev", "SVT02"},
                   {"queue/rotational", "0"},
                   {"queue/write_cache", "write back"},
                   {"queue/logical_block_size", "512"},
                   {"queue/physical_block_size", "512"}});
    t.partition(SataPath, "sda", "sda1", 1, "8:1", 2048);
    t.partition(SataPath, "sda", "sda2", 2, "8:2", 976769024);

    // An HDD with an empty model, 4K physical sectors and no ro/removable attributes at all.
    t.blockDevice(HddPath,
                  "sdb",
                  "8:16",
                  7814037168,
                  {{"device/model", "   "},
                   {"device/vendor", "ATA"},
                   {"device/rev",
                    "\x01"
                    "CC43"},
                   {"queue/rotational", "1"},
                   {"queue/write_cache", "write through"},
                   {"queue/logical_block_size", "512"},
                   {"queue/physical_block_size", "4096"}});
    t.partition(HddPath, "sdb", "sdb1", 1, "8:17", 7814035456);

    t.blockDevice(UsbPath,
                  "sdc",
                  "8:32",
                  60063744,
                  {{"device/model", "Cruzer Blade    "},
                   {"device/vendor", "SanDisk "},
                   {"device/rev", "1.00"},
                   {"removable", "1"},
                   {"queue/rotational", "1"}});
    t.partition(UsbPath, "sdc", "sdc1", 1, "8:33", 60061696);

    t.blockDevice(
        MmcPath,
        "mmcblk0",
        "179:0",
        124735488,
        {{"device/name", "SD64G"}, {"device/serial", "0x12345678"}, {"device/fwrev", "0x0"}, {"removable", "0"}});
    t.partition(MmcPath, "mmcblk0", "mmcblk0p1", 1, "179:1", 124733440);

    t.blockDevice(VirtioPath, "vda", "252:0", 41943040, {{"queue/write_cache", "write back"}, {"ro", "0"}});
    t.partition(VirtioPath, "vda", "vda1", 1, "252:1", 2097152);

    t.blockDevice(VirtualPath, "loop0", "7:0", 2048, {{"loop/backing_file", "/var/tmp/disk  image .img"}, {"ro", "1"}});
    t.blockDevice(VirtualPath, "loop1", "7:1", 0);
    t.blockDevice(VirtualPath, "ram0", "1:0", 131072);
    t.blockDevice(VirtualPath, "zram0", "251:0", 8388608);
    t.blockDevice(VirtualPath, "zram1", "251:1", 0);
    // LVM on a partition: dm-0 sits on sda2.
    t.blockDevice(VirtualPath, "dm-0", "253:0", 976769024, {{"dm/name", "vg-var"}});
    t.link("sys/devices/virtual/block/dm-0/slaves/sda2", "../../../../" + SataPath + "/sda/sda2");
    t.link("sys/devices/" + SataPath + "/sda/sda2/holders/dm-0", "../../../../../../../../../../virtual/block/dm-0");

    t.write("proc/self/mountinfo",
            "21 1 259:2 / / rw,relatime shared:1 - ext4 /dev/nvme0n1p2 rw\n"
            "22 21 259:1 / /boot/efi rw,relatime shared:2 - vfat /dev/nvme0n1p1 rw\n"
            "23 21 253:0 / /var rw,relatime shared:3 - xfs /dev/mapper/vg-var rw\n"
            "24 21 0:35 / /mnt/data\\040disk rw,relatime shared:4 - btrfs /dev/sdb1 rw,subvolid=5,subvol=/\n"
            "25 21 0:35 /photos /srv/bind rw,relatime shared:4 - btrfs /dev/sdb1 rw\n"
            "26 21 8:33 / /media/usb\\040stick rw,nosuid - vfat /dev/sdc1 rw\n"
            "27 21 7:0 / /mnt/loop rw - ext4 /dev/loop0 rw\n"
            "28 21 0:5 / /tmp rw - tmpfs tmpfs rw\n"
            "29 27 0:40 / /mnt/loop/inner rw - tmpfs tmpfs rw\n"
            "this line is garbage\n");
    t.write("proc/swaps",
            "Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority\n"
            "/dev/vda1                               partition\t1048572\t\t0\t\t-2\n"
            "/dev/zram0                              partition\t4194300\t\t0\t\t100\n");
}

class CatalogFixture : public ::testing::Test
{
protected:
    void SetUp() override
    {
        FixtureTree tree(m_dir.path());
        makeTree(tree);
        m_catalog = std::make_unique<DriveCatalog>(QString::fromStdString(m_dir.path() + "/sys"),
                                                   QString::fromStdString(m_dir.path() + "/proc"));
    }

    const Drive &drive(const char *name)
    {
        const Drive *d = m_catalog->drive(QLatin1String(name));
        static const Drive none;
        EXPECT_NE(d, nullptr) << name << " missing from the catalog";
        return d ? *d : none;
    }

    TempDir m_dir;
    std::unique_ptr<DriveCatalog> m_catalog;
};

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

// Raw-write verdicts on the same tree: every reason, and the devices that are free.
TEST_F(CatalogFixture, WriteVerdicts)
{
    using namespace Sektor::Safety;
    const auto verdict = [&](const char *name) { return rawWriteVerdictForName(QLatin1String(name), *m_catalog); };

    const WriteVerdict sda = verdict("sda");
    EXPECT_TRUE(sda.refusedFor(Refusal::Held)); // sda2 under dm-0
    EXPECT_TRUE(sda.refusedFor(Refusal::BacksSystem)); // /var on dm-0
    EXPECT_FALSE(sda.refusedFor(Refusal::Mounted));
    EXPECT_TRUE(verdict("sda2").refusedFor(Refusal::Held));
    EXPECT_TRUE(verdict("sda2").refusedFor(Refusal::BacksSystem));
    EXPECT_TRUE(verdict("sda1").allowed()) << qPrintable(verdict("sda1").reasons.value(0).text);

    const WriteVerdict sdb = verdict("sdb");
    EXPECT_TRUE(sdb.refusedFor(Refusal::PartitionMounted));
    ASSERT_FALSE(sdb.reasons.isEmpty());
    EXPECT_EQ(sdb.reasons[0].text, QStringLiteral("Partition sdb1 is mounted at /mnt/data disk, /srv/bind."));
    EXPECT_FALSE(sdb.refusedFor(Refusal::BacksSystem));
    EXPECT_TRUE(verdict("sdb1").refusedFor(Refusal::Mounted));

    EXPECT_TRUE(verdict("vda").refusedFor(Refusal::Swap));
    EXPECT_TRUE(verdict("vda1").refusedFor(Refusal::Swap));
    EXPECT_TRUE(verdict("vda1").refusedFor(Refusal::BacksSystem));

    const WriteVerdict loop = verdict("loop0");
    EXPECT_TRUE(loop.refusedFor(Refusal::ReadOnly));
    EXPECT_TRUE(loop.refusedFor(Refusal::Mounted));

    EXPECT_TRUE(verdict("nvme0n1").refusedFor(Refusal::BacksSystem));
    EXPECT_TRUE(verdict("nvme0n1p2").refusedFor(Refusal::BacksSystem));
    EXPECT_TRUE(verdict("nvme0n1p1").refusedFor(Refusal::Mounted)); // /boot/efi is not a system mount point
    EXPECT_FALSE(verdict("nvme0n1p1").refusedFor(Refusal::BacksSystem));
    EXPECT_TRUE(verdict("mmcblk0").allowed());
    EXPECT_TRUE(verdict("mmcblk0p1").allowed());

    const WriteVerdict missing = verdict("sdz");
    EXPECT_TRUE(missing.refusedFor(Refusal::NotFound));
    EXPECT_EQ(missing.reasons.size(), 1);
}
