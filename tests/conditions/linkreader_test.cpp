// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
// Each drive's link read from a fixture sysfs shaped as the kernel lays it out.
#include "fixturetree.h"
#include "support/tempdir.h"

#include "conditions/linkreader.h"
#include "report/conditionsreport.h"

#include <gtest/gtest.h>

namespace Sektor::Test {

namespace {

class LinkReader : public ::testing::Test
{
protected:
    QString sys() const { return QString::fromStdString(m_dir.path() + "/sys"); }
    DriveLink link(const char *name) const { return Conditions::readDriveLink(sys(), QLatin1String(name)); }

    TempDir m_dir;
    FixtureTree m_tree {m_dir.path()};
};

// A Gen4 ×4 drive behind a Gen4 ×4 root port, trained at Gen3 ×2 (a riser, a dirty slot).
TEST_F(LinkReader, NvmeRunningAtGen3x2BelowItsGen4x4)
{
    const std::string port = "pci0000:00/0000:00:01.1";
    const std::string function = port + "/0000:01:00.0";
    m_tree.write("sys/devices/" + port + "/max_link_speed", "16.0 GT/s PCIe");
    m_tree.write("sys/devices/" + port + "/max_link_width", "4");
    m_tree.write("sys/devices/" + function + "/current_link_speed", "8.0 GT/s PCIe");
    m_tree.write("sys/devices/" + function + "/current_link_width", "2");
    m_tree.write("sys/devices/" + function + "/max_link_speed", "16.0 GT/s PCIe");
    m_tree.write("sys/devices/" + function + "/max_link_width", "4");
    m_tree.blockDevice(function + "/nvme/nvme0", "nvme0n1", "259:0", 1000);

    const DriveLink l = link("nvme0n1");
    EXPECT_EQ(l.bus, DriveLink::Bus::Pcie);
    EXPECT_EQ(l.rate, 8000u);
    EXPECT_EQ(l.width, 2u);
    EXPECT_EQ(l.driveRate, 16000u);
    EXPECT_EQ(l.driveWidth, 4u);
    EXPECT_EQ(l.portRate, 16000u);
    EXPECT_EQ(l.portWidth, 4u);
    EXPECT_TRUE(l.belowBoth());
    EXPECT_FALSE(l.portLimits());
    EXPECT_NEAR(linkCeiling(l), 8000e6 / 8 * 128 / 130 * 2, 1e3); // 1969 MB/s
}

// A Gen4 drive in an older board's Gen3 slot: the link runs as fast as the slot allows, and the slot is the limit.
TEST_F(LinkReader, NvmeInASlowerSlotOlderKernelSpelling)
{
    const std::string port = "pci0000:00/0000:00:1d.0";
    const std::string function = port + "/0000:3a:00.0";
    m_tree.write("sys/devices/" + port + "/max_link_speed", "8 GT/s"); // kernels before 5.1 wrote no ".0 … PCIe"
    m_tree.write("sys/devices/" + port + "/max_link_width", "4");
    m_tree.write("sys/devices/" + function + "/current_link_speed", "8 GT/s");
    m_tree.write("sys/devices/" + function + "/current_link_width", "4");
    m_tree.write("sys/devices/" + function + "/max_link_speed", "16 GT/s");
    m_tree.write("sys/devices/" + function + "/max_link_width", "4");
    m_tree.blockDevice(function + "/nvme/nvme1", "nvme1n1", "259:3", 1000);

    const DriveLink l = link("nvme1n1");
    EXPECT_EQ(l.rate, 8000u);
    EXPECT_EQ(l.portRate, 8000u);
    EXPECT_FALSE(l.belowBoth());
    EXPECT_TRUE(l.portLimits());
}

// SATA at 1.5 Gb/s on a 6 Gb/s controller with a drive that supports 6 Gb/s (IDENTIFY word 76 = 0x000e).
TEST_F(LinkReader, SataAt1_5GbpsBelowWhatBothEndsSupport)
{
    m_tree.blockDevice("pci0000:00/0000:00:17.0/ata3/host2/target2:0:0/2:0:0:0/block", "sdc", "8:32", 1000);
    m_tree.write("sys/class/ata_link/link3/sata_spd", "1.5 Gbps");
    m_tree.write("sys/class/ata_link/link3/hw_sata_spd_limit", "6.0 Gbps");
    std::string identify;
    for (int word = 0; word < 256; ++word)
        identify += (word == 76 ? "000e" : "0040") + std::string(word % 8 == 7 ? "\n" : " ");
    m_tree.write("sys/class/ata_device/dev3.0/id", identify);

    const DriveLink l = link("sdc");
    EXPECT_EQ(l.bus, DriveLink::Bus::Sata);
    EXPECT_EQ(l.rate, 1500u);
    EXPECT_EQ(l.portRate, 6000u);
    EXPECT_EQ(l.driveRate, 6000u);
    EXPECT_TRUE(l.belowBoth());
    EXPECT_DOUBLE_EQ(linkCeiling(l), 150e6);
}

// A USB 3 SSD on a USB 2 bus, bound by usb-storage (bulk-only, no UAS).
TEST_F(LinkReader, UsbSsdOnA480MbpsPortWithUsbStorage)
{
    const std::string hub = "pci0000:00/0000:00:14.0/usb1";
    m_tree.write("sys/devices/" + hub + "/speed", "480");
    m_tree.write("sys/devices/" + hub + "/1-2/speed", "480");
    m_tree.write("sys/devices/" + hub + "/1-2/version", " 3.10");
    m_tree.mkdir("sys/bus/usb/drivers/usb-storage");
    m_tree.link("sys/devices/" + hub + "/1-2/1-2:1.0/driver", m_dir.path() + "/sys/bus/usb/drivers/usb-storage");
    m_tree.blockDevice(hub + "/1-2/1-2:1.0/host6/target6:0:0/6:0:0:0/block", "sdd", "8:48", 1000);

    const DriveLink l = link("sdd");
    EXPECT_EQ(l.bus, DriveLink::Bus::Usb);
    EXPECT_EQ(l.rate, 480u);
    EXPECT_EQ(l.driver, QStringLiteral("usb-storage"));
    EXPECT_EQ(l.mode, QStringLiteral("3.10"));
    EXPECT_EQ(l.driveRate, 5000u);
    EXPECT_EQ(l.portRate, 480u);
    EXPECT_TRUE(l.portLimits());
    EXPECT_DOUBLE_EQ(linkCeiling(l), 40e6);
}

// A USB 2.0 stick behind a USB 1.1 hub on a USB 3 controller: the hub limits it, not the seating or the cable.
TEST_F(LinkReader, AUsbStickBehindASlowHubIsLimitedByTheHub)
{
    const std::string bus = "pci0000:00/0000:00:14.0/usb1";
    m_tree.write("sys/devices/" + bus + "/speed", "480");
    m_tree.write("sys/devices/" + bus + "/1-1/speed", "12"); // the hub
    m_tree.write("sys/devices/" + bus + "/1-1/1-1.3/speed", "12");
    m_tree.write("sys/devices/" + bus + "/1-1/1-1.3/version", " 2.00");
    m_tree.blockDevice(bus + "/1-1/1-1.3/1-1.3:1.0/host6/target6:0:0/6:0:0:0/block", "sdf", "8:80", 1000);

    const DriveLink l = link("sdf");
    EXPECT_EQ(l.rate, 12u);
    EXPECT_EQ(l.driveRate, 480u);
    EXPECT_EQ(l.portRate, 12u) << "the hub's port, not the root hub's 480";
    EXPECT_TRUE(l.portLimits());
    EXPECT_FALSE(l.belowBoth()) << "no word of the seating or the cable";
    const QStringList notes = linkWarnings(l, Wording::English);
    ASSERT_EQ(notes.size(), 1);
    EXPECT_EQ(notes.first(),
              QStringLiteral("This USB 2.0 device runs at USB 1.1 (12 Mb/s): it is on a slower port, hub or cable. "
                             "On a port of its own speed it could pass up to 40 MB/s."));
}

// A USB 3.2 Gen 2 device runs at 10 Gb/s: bcdUSB 3.2 alone would have said 5.
TEST_F(LinkReader, AGen2DeviceIsKnownByTheRateItRunsAt)
{
    const std::string bus = "pci0000:00/0000:00:14.0/usb2";
    m_tree.write("sys/devices/" + bus + "/speed", "10000");
    m_tree.write("sys/devices/" + bus + "/2-3/speed", "10000");
    m_tree.write("sys/devices/" + bus + "/2-3/version", " 3.20");
    m_tree.blockDevice(bus + "/2-3/2-3:1.0/host8/target8:0:0/8:0:0:0/block", "sdg", "8:96", 1000);
    EXPECT_EQ(link("sdg").driveRate, 10000u);
}

// A 10 Gb/s enclosure with UAS on a 10 Gb/s bus: nothing to say but the ceiling.
TEST_F(LinkReader, UasEnclosureAt10Gbps)
{
    const std::string hub = "pci0000:00/0000:00:14.0/usb2";
    m_tree.write("sys/devices/" + hub + "/speed", "10000");
    m_tree.write("sys/devices/" + hub + "/2-1/speed", "10000");
    m_tree.write("sys/devices/" + hub + "/2-1/version", " 3.20");
    m_tree.mkdir("sys/bus/usb/drivers/uas");
    m_tree.link("sys/devices/" + hub + "/2-1/2-1:1.0/driver", "../../../../../../bus/usb/drivers/uas");
    m_tree.blockDevice(hub + "/2-1/2-1:1.0/host7/target7:0:0/7:0:0:0/block", "sde", "8:64", 1000);

    const DriveLink l = link("sde");
    EXPECT_EQ(l.rate, 10000u);
    EXPECT_EQ(l.driver, QStringLiteral("uas"));
    EXPECT_FALSE(l.portLimits());
    EXPECT_FALSE(l.belowBoth());
    EXPECT_DOUBLE_EQ(linkCeiling(l), 1100e6);
}

// An SD card in UHS-I SDR104: 208 MHz on 4 lines carries 104 MB/s; DDR modes move data on both edges.
TEST_F(LinkReader, SdCardTimingFromDebugfs)
{
    m_tree.blockDevice("platform/fe320000.mmc/mmc_host/mmc0/mmc0:aaaa/block", "mmcblk0", "179:0", 1000);
    m_tree.write("sys/kernel/debug/mmc0/ios",
                 "clock:\t\t208000000 Hz\nactual clock:\t200000000 Hz\nvdd:\t\t21 (3.3 ~ 3.4 V)\n"
                 "bus mode:\t2 (push-pull)\nbus width:\t2 (4 bits)\ntiming spec:\t6 (sd uhs SDR104)\n"
                 "signal voltage:\t1 (1.80 V)");
    m_tree.blockDevice("platform/fe330000.mmc/mmc_host/mmc1/mmc1:0001/block", "mmcblk1", "179:8", 1000);
    m_tree.write("sys/kernel/debug/mmc1/ios",
                 "clock:\t\t200000000 Hz\nbus width:\t3 (8 bits)\ntiming spec:\t10 (mmc HS400 enhanced strobe)");

    const DriveLink sd = link("mmcblk0");
    EXPECT_EQ(sd.bus, DriveLink::Bus::Mmc);
    EXPECT_EQ(sd.rate, 200u) << "the actual clock, not the one asked for";
    EXPECT_EQ(sd.width, 4u);
    EXPECT_EQ(sd.mode, QStringLiteral("sd uhs SDR104"));
    EXPECT_DOUBLE_EQ(linkCeiling(sd), 100e6);
    const DriveLink emmc = link("mmcblk1");
    EXPECT_EQ(emmc.rate, 400u);
    EXPECT_EQ(emmc.width, 8u);
    EXPECT_DOUBLE_EQ(linkCeiling(emmc), 400e6);
}

// Without debugfs (not root) an SD card's bus is known, its speed is not; virtio and loop have no link at all.
TEST_F(LinkReader, UnknownWhereSysfsDoesNotSay)
{
    m_tree.blockDevice("platform/mmc0/mmc_host/mmc0/mmc0:aaaa/block", "mmcblk0", "179:0", 1000);
    m_tree.blockDevice("pci0000:00/0000:00:04.0/virtio2/block", "vda", "254:0", 1000);
    m_tree.blockDevice("virtual/block", "loop0", "7:0", 1000);
    const DriveLink sd = link("mmcblk0");
    EXPECT_EQ(sd.bus, DriveLink::Bus::Mmc);
    EXPECT_FALSE(sd.known());
    EXPECT_EQ(linkCeiling(sd), 0.0);
    EXPECT_EQ(link("vda"), DriveLink());
    EXPECT_EQ(link("loop0"), DriveLink());
    EXPECT_EQ(link("nosuchdrive"), DriveLink());
}

} // namespace

} // namespace Sektor::Test
