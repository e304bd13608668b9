// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The drive's own serial and firmware from the sources the drives tier's guest shows them in (tests/drives holds the
// whole against smartctl and udev on QEMU's drives): libata's IDENTIFY DEVICE words, the Unit Serial Number VPD page
// and the USB device's serial, laid out here as that guest's sysfs has them. These cases are what a guest cannot
// show: odd padding, a page that is not page 0x80, words that are not 256, control characters from a drive.
#include "fixturetree.h"
#include "support/tempdir.h"

#include "catalog/driveidentifiers.h"

#include <QFile>

#include <gtest/gtest.h>

#include <cstdio>

using namespace Sektor::Catalog;
using namespace Sektor::Test;

namespace {
// libata's `id`: 256 words as four hex digits, eight to a line; the strings high byte first.
std::string identify(const std::string &serial, const std::string &firmware)
{
    std::vector<unsigned> words(256, 0);
    const auto put = [&](int first, int count, std::string text) {
        text.resize(std::size_t(count) * 2, ' ');
        for (int i = 0; i < count; ++i)
            words[std::size_t(first + i)] = (unsigned(uchar(text[2 * i])) << 8) | uchar(text[2 * i + 1]);
    };
    put(10, 10, serial);
    put(23, 4, firmware);
    put(27, 20, "SATA-DISK");
    std::string out;
    for (std::size_t i = 0; i < words.size(); ++i) {
        char word[8];
        std::snprintf(word, sizeof word, "%04x", words[i]);
        out += word;
        out += (i % 8 == 7) ? "\n" : " ";
    }
    return out;
}

QByteArray unitSerialPage(const std::string &serial, char page = char(0x80))
{
    QByteArray bytes;
    bytes.append('\0').append(page).append('\0').append(char(serial.size()));
    return bytes + QByteArray::fromStdString(serial);
}
} // namespace

TEST(DriveIdentifiers, IdentifyStringsAreReadHighByteFirstAndTrimmed)
{
    const QString id = QString::fromStdString(identify("  SATA0001", "SF1.0"));
    EXPECT_EQ(ataIdentifyText(id, 10, 10), QStringLiteral("SATA0001")) << "leading padding, as some drives have";
    EXPECT_EQ(ataIdentifyText(id, 23, 4), QStringLiteral("SF1.0")) << "all eight characters, not INQUIRY's four";
    EXPECT_EQ(ataIdentifyText(id, 27, 20), QStringLiteral("SATA-DISK"));
    EXPECT_TRUE(ataIdentifyText(id.left(id.size() - 5), 10, 10).isEmpty()) << "255 words: not IDENTIFY";
    EXPECT_TRUE(ataIdentifyText(id, 250, 10).isEmpty()) << "past word 255";
    QString bad = id;
    bad.replace(0, 4, QStringLiteral("zz00"));
    EXPECT_TRUE(ataIdentifyText(bad, 10, 10).isEmpty()) << "a word that is not hex";
    EXPECT_EQ(ataIdentifyText(QString::fromStdString(identify("AB\x1b[2JCD", "1")), 10, 10), QStringLiteral("AB[2JCD"))
        << "a drive's control characters go nowhere";
}

TEST(DriveIdentifiers, TheUnitSerialNumberPageGivesItsSerialAndNothingElseDoes)
{
    EXPECT_EQ(vpdUnitSerial(unitSerialPage("UAS00001")), QStringLiteral("UAS00001"));
    EXPECT_EQ(vpdUnitSerial(unitSerialPage("   WD-WCC4E1234567")), QStringLiteral("WD-WCC4E1234567"));
    EXPECT_TRUE(vpdUnitSerial(unitSerialPage("UAS00001", char(0x83))).isEmpty()) << "the identification page";
    EXPECT_TRUE(vpdUnitSerial(QByteArray("\0\x80\0", 3)).isEmpty()) << "shorter than its header";
    QByteArray longer = unitSerialPage("ABCD");
    longer[3] = char(40); // says more than it holds
    EXPECT_EQ(vpdUnitSerial(longer), QStringLiteral("ABCD"));
}

class DriveIdentifiersTree : public ::testing::Test
{
protected:
    QString sys() const { return QString::fromStdString(m_dir.path() + "/sys"); }
    /// A SCSI disk @p name under sys/devices/@p scsiDevice/block, its device/ linked to @p scsiDevice as the kernel
    /// does, with @p attributes there.
    void scsiDisk(const std::string &scsiDevice,
                  const std::string &name,
                  const std::vector<std::pair<std::string, std::string>> &attributes) const
    {
        m_tree.blockDevice(scsiDevice + "/block", name, "8:0", 524288);
        m_tree.link("sys/devices/" + scsiDevice + "/block/" + name + "/device", "../../../" + leaf(scsiDevice));
        for (const auto &[attribute, content] : attributes)
            m_tree.write("sys/devices/" + scsiDevice + "/" + attribute, content);
    }
    static std::string leaf(const std::string &path) { return path.substr(path.rfind('/') + 1); }
    DriveIdentifiers of(const std::string &name, const std::string &devicePath) const
    {
        return readDriveIdentifiers(sys(),
                                    sys() + QStringLiteral("/block/") + QString::fromStdString(name),
                                    sys() + QStringLiteral("/devices/") + QString::fromStdString(devicePath));
    }
    void writeBinary(const std::string &path, const QByteArray &bytes) const
    {
        m_tree.write(path, "");
        QFile f(QString::fromStdString(m_dir.path() + "/" + path));
        ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
    }

    TempDir m_dir;
    FixtureTree m_tree {m_dir.path()};
};

TEST_F(DriveIdentifiersTree, ASataDiskIsNamedByItsIdentifyDataNotItsInquiry)
{
    const std::string scsi = "pci0000:00/0000:00:1f.2/ata1/host0/target0:0:0/0:0:0:0";
    scsiDisk(scsi, "sda", {{"rev", "0"}, {"model", "SATA-DISK"}});
    writeBinary("sys/devices/" + scsi + "/vpd_pg80", unitSerialPage("SATA0001"));
    m_tree.write("sys/class/ata_device/dev1.0/id", identify("SATA0001", "SF1.0"));
    const DriveIdentifiers ids = of("sda", scsi + "/block/sda");
    EXPECT_EQ(ids.serial, QStringLiteral("SATA0001"));
    EXPECT_EQ(ids.firmware, QStringLiteral("SF1.0"));
}

TEST_F(DriveIdentifiersTree, AUasDiskIsNamedByItsOwnSerialAndAStickByItsUsbSerial)
{
    const std::string uas = "pci0000:00/0000:00:04.0/usb2/2-2/2-2:1.0/host7/target7:0:0/7:0:0:0";
    scsiDisk(uas, "sdb", {{"rev", "U1.0"}});
    m_tree.write("sys/devices/pci0000:00/0000:00:04.0/usb2/2-2/idVendor", "46f4");
    m_tree.write("sys/devices/pci0000:00/0000:00:04.0/usb2/2-2/serial", "27842-0000:00:04.0-2");
    writeBinary("sys/devices/" + uas + "/vpd_pg80", unitSerialPage("UAS00001"));
    EXPECT_EQ(of("sdb", uas + "/block/sdb").serial, QStringLiteral("UAS00001")) << "the disk's, not the bridge's";
    EXPECT_EQ(of("sdb", uas + "/block/sdb").firmware, QStringLiteral("U1.0"));

    const std::string stick = "pci0000:00/0000:00:04.0/usb2/2-1/2-1:1.0/host6/target6:0:0/6:0:0:0";
    scsiDisk(stick, "sdc", {{"rev", "2.5+"}});
    m_tree.write("sys/devices/pci0000:00/0000:00:04.0/usb2/2-1/idVendor", "46f4");
    m_tree.write("sys/devices/pci0000:00/0000:00:04.0/usb2/2-1/serial", "USB00001");
    m_tree.write("sys/devices/pci0000:00/0000:00:04.0/usb2/idVendor", "1d6b");
    m_tree.write("sys/devices/pci0000:00/0000:00:04.0/usb2/serial", "0000:00:04.0");
    EXPECT_EQ(of("sdc", stick + "/block/sdc").serial, QStringLiteral("USB00001")) << "usb-storage asks no VPD page";
    EXPECT_EQ(of("sdc", stick + "/block/sdc").firmware, QStringLiteral("2.5+"));

    m_tree.write("sys/devices/pci0000:00/0000:00:04.0/usb2/2-1/serial", "");
    EXPECT_TRUE(of("sdc", stick + "/block/sdc").serial.isEmpty())
        << "a stick without a serial has none, not its root hub's";
}

TEST_F(DriveIdentifiersTree, AnNvmeNamespaceIsNamedByItsController)
{
    const std::string controller = "pci0000:00/0000:00:03.0/0000:01:00.0/nvme/nvme0";
    m_tree.blockDevice(controller, "nvme0n1", "259:0", 524288);
    m_tree.write("sys/devices/" + controller + "/serial", "NVME0001            ");
    m_tree.write("sys/devices/" + controller + "/firmware_rev", "7.2.22  ");
    m_tree.link("sys/devices/" + controller + "/nvme0n1/device", "../../nvme0");
    const DriveIdentifiers ids = of("nvme0n1", controller + "/nvme0n1");
    EXPECT_EQ(ids.serial, QStringLiteral("NVME0001"));
    EXPECT_EQ(ids.firmware, QStringLiteral("7.2.22"));
}
