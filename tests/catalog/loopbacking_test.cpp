// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Devices that hold something without being mounted: the device behind a loop device, the
// partitions next to the system's own, and system paths behind automounts. Fixture trees; the
// same cases on real loop devices are in realloopholders_test.cpp.
#include "fixturetree.h"
#include "support/tempdir.h"

#include "catalog/automount.h"
#include "catalog/drivecatalog.h"
#include "catalog/loopbacking.h"
#include "safety/writeverdict.h"

#include <gtest/gtest.h>

using namespace Sektor::Catalog;
using namespace Sektor::Safety;
using Sektor::Test::FixtureTree;
using Sektor::Test::TempDir;

namespace {
const std::string SataPath = "pci0000:00/0000:00:17.0/ata1/host0/target0:0:0/0:0:0:0/block";
const std::string UsbPath = "pci0000:00/0000:00:14.0/usb2/2-1/2-1:1.0/host6/target6:0:0/6:0:0:0/block";
const std::string VirtualPath = "virtual/block";

// sda: the system disk (p1 /boot, p2 /, p3 free). sdb: a stick with two partitions, the second
// backing loop0. sdc: a whole disk backing loop1. loop2: over a regular file.
void makeTree(const FixtureTree &t, const std::string &mountinfo)
{
    t.blockDevice(SataPath, "sda", "8:0", 1000000);
    t.partition(SataPath, "sda", "sda1", 1, "8:1", 2048);
    t.partition(SataPath, "sda", "sda2", 2, "8:2", 500000);
    t.partition(SataPath, "sda", "sda3", 3, "8:3", 400000);
    t.blockDevice(UsbPath, "sdb", "8:16", 100000);
    t.partition(UsbPath, "sdb", "sdb1", 1, "8:17", 40000);
    t.partition(UsbPath, "sdb", "sdb2", 2, "8:18", 40000);
    t.blockDevice(UsbPath, "sdc", "8:32", 100000);
    t.blockDevice(VirtualPath, "loop0", "7:0", 40000, {{"loop/backing_file", "/dev/sdb2"}});
    t.blockDevice(VirtualPath, "loop1", "7:1", 100000, {{"loop/backing_file", "/dev/sdc (deleted)"}});
    t.blockDevice(VirtualPath, "loop2", "7:2", 2048, {{"loop/backing_file", "/dev/shm/sdc"}});
    t.write("proc/self/mountinfo", mountinfo);
    t.write("proc/swaps", "Filename\tType\tSize\tUsed\tPriority\n");
}

const std::string SystemMounts = "21 1 8:2 / / rw - ext4 /dev/sda2 rw\n"
                                 "22 21 8:1 / /boot rw - ext4 /dev/sda1 rw\n"
                                 "30 21 7:0 / /mnt/inner rw - ext4 /dev/loop0 rw\n";

class Holders : public ::testing::Test
{
protected:
    void build(const std::string &mountinfo)
    {
        makeTree(FixtureTree(m_dir.path()), mountinfo);
        m_catalog = std::make_unique<DriveCatalog>(QString::fromStdString(m_dir.path() + "/sys"),
                                                   QString::fromStdString(m_dir.path() + "/proc"));
    }
    WriteVerdict verdict(const char *name) const { return rawWriteVerdictForName(QLatin1String(name), *m_catalog); }

    TempDir m_dir;
    std::unique_ptr<DriveCatalog> m_catalog;
};
} // namespace

TEST_F(Holders, TheDeviceBehindALoopDeviceIsRefusedWithTheLoopNamed)
{
    build(SystemMounts);
    EXPECT_EQ(m_catalog->loopDevicesOver(QStringLiteral("sdb2")), QStringList {QStringLiteral("loop0")});
    EXPECT_EQ(m_catalog->loopDevicesOver(QStringLiteral("sdc")), QStringList {QStringLiteral("loop1")});
    EXPECT_TRUE(m_catalog->loopDevicesOver(QStringLiteral("sdb1")).isEmpty());

    const WriteVerdict sdb2 = verdict("sdb2");
    ASSERT_TRUE(sdb2.refusedFor(Refusal::Held));
    EXPECT_EQ(sdb2.reasons.value(0).text, QStringLiteral("sdb2 is in use by the loop device loop0 set up over it."));
    EXPECT_TRUE(verdict("sdb").refusedFor(Refusal::Held)); // the disk holds sdb2
    EXPECT_TRUE(verdict("sdb1").allowed()) << qPrintable(verdict("sdb1").reasons.value(0).text);
    EXPECT_TRUE(verdict("sdc").refusedFor(Refusal::Held)); // a deleted node keeps its name
    EXPECT_TRUE(verdict("loop2").allowed()); // a file under /dev/shm is no device
}

TEST_F(Holders, APartitionOfADiskBehindALoopDeviceIsRefused)
{
    // loop1 over the whole of sdc: a partition of sdc would be sectors of loop1.
    FixtureTree t(m_dir.path());
    t.partition(UsbPath, "sdc", "sdc1", 1, "8:33", 50000);
    build(SystemMounts);
    const WriteVerdict sdc1 = verdict("sdc1");
    ASSERT_TRUE(sdc1.refusedFor(Refusal::Held));
    EXPECT_TRUE(sdc1.reasons.value(0).text.contains(QLatin1String("loop1"))) << qPrintable(sdc1.reasons.value(0).text);
}

TEST_F(Holders, WhatIsMountedFromALoopDeviceReachesTheDeviceBelow)
{
    // The root filesystem on a loop device over sdb2: sdb2 and its disk carry the system.
    build("21 1 7:0 / / rw - ext4 /dev/loop0 rw\n");
    EXPECT_TRUE(m_catalog->backsSystem(QStringLiteral("sdb2")));
    EXPECT_TRUE(verdict("sdb2").refusedFor(Refusal::BacksSystem));
    EXPECT_TRUE(verdict("sdb").refusedFor(Refusal::BacksSystem));
}

TEST_F(Holders, EveryPartitionOfTheSystemDiskIsRefused)
{
    build(SystemMounts);
    const WriteVerdict free = verdict("sda3");
    ASSERT_TRUE(free.refusedFor(Refusal::BacksSystem));
    EXPECT_EQ(free.reasons.size(), 1);
    EXPECT_EQ(free.reasons.value(0).text, QStringLiteral("sda3 is on sda, the disk that holds the running system."));
    EXPECT_TRUE(verdict("sda1").refusedFor(Refusal::BacksSystem));
    EXPECT_TRUE(verdict("sda").refusedFor(Refusal::BacksSystem));
}

TEST_F(Holders, EfiSystemPartitionsAreSystem)
{
    for (const char *point : {"/efi", "/boot/efi"}) {
        TempDir dir;
        makeTree(FixtureTree(dir.path()),
                 std::string("21 1 0:20 / / rw - tmpfs tmpfs rw\n25 21 8:17 / ") + point + " rw - vfat /dev/sdb1 rw\n");
        const DriveCatalog catalog(QString::fromStdString(dir.path() + "/sys"),
                                   QString::fromStdString(dir.path() + "/proc"));
        EXPECT_TRUE(catalog.backsSystem(QStringLiteral("sdb1"))) << point;
        EXPECT_TRUE(rawWriteVerdictForName(QStringLiteral("sdb2"), catalog).refusedFor(Refusal::BacksSystem)) << point;
    }
}

TEST_F(Holders, AnAutomountedSystemPathCountsOnceMounted)
{
    // systemd's /boot automount after it was used: autofs with the real mount stacked on it.
    build("21 1 8:2 / / rw - ext4 /dev/sda2 rw\n"
          "22 21 0:40 / /efi rw - autofs systemd-1 rw,fd=40,pgrp=1,timeout=120,direct\n"
          "23 22 8:17 / /efi rw - vfat /dev/sdb1 rw\n");
    EXPECT_TRUE(m_catalog->backsSystem(QStringLiteral("sdb1")));
    EXPECT_TRUE(verdict("sdb").refusedFor(Refusal::BacksSystem));
}

TEST(Automounts, PendingAreTheSystemPointsWithOnlyAutofsOnTop)
{
    const QList<MountEntry> mounts = parseMountInfo("21 1 8:2 / / rw - ext4 /dev/sda2 rw\n"
                                                    "22 21 0:40 / /boot rw - autofs systemd-1 rw,direct\n"
                                                    "23 21 0:41 / /efi rw - autofs systemd-1 rw,direct\n"
                                                    "24 23 8:17 / /efi rw - vfat /dev/sdb1 rw\n"
                                                    "25 21 0:42 / /home rw - autofs systemd-1 rw,direct\n");
    const QStringList system {QStringLiteral("/"), QStringLiteral("/boot"), QStringLiteral("/efi")};
    EXPECT_EQ(pendingAutomounts(mounts, system), QStringList {QStringLiteral("/boot")});
}

TEST(LoopBackingPath, OnlyNamesDirectlyUnderDevAreDevices)
{
    EXPECT_EQ(loopBackingNameFromPath(QStringLiteral("/dev/sdb1")), QStringLiteral("sdb1"));
    EXPECT_EQ(loopBackingNameFromPath(QStringLiteral("/dev/sdb1 (deleted)")), QStringLiteral("sdb1"));
    EXPECT_EQ(loopBackingNameFromPath(QStringLiteral("/dev/mapper/vg-data")), QStringLiteral("mapper/vg-data"));
    EXPECT_TRUE(loopBackingNameFromPath(QStringLiteral("/var/tmp/disk.img")).isEmpty());
    EXPECT_TRUE(loopBackingNameFromPath(QStringLiteral("/dev/../etc/x")).isEmpty());
    EXPECT_TRUE(loopBackingNameFromPath(QString()).isEmpty());
}

TEST(LoopBackingKernel, NotAskedWithoutADevRootOrForOtherDevices)
{
    EXPECT_FALSE(loopBackingOfNode(QString(), QStringLiteral("loop0"), QStringLiteral("7:0")).has_value());
    EXPECT_FALSE(loopBackingOfNode(QStringLiteral("/dev"), QStringLiteral("vda"), QStringLiteral("252:0")).has_value());
}

// Loop devices over one file are one drive. Where the kernel cannot be asked (a fixture tree, a user
// who may not open the nodes) the backing file's path is all there is to go by.
TEST_F(Holders, LoopDevicesOverOneFileAreOneDrive)
{
    FixtureTree t(m_dir.path());
    t.blockDevice(VirtualPath, "loop3", "7:3", 2048, {{"loop/backing_file", "/var/tmp/disk.img"}});
    t.blockDevice(VirtualPath, "loop4", "7:4", 2048, {{"loop/backing_file", "/var/tmp/disk.img"}});
    build("21 1 8:2 / / rw - ext4 /dev/sda2 rw\n"
          "31 21 7:3 / /mnt/image rw - ext4 /dev/loop3 rw\n");
    EXPECT_EQ(m_catalog->loopsSharingStorage(QStringLiteral("loop4")), QStringList {QStringLiteral("loop3")});
    EXPECT_TRUE(m_catalog->loopsSharingStorage(QStringLiteral("loop2")).isEmpty());
    const WriteVerdict loop4 = verdict("loop4");
    ASSERT_TRUE(loop4.refusedFor(Refusal::Held));
    EXPECT_EQ(loop4.reasons.value(0).text,
              QStringLiteral("loop4 and the loop device loop3 are set up over the same file or device, so writing one "
                             "overwrites the other: loop3 is mounted at /mnt/image."));
    EXPECT_TRUE(verdict("loop2").allowed()) << "a loop device over a file of its own";
}

// A loop device over a block device that is mounted writes under that filesystem.
TEST_F(Holders, ALoopDeviceOverAMountedDeviceIsRefused)
{
    build("21 1 8:2 / / rw - ext4 /dev/sda2 rw\n"
          "31 21 8:18 / /mnt/stick rw - vfat /dev/sdb2 rw\n");
    const WriteVerdict loop0 = verdict("loop0");
    ASSERT_TRUE(loop0.refusedFor(Refusal::Held));
    EXPECT_EQ(loop0.reasons.value(0).text,
              QStringLiteral("loop0 is a loop device over sdb2, which is in use: sdb2 is mounted at /mnt/stick."));
    EXPECT_TRUE(verdict("loop1").allowed()) << "sdc, below loop1, is not in use";
}
