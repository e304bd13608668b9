// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Unreadable areas through the kernel's own drivers: an NVMe drive, a USB stick (usb-storage), a UAS disk
// and a SATA disk, each backed by nbdkit serving a shaped device whose reads of one area fail (nbdexport.h), so the
// guest's kernel sees a real media error: NVMe status 0x281, USB "Aborted Command", libata's ABRT and its error
// handling. The Read Scan names the area exact to the logical block on each, and its FAIL is exit code 27. And a fake
// stick as they are sold, claiming 96 MiB and keeping 32 (its offsets wrap there), held to f3probe in the same guest.
#include "guestsuite.h"
#include "nbdexport.h"

#include <QJsonArray>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include <cstdio>
#include <memory>

using namespace Sektor::Test;

namespace {

/// A drive of the suite: its size tells it apart in the guest, its bad area is where the shape fails reads.
struct ScannedDrive
{
    const char *label;
    std::uint64_t size;
    std::uint64_t badOffset;
};

constexpr std::uint64_t BadLength = 4096;
constexpr ScannedDrive Nvme {"nvme", 24 * GuestMiB, 5 * GuestMiB + 8192};
constexpr ScannedDrive Stick {"usb-storage", 20 * GuestMiB, 7 * GuestMiB + 4096};
constexpr ScannedDrive Uas {"uas", 28 * GuestMiB, 11 * GuestMiB};
constexpr ScannedDrive Sata {"sata", 32 * GuestMiB, 13 * GuestMiB + 12288};
constexpr ScannedDrive FakeStick {"fake stick", 96 * GuestMiB, 0};
constexpr std::uint64_t FakeStickHolds = 32 * GuestMiB;

/// "error LBA 10256-10263  bytes 5251072-5255167": how the scan names an area of 512-byte blocks.
std::string errorLine(const ScannedDrive &d)
{
    // A stream, not std::string's operator+: GCC 12 at -O3 sees a false overlap in "…" + std::to_string().
    const std::uint64_t end = d.badOffset + BadLength;
    std::ostringstream line;
    line << "error LBA " << d.badOffset / 512 << '-' << end / 512 - 1 << "  bytes " << d.badOffset << '-' << end - 1
         << " (4 KiB)";
    return line.str();
}

} // namespace

class GuestScans : public GuestSuite
{
protected:
    static void SetUpTestSuite()
    {
        bootGuest([](EmulatedMachine &m) -> std::vector<std::string> {
            const auto backend = [&](const DeviceShape &shape, const std::string &id) {
                s_exports.push_back(std::make_unique<NbdExport>(shape, m.folder(), id));
                return s_exports.back()->drive(id);
            };
            const auto failingAt = [](const ScannedDrive &d) {
                DeviceShape shape;
                shape.size = d.size;
                shape.errors = {{d.badOffset, BadLength}};
                // Writes paced, so that a burn-in is still running when the Ctrl-C of its third step comes (NVMe
                // under TCG wrote the 24 MiB eight times in 3 s); the read scans are not.
                shape.writeSlowRate = 8.0 * GuestMiB;
                return shape;
            };
            return {"-drive",  backend(failingAt(Nvme), "nv0"),
                    "-device", "nvme,id=nvme0,serial=SCANNVME1,drive=nv0,ioeventfd=true",
                    "-drive",  backend(failingAt(Sata), "sa0"),
                    "-device", "ide-hd,drive=sa0,bus=ide.0,model=SCAN-SATA,serial=SCANSATA1",
                    "-device", "qemu-xhci,id=xhci,p2=8,p3=8",
                    "-drive",  backend(failingAt(Stick), "us0"),
                    "-device", "usb-storage,id=usb0,drive=us0,bus=xhci.0,serial=SCANSTICK1",
                    "-drive",  backend(DeviceShape::fakeCapacity(FakeStick.size, FakeStickHolds), "fk0"),
                    "-device", "usb-storage,id=usb1,drive=fk0,bus=xhci.0,serial=FAKESTICK1",
                    "-device", "usb-uas,id=uas,bus=xhci.0",
                    "-drive",  backend(failingAt(Uas), "ua0"),
                    "-device", "scsi-hd,bus=uas.0,scsi-id=0,lun=0,drive=ua0,serial=SCANUAS1"};
        });
    }

    static void TearDownTestSuite()
    {
        GuestSuite::TearDownTestSuite();
        s_exports.clear();
    }

    void SetUp() override
    {
        for (const auto &e : s_exports)
            ASSERT_TRUE(e->ok()) << e->error();
        GuestSuite::SetUp();
    }

    /// The guest's device of @p drive, told by its size; empty (and the test failed) when there is none.
    static std::string deviceOf(const ScannedDrive &drive)
    {
        const CommandResult listed = machine().run("lsblk -J -b -d -o NAME,SIZE");
        for (const QJsonValue d : parseObject(listed.out).value(QStringLiteral("blockdevices")).toArray()) {
            if (d.toObject().value(QStringLiteral("size")).toInteger() == qint64(drive.size))
                return "/dev/" + d.toObject().value(QStringLiteral("name")).toString().toStdString();
        }
        ADD_FAILURE() << "no " << drive.label << " drive of " << drive.size << " bytes:\n" << listed.out;
        return {};
    }

    static void expectScanFindsTheBadArea(const ScannedDrive &drive)
    {
        const std::string device = deviceOf(drive);
        ASSERT_FALSE(device.empty());
        const CommandResult scan
            = machine().run(guestCli() + " run --profile read-scan --quiet --no-save " + device + "; echo \"rc=$?\"");
        EXPECT_NE(scan.out.find("Unreadable:    1 range, 4 KiB\n"), std::string::npos) << scan.out << scan.err;
        EXPECT_NE(scan.out.find(errorLine(drive)), std::string::npos) << errorLine(drive) << "\n" << scan.out;
        EXPECT_NE(scan.out.find("rc=27\n"), std::string::npos) << "the scan's FAIL: " << scan.out;
    }

    /// A burn-in of @p drive stopped with Ctrl-C in its third step and resumed: the write error at the shape's exact
    /// LBAs, FAIL (27), every step done once across the stop. Its terminal is script(1)'s, for the progress line.
    static void expectBurnInResumesAndFindsTheBadArea(const ScannedDrive &drive)
    {
        const std::string device = deviceOf(drive);
        ASSERT_FALSE(device.empty());
        const std::string burnIn = guestCli() + " run --profile burn-in --passes 1 --patterns stamps,random --no-save "
            + "--json /root/stopped.json --allow-destroy-data " + device + " " + device;
        machine().run("rm -f /root/stopped.json /root/burnin.out; setsid script -qfec '" + burnIn
                      + "' /root/burnin.out >/dev/null 2>&1 </dev/null &");
        const CommandResult third = machine().run(
            "for i in $(seq 600); do grep -q 'Pass 1 of 1 · writing random data' /root/burnin.out && break; sleep 0.1; "
            "done; "
            "pkill -INT -x sektor-cli; " // by its name: this shell's own command line holds the words too
            "for i in $(seq 300); do pgrep -x sektor-cli >/dev/null || break; sleep 0.1; done; cat /root/burnin.out");
        ASSERT_NE(third.out.find("To go on where it stopped: sektor-cli run --resume /root/stopped.json"),
                  std::string::npos)
            << third.out;
        const CommandResult resumed = machine().run(guestCli()
                                                    + " run --resume /root/stopped.json --quiet --no-save --json "
                                                      "/root/joined.json --allow-destroy-data "
                                                    + device + " " + device + "; echo \"rc=$?\"");
        EXPECT_NE(resumed.out.find("rc=27\n"), std::string::npos) << resumed.out << resumed.err;
        std::string unwritable = errorLine(drive);
        unwritable.replace(0, 5, "write-error");
        EXPECT_NE(resumed.out.find(unwritable.substr(0, unwritable.find(" ("))), std::string::npos)
            << unwritable << "\n"
            << resumed.out;
        const QJsonObject joined = parseObject(machine().run("cat /root/joined.json").out);
        const QJsonObject payload = joined.value(QStringLiteral("tests"))
                                        .toArray()
                                        .first()
                                        .toObject()
                                        .value(QStringLiteral("burnIn"))
                                        .toObject();
        EXPECT_EQ(payload.value(QStringLiteral("stepsDone")).toInt(), 4);
        EXPECT_TRUE(joined.value(QStringLiteral("warnings")).toArray().contains(QStringLiteral("resumed")));
    }

    static std::vector<std::unique_ptr<NbdExport>> s_exports;
};

std::vector<std::unique_ptr<NbdExport>> GuestScans::s_exports;

TEST_F(GuestScans, TheReadScanOfAnNvmeDriveNamesItsUnreadableArea)
{
    expectScanFindsTheBadArea(Nvme);
}

TEST_F(GuestScans, TheReadScanOfAUsbStickNamesItsUnreadableArea)
{
    expectScanFindsTheBadArea(Stick);
}

TEST_F(GuestScans, TheReadScanOfAUasDiskNamesItsUnreadableArea)
{
    expectScanFindsTheBadArea(Uas);
}

TEST_F(GuestScans, TheReadScanOfASataDiskNamesItsUnreadableArea)
{
    expectScanFindsTheBadArea(Sata);
}

// The burn-in resumes on every transport: the drive is told by its serial, which SATA, USB and UAS drives now give.
TEST_F(GuestScans, ABurnInOfAnNvmeDriveResumesAndNamesItsUnwritableArea)
{
    expectBurnInResumesAndFindsTheBadArea(Nvme);
}

TEST_F(GuestScans, ABurnInOfASataDiskResumesAndNamesItsUnwritableArea)
{
    expectBurnInResumesAndFindsTheBadArea(Sata);
}

TEST_F(GuestScans, ABurnInOfAUsbStickResumesAndNamesItsUnwritableArea)
{
    expectBurnInResumesAndFindsTheBadArea(Stick);
}

TEST_F(GuestScans, ABurnInOfAUasDiskResumesAndNamesItsUnwritableArea)
{
    expectBurnInResumesAndFindsTheBadArea(Uas);
}

// The fake stick: Sektor's capacity probe calls it FAKE (exit code 27) and finds the bytes it keeps, which f3probe,
// the reference, finds in the same guest (after Sektor, as its probe writes the stick too).
TEST_F(GuestScans, AFakeSticksUsableBytesAreWhatF3probeFinds)
{
    const std::string device = deviceOf(FakeStick);
    ASSERT_FALSE(device.empty());
    const CommandResult probe = machine().run(guestCli()
                                              + " run --profile capacity-probe --quiet --no-save --json "
                                                "/root/probe.json --allow-destroy-data "
                                              + device + " " + device + "; echo \"rc=$?\"");
    EXPECT_NE(probe.out.find("[Capacity Probe] FAKE\n"), std::string::npos) << probe.out << probe.err;
    EXPECT_NE(probe.out.find("rc=27\n"), std::string::npos) << probe.out;
    const QJsonObject verify = parseObject(machine().run("cat /root/probe.json").out)
                                   .value(QStringLiteral("tests"))
                                   .toArray()
                                   .first()
                                   .toObject()
                                   .value(QStringLiteral("verify"))
                                   .toObject();
    const auto usable = std::uint64_t(verify.value(QStringLiteral("usableBytes")).toDouble());

    const CommandResult f3 = machine().run("f3probe --destructive --time-ops " + device + " 2>&1");
    std::smatch found;
    ASSERT_TRUE(std::regex_search(f3.out, found, std::regex(R"(\*Usable\* size: .*\((\d+) blocks\))")))
        << f3.out << f3.err;
    const std::uint64_t f3Usable = std::stoull(found[1].str()) * 512;
    EXPECT_EQ(f3Usable, FakeStickHolds) << "the oracle finds what the shape keeps:\n" << f3.out;
    EXPECT_EQ(usable, f3Usable) << "Sektor against f3probe";
    std::printf("\nThe fake stick's usable bytes: Sektor %llu, f3probe %llu (it claims %llu)\n",
                static_cast<unsigned long long>(usable),
                static_cast<unsigned long long>(f3Usable),
                static_cast<unsigned long long>(FakeStick.size));
}
