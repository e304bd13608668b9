// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What Sektor says of a drive, held to what the drive says of itself through the kernel's own drivers: one guest
// with an NVMe drive behind a PCIe root port, a SATA disk on AHCI, a USB stick (usb-storage) and a UAS disk, and in
// the same guest the oracles udev (udevadm), smartctl, nvme-cli and lsblk. Each fact is also held to what QEMU was
// told the drive is, so an oracle that reads nothing cannot agree with a Sektor that reads nothing. The table of
// every fact compared is printed at the end.
#include "guestsuite.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <map>

using namespace Sektor::Test;

namespace {
/// Every fact compared, printed as a table when the suite ends: Sektor's value beside the oracle's.
class FactTable
{
public:
    /// Sektor's @p sektor against the oracle's @p oracle, and the oracle against @p given (what QEMU was told the
    /// drive is) unless that is empty.
    void expect(const std::string &drive,
                const std::string &fact,
                const std::string &sektor,
                const std::string &oracle,
                const std::string &source,
                const std::string &given = {})
    {
        m_rows.push_back({drive, fact, sektor, oracle, source});
        EXPECT_EQ(sektor, oracle) << drive << ": " << fact << " (" << source << ")";
        if (!given.empty()) {
            EXPECT_EQ(oracle, given) << drive << ": " << fact << ": " << source << " reads what QEMU was told";
        }
    }

    void print() const
    {
        if (m_rows.empty())
            return;
        std::printf("\n%-6s %-16s %-40s %-40s %s\n", "drive", "fact", "Sektor", "oracle", "source");
        for (const Row &r : m_rows) {
            std::printf("%-6s %-16s %-40s %-40s %s%s\n",
                        r.drive.c_str(),
                        r.fact.c_str(),
                        r.sektor.c_str(),
                        r.oracle.c_str(),
                        r.source.c_str(),
                        r.sektor == r.oracle ? "" : "   <- differs");
        }
    }

private:
    struct Row
    {
        std::string drive, fact, sektor, oracle, source;
    };
    std::vector<Row> m_rows;
};

std::string text(const QJsonValue &v)
{
    if (v.isString())
        return v.toString().trimmed().toStdString();
    if (v.isDouble())
        return std::to_string(qint64(v.toDouble()));
    if (v.isBool())
        return v.toBool() ? "true" : "false";
    return {};
}

// "KEY=value" lines of `udevadm info --query=property`.
std::map<std::string, std::string> properties(const std::string &lines)
{
    std::map<std::string, std::string> out;
    std::size_t at = 0;
    while (at < lines.size()) {
        const std::size_t end = std::min(lines.find('\n', at), lines.size());
        const std::string line = lines.substr(at, end - at);
        if (const auto eq = line.find('='); eq != std::string::npos)
            out[line.substr(0, eq)] = line.substr(eq + 1);
        at = end + 1;
    }
    return out;
}
} // namespace

class DriveFacts : public GuestSuite
{
protected:
    static void SetUpTestSuite()
    {
        bootGuest([](EmulatedMachine &m) -> std::vector<std::string> {
            return {"-device",
                    "pcie-root-port,id=rp1,chassis=1,slot=1",
                    "-drive",
                    "file=" + m.image("nvme.img", 256 * GuestMiB) + ",if=none,id=nv0,format=raw",
                    "-device",
                    "nvme,id=nvme0,serial=NVME0001,drive=nv0,ioeventfd=true,bus=rp1",
                    "-drive",
                    "file=" + m.image("sata.img", 192 * GuestMiB) + ",if=none,id=sa0,format=raw",
                    "-device",
                    "ide-hd,drive=sa0,bus=ide.0,model=SATA-DISK,serial=SATA0001,ver=SF1.0,"
                    "wwn=0x5000c50012345678,rotation_rate=1",
                    "-device",
                    "qemu-xhci,id=xhci,p2=8,p3=8",
                    "-drive",
                    "file=" + m.image("stick.img", 160 * GuestMiB) + ",if=none,id=us0,format=raw",
                    "-device",
                    "usb-storage,id=usb0,drive=us0,bus=xhci.0,serial=USB00001",
                    "-device",
                    "usb-uas,id=uas,bus=xhci.0",
                    "-drive",
                    "file=" + m.image("uas.img", 224 * GuestMiB) + ",if=none,id=ua0,format=raw",
                    "-device",
                    "scsi-hd,bus=uas.0,scsi-id=0,lun=0,drive=ua0,serial=UAS00001,vendor=ACME,"
                    "product=UAS-DISK,ver=U1.0,physical_block_size=4096"};
        });
        if (!booted())
            return;
        EmulatedMachine &m = machine();
        const CommandResult listed = m.run(guestCli() + " drives --json");
        s_listError = listed.err + listed.out;
        for (const QJsonValue &d : parseObject(listed.out).value(QStringLiteral("drives")).toArray())
            s_sektor[text(d.toObject().value(QStringLiteral("name")))] = d.toObject();
        const CommandResult lsblk = m.run("lsblk -J -b -d -o NAME,SIZE,TRAN,MODEL,SERIAL,REV,WWN,ROTA,LOG-SEC,PHY-SEC");
        for (const QJsonValue &d : parseObject(lsblk.out).value(QStringLiteral("blockdevices")).toArray())
            s_lsblk[text(d.toObject().value(QStringLiteral("name")))] = d.toObject();
    }

    static void TearDownTestSuite()
    {
        s_table.print();
        GuestSuite::TearDownTestSuite();
    }

    void SetUp() override
    {
        GuestSuite::SetUp();
        if (IsSkipped() || HasFatalFailure())
            return;
        ASSERT_FALSE(s_sektor.empty()) << "sektor-cli drives --json listed nothing: " << s_listError;
    }

    /// The guest's name of the drive lsblk shows on @p transport with @p model; fails the test when there is none.
    static std::string nameOf(const std::string &transport, const std::string &model)
    {
        for (const auto &[name, d] : s_lsblk) {
            if (text(d.value(QStringLiteral("tran"))) == transport && text(d.value(QStringLiteral("model"))) == model)
                return name;
        }
        ADD_FAILURE() << "the guest has no " << transport << " drive " << model;
        return {};
    }

    static QJsonObject smartctl(const std::string &name, const std::string &type = {})
    {
        return parseObject(machine().run("smartctl -i -j" + (type.empty() ? "" : " -d " + type) + " /dev/" + name).out);
    }

    static std::map<std::string, std::string> udev(const std::string &name)
    {
        return properties(machine().run("udevadm info --query=property --name=/dev/" + name).out);
    }

    /// Sektor's value of @p key for drive @p name.
    static std::string sektor(const std::string &name, const char *key)
    {
        return text(s_sektor[name].value(QLatin1String(key)));
    }

    /// The facts of every transport, against lsblk: size, transport, rotational, logical and physical block.
    static void expectBlockFacts(const std::string &name,
                                 const std::string &transport,
                                 std::uint64_t size,
                                 const std::string &physical)
    {
        const QJsonObject &l = s_lsblk[name];
        s_table.expect(name,
                       "size",
                       sektor(name, "sizeBytes"),
                       text(l.value(QStringLiteral("size"))),
                       "lsblk",
                       std::to_string(size));
        s_table.expect(
            name, "transport", sektor(name, "transport"), text(l.value(QStringLiteral("tran"))), "lsblk", transport);
        s_table.expect(name, "rotational", sektor(name, "rotational"), text(l.value(QStringLiteral("rota"))), "lsblk");
        s_table.expect(name,
                       "logical block",
                       sektor(name, "logicalBlockSize"),
                       text(l.value(QStringLiteral("log-sec"))),
                       "lsblk",
                       "512");
        s_table.expect(name,
                       "physical block",
                       sektor(name, "physicalBlockSize"),
                       text(l.value(QStringLiteral("phy-sec"))),
                       "lsblk",
                       physical);
    }

    static std::map<std::string, QJsonObject> s_sektor;
    static std::string s_listError;
    static std::map<std::string, QJsonObject> s_lsblk;
    static FactTable s_table;
};

std::map<std::string, QJsonObject> DriveFacts::s_sektor;
std::string DriveFacts::s_listError;
std::map<std::string, QJsonObject> DriveFacts::s_lsblk;
FactTable DriveFacts::s_table;

TEST_F(DriveFacts, AnNvmeDriveBehindARootPortIsWhatNvmeCliAndSmartctlSay)
{
    const std::string name = "nvme0n1";
    ASSERT_TRUE(s_sektor.count(name)) << "Sektor lists no " << name;
    const QJsonObject ctrl = parseObject(machine().run("nvme id-ctrl /dev/nvme0 -o json").out);
    const QJsonObject smart = smartctl(name);
    s_table.expect(
        name, "model", sektor(name, "model"), text(ctrl.value(QStringLiteral("mn"))), "nvme id-ctrl", "QEMU NVMe Ctrl");
    s_table.expect(
        name, "serial", sektor(name, "serial"), text(ctrl.value(QStringLiteral("sn"))), "nvme id-ctrl", "NVME0001");
    s_table.expect(name, "firmware", sektor(name, "firmware"), text(ctrl.value(QStringLiteral("fr"))), "nvme id-ctrl");
    s_table.expect(
        name, "serial", sektor(name, "serial"), text(smart.value(QStringLiteral("serial_number"))), "smartctl -i");
    s_table.expect(name, "wwn", sektor(name, "wwid"), udev(name)["ID_WWN"], "udev ID_WWN");
    // The composite temperature: hwmon in millidegrees, smartctl in whole degrees from the drive's Kelvin.
    const double celsius = s_sektor[name].value(QStringLiteral("temperatureCelsius")).toDouble(-1000);
    const QJsonObject smartAll = parseObject(machine().run("smartctl -A -j /dev/" + name).out);
    s_table.expect(name,
                   "temperature",
                   std::to_string(std::lround(celsius)),
                   text(smartAll.value(QStringLiteral("temperature")).toObject().value(QStringLiteral("current"))),
                   "smartctl -A");
    expectBlockFacts(name, "nvme", 256 * GuestMiB, "512");
}

TEST_F(DriveFacts, ASataDiskOnAhciIsWhatItsIdentifyDeviceSays)
{
    const std::string name = nameOf("sata", "SATA-DISK");
    ASSERT_TRUE(s_sektor.count(name)) << "Sektor lists no " << name;
    const QJsonObject smart = smartctl(name);
    std::map<std::string, std::string> u = udev(name);
    s_table.expect(name,
                   "model",
                   sektor(name, "model"),
                   text(smart.value(QStringLiteral("model_name"))),
                   "smartctl -i",
                   "SATA-DISK");
    s_table.expect(name,
                   "serial",
                   sektor(name, "serial"),
                   text(smart.value(QStringLiteral("serial_number"))),
                   "smartctl -i",
                   "SATA0001");
    s_table.expect(name, "serial", sektor(name, "serial"), u["ID_SERIAL_SHORT"], "udev");
    // Eight characters of IDENTIFY words 23–26, not the four of the SCSI INQUIRY revision libata makes of them.
    s_table.expect(name,
                   "firmware",
                   sektor(name, "firmware"),
                   text(smart.value(QStringLiteral("firmware_version"))),
                   "smartctl -i",
                   "SF1.0");
    s_table.expect(name, "firmware", sektor(name, "firmware"), u["ID_REVISION"], "udev");
    std::string wwn = sektor(name, "wwid");
    if (wwn.rfind("naa.", 0) == 0)
        wwn = "0x" + wwn.substr(4); // udev writes the NAA WWN as a number
    s_table.expect(name, "wwn", wwn, u["ID_WWN"], "udev ID_WWN", "0x5000c50012345678");
    expectBlockFacts(name, "sata", 192 * GuestMiB, "512");
}

TEST_F(DriveFacts, AUsbStickIsWhatUdevSaysOfIt)
{
    const std::string name = nameOf("usb", "QEMU HARDDISK");
    ASSERT_TRUE(s_sektor.count(name)) << "Sektor lists no " << name;
    std::map<std::string, std::string> u = udev(name);
    EXPECT_EQ(u["ID_USB_DRIVER"], "usb-storage");
    const QJsonObject smart = smartctl(name, "scsi");
    // usb-storage asks the stick for no VPD page: its serial is the USB device's, as udev and the desktop show it.
    s_table.expect(name, "serial", sektor(name, "serial"), u["ID_SERIAL_SHORT"], "udev", "USB00001");
    s_table.expect(
        name, "serial", sektor(name, "serial"), text(smart.value(QStringLiteral("serial_number"))), "smartctl -d scsi");
    s_table.expect(
        name, "model", sektor(name, "model"), text(smart.value(QStringLiteral("scsi_product"))), "smartctl -d scsi");
    s_table.expect(name,
                   "firmware",
                   sektor(name, "firmware"),
                   text(smart.value(QStringLiteral("scsi_revision"))),
                   "smartctl -d scsi");
    expectBlockFacts(name, "usb", 160 * GuestMiB, "512");
}

TEST_F(DriveFacts, AUasDiskIsWhatItsUnitSerialNumberPageSays)
{
    const std::string name = nameOf("usb", "UAS-DISK");
    ASSERT_TRUE(s_sektor.count(name)) << "Sektor lists no " << name;
    std::map<std::string, std::string> u = udev(name);
    EXPECT_EQ(u["ID_USB_DRIVER"], "uas");
    const QJsonObject smart = smartctl(name, "scsi");
    // The disk's own serial (VPD page 80), not the bridge's USB serial udev shows: a disk moved to another
    // enclosure keeps it, and two enclosures of one model often share theirs.
    s_table.expect(name,
                   "serial",
                   sektor(name, "serial"),
                   text(smart.value(QStringLiteral("serial_number"))),
                   "smartctl -d scsi",
                   "UAS00001");
    s_table.expect(name,
                   "model",
                   sektor(name, "model"),
                   text(smart.value(QStringLiteral("scsi_product"))),
                   "smartctl -d scsi",
                   "UAS-DISK");
    s_table.expect(name,
                   "vendor",
                   sektor(name, "vendor"),
                   text(smart.value(QStringLiteral("scsi_vendor"))),
                   "smartctl -d scsi",
                   "ACME");
    s_table.expect(name,
                   "firmware",
                   sektor(name, "firmware"),
                   text(smart.value(QStringLiteral("scsi_revision"))),
                   "smartctl -d scsi",
                   "U1.0");
    expectBlockFacts(name, "usb", 224 * GuestMiB, "4096");
}

// A SATA disk's SMART, read by Sektor itself through ATA PASS-THROUGH as smartctl does (Debian 12's udisks 2.9 cannot
// IDENTIFY many SATA disks and then offers none): the overall assessment and the attributes a Health Check judges.
// QEMU's IDE SMART has attribute 190 and no 194, so the temperature is the airflow one.
TEST_F(DriveFacts, ASataDisksSmartIsWhatSmartctlReadsFromTheSameDrive)
{
    const std::string name = nameOf("sata", "SATA-DISK");
    ASSERT_TRUE(s_sektor.count(name)) << "Sektor lists no " << name;
    const QJsonObject health = s_sektor[name].value(QStringLiteral("health")).toObject();
    ASSERT_FALSE(health.isEmpty()) << "no health for the SATA disk: " << s_listError;
    const QJsonObject smart = parseObject(machine().run("smartctl -H -A -j /dev/" + name).out);
    std::map<int, QJsonObject> attributes;
    for (const QJsonValue &a :
         smart.value(QStringLiteral("ata_smart_attributes")).toObject().value(QStringLiteral("table")).toArray())
        attributes[a.toObject().value(QStringLiteral("id")).toInt()] = a.toObject();
    const auto rawOf = [&attributes](int id) {
        return attributes.count(id)
            ? text(attributes[id].value(QStringLiteral("raw")).toObject().value(QStringLiteral("value")))
            : std::string("none");
    };
    s_table.expect(name, "SMART source", text(health.value(QStringLiteral("source"))), "ata-smart", "-");
    s_table.expect(name,
                   "SMART passed",
                   text(health.value(QStringLiteral("smartFailing"))) == "false" ? "true" : "false",
                   text(smart.value(QStringLiteral("smart_status")).toObject().value(QStringLiteral("passed"))),
                   "smartctl -H",
                   "true");
    s_table.expect(name,
                   "SMART temperature",
                   std::to_string(health.value(QStringLiteral("temperatureMilliCelsius")).toInt() / 1000),
                   text(smart.value(QStringLiteral("temperature")).toObject().value(QStringLiteral("current"))),
                   "smartctl -A",
                   "31");
    // The drive's temperature where Sektor lists it: no drivetemp sensor here, so the one its SMART says.
    s_table.expect(name,
                   "temperature",
                   std::to_string(std::lround(s_sektor[name].value(QStringLiteral("temperatureCelsius")).toDouble(-1))),
                   text(smart.value(QStringLiteral("temperature")).toObject().value(QStringLiteral("current"))),
                   "smartctl -A");
    s_table.expect(name,
                   "power-on hours",
                   text(health.value(QStringLiteral("powerOnHours"))),
                   text(smart.value(QStringLiteral("power_on_time")).toObject().value(QStringLiteral("hours"))),
                   "smartctl -A");
    s_table.expect(name,
                   "power cycles",
                   text(health.value(QStringLiteral("powerCycles"))),
                   text(smart.value(QStringLiteral("power_cycle_count"))),
                   "smartctl -A");
    s_table.expect(
        name, "reallocated", text(health.value(QStringLiteral("reallocatedSectors"))), rawOf(5), "smartctl -A");
    int failingNow = 0;
    for (const auto &[id, a] : attributes)
        failingNow += text(a.value(QStringLiteral("when_failed"))) == "now" ? 1 : 0;
    s_table.expect(name,
                   "failing attrs",
                   text(health.value(QStringLiteral("failingAttributes"))),
                   std::to_string(failingNow),
                   "smartctl -A");
}

// Behind QEMU's USB devices (BOT and UAS) is a SCSI disk, not a SAT bridge: ATA PASS-THROUGH is refused (ILLEGAL
// REQUEST), and Sektor says no SMART where smartctl -d sat finds none. (A SAT bridge QEMU cannot emulate: its path is
// the SATA disk's, and atasmart_test's fake drive.)
TEST_F(DriveFacts, AUsbDiskThatPassesNoAtaThroughAndAStickHaveNoSmart)
{
    for (const char *model : {"UAS-DISK", "QEMU HARDDISK"}) {
        const std::string name = nameOf("usb", model);
        ASSERT_TRUE(s_sektor.count(name)) << "Sektor lists no " << name;
        const CommandResult sat = machine().run("smartctl -H -j -d sat /dev/" + name);
        const bool oracleReads = parseObject(sat.out).contains(QStringLiteral("smart_status"));
        s_table.expect(name,
                       "SMART",
                       s_sektor[name].value(QStringLiteral("health")).isNull() ? "none" : "read",
                       oracleReads ? "read" : "none",
                       "smartctl -d sat");
    }
}
