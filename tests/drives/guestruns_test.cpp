// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Runs of sektor-cli in a guest with Debian's own kernel and drivers, where what the host cannot show is real: the
// kernel's tmpfs refuses O_DIRECT at open (before Linux 6.6; the host's is newer), QEMU's NVMe drive has no APST
// (Identify Controller's apsta is 0) while the module's default latency is set, and QEMU's usb-hub is a USB 1.1
// hub, so a stick plugged into it runs at 12 Mb/s on a USB 3 controller; and QEMU sets the NVMe drive's critical
// warning when asked over QMP, as a failing drive sets its own; and QEMU's AHCI disk runs a real SMART short self-test
// (it passes at once), which Debian 12's udisks cannot reach; and the kernel's nvme driver times out a read an
// nbdkit-backed drive answers late, aborts it and resets the controller, as on a drive that stalls.
#include "guestsuite.h"
#include "nbdexport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <gtest/gtest.h>

#include <fstream>

using namespace Sektor::Test;

class GuestRuns : public GuestSuite
{
protected:
    static void SetUpTestSuite()
    {
        bootGuest([](EmulatedMachine &m) -> std::vector<std::string> {
            const std::string bin = EmulatedMachine::guestPath(SEKTOR_CLI_PATH);
            std::ofstream(m.folder() + "/setup.sh")
                << "sh " << SEKTOR_DRIVES_GUEST_DIR << "/install-helper.sh " << bin.substr(0, bin.rfind('/')) << ' '
                << SEKTOR_HELPER_DATA_DIR << ' ' << User << " 2001\n";
            DeviceShape stalling;
            stalling.size = 16 * GuestMiB;
            stalling.slow = {{StallAt, 4096, StallSeconds}};
            s_stalling = std::make_unique<NbdExport>(stalling, m.folder(), "stalling");
            return {"-drive",  "file=" + m.image("nvme.img", 128 * GuestMiB) + ",if=none,id=nv0,format=raw",
                    "-device", "nvme,id=nvme0,serial=NVME0002,drive=nv0,ioeventfd=true",
                    "-device", "qemu-xhci,id=xhci,p2=8,p3=8",
                    "-device", "usb-hub,id=hub,bus=xhci.0,port=1",
                    "-drive",  "file=" + m.image("stick.img", 64 * GuestMiB) + ",if=none,id=us0,format=raw",
                    "-device", "usb-storage,id=usb0,drive=us0,bus=xhci.0,port=1.1,serial=HUBSTICK1",
                    "-drive",  "file=" + m.image("sata.img", 48 * GuestMiB) + ",if=none,id=sa0,format=raw",
                    "-device", "ide-hd,drive=sa0,bus=ide.0,model=SATA-CHECK,serial=SATACHK1",
                    "-device", "usb-uas,id=uas,bus=xhci.0",
                    "-drive",  "file=" + m.image("uas.img", 40 * GuestMiB) + ",if=none,id=ua0,format=raw",
                    "-device", "scsi-hd,bus=uas.0,scsi-id=0,lun=0,drive=ua0,serial=USERUAS1",
                    "-drive",  s_stalling->drive("st0"),
                    "-device", "nvme,id=nvme1,serial=STALLNVME1,drive=st0"};
        });
    }

    static void TearDownTestSuite()
    {
        GuestSuite::TearDownTestSuite();
        s_stalling.reset();
    }

    /// The guest's NVMe controller of the suite's plain NVMe drive ("/dev/nvme0"): the kernel numbers the two
    /// controllers in the order their probes end.
    static std::string plainNvmeController()
    {
        const std::string device = deviceWithSerial("NVME0002");
        return device.substr(0, device.rfind('n'));
    }

    /// The guest's device of the drive with @p serial ("/dev/sda"); empty (and the test failed) when there is none. A
    /// UAS disk's serial is its unit serial number page's (udev names it by the USB device's).
    static std::string deviceWithSerial(const std::string &serial)
    {
        const CommandResult found = machine().run("{ lsblk -d -n -o NAME,SERIAL | awk '$2 == \"" + serial
                                                  + "\" {print $1}'; grep -l '" + serial
                                                  + "' /sys/block/*/device/vpd_pg80 2>/dev/null | cut -d/ -f4; }"
                                                    " | head -n 1");
        const std::string name = found.out.substr(0, found.out.find('\n'));
        if (name.empty())
            ADD_FAILURE() << "no drive with serial " << serial << " in the guest:\n"
                          << machine().run("lsblk -d -o NAME,SIZE,SERIAL,TRAN").out;
        return name.empty() ? std::string() : "/dev/" + name;
    }

    /// A command as the suite's normal user, whom polkit gives Sektor's rights (guest/install-helper.sh).
    static std::string asUser(const std::string &command)
    {
        return std::string("runuser -u ") + User + " -- env HOME=/home/" + User + " " + command;
    }

    static constexpr const char *User = "sektor-user";
    /// Where the stalling NVMe drive answers late, and by how much: past the 2 s I/O timeout the test gives the
    /// guest's kernel for it, and past the abort the kernel sends then (QEMU's NVMe aborts nothing), so that the
    /// kernel also resets the controller.
    static constexpr std::uint64_t StallAt = 1 * GuestMiB;
    static constexpr double StallSeconds = 8.0;
    static constexpr int StallTimeoutMs = 2000;
    static std::unique_ptr<NbdExport> s_stalling;
};

std::unique_ptr<NbdExport> GuestRuns::s_stalling;

// The failed O_DIRECT open had created the file, the buffered retry kept O_EXCL ("File exists",
// exit 13) and the stamp files stayed behind.
TEST_F(GuestRuns, AVerifyOnATmpfsThatRefusesDirectIoRunsBufferedAndLeavesNothing)
{
    const CommandResult refused = machine().run(
        "mkdir -p /var/tmp/v && python3 -c \"import os; os.open('/var/tmp/v/probe', "
        "os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_DIRECT)\"; echo $?; ls /var/tmp/v; rm -f /var/tmp/v/probe");
    ASSERT_NE((refused.out + refused.err).find("Invalid argument"), std::string::npos)
        << "the guest kernel's tmpfs no longer refuses O_DIRECT: the case is not shown here\n"
        << refused.out << refused.err;
    EXPECT_NE(refused.out.find("probe"), std::string::npos) << "the refused open created the file: " << refused.out;

    const CommandResult verify = machine().run(
        guestCli()
        + " run --profile Verify --size 24MiB --no-save --json /root/verify.json /var/tmp/v; echo \"rc=$?\"; "
          "echo left:; ls -A /var/tmp/v");
    EXPECT_NE(verify.out.find("rc=29\n"), std::string::npos)
        << "it ran to its end: a verify of part of the free space, NO VERDICT\n"
        << verify.out << verify.err;
    EXPECT_NE(verify.out.find("left:\n"), std::string::npos);
    EXPECT_EQ(verify.out.substr(verify.out.find("left:\n") + 6), "") << "nothing left behind";
    const QJsonObject result = parseObject(machine().run("cat /root/verify.json").out);
    const QJsonObject verifyPayload
        = result.value(QStringLiteral("tests")).toArray().first().toObject().value(QStringLiteral("verify")).toObject();
    EXPECT_EQ(verifyPayload.value(QStringLiteral("bytesWritten")).toDouble(), double(24 * GuestMiB))
        << QJsonDocument(verifyPayload).toJson().toStdString();
    const QJsonObject stamps = verifyPayload.value(QStringLiteral("stamps")).toObject();
    EXPECT_GT(stamps.value(QStringLiteral("intact")).toDouble(), 0);
    EXPECT_EQ(stamps.value(QStringLiteral("missing")).toDouble(), 0);
    EXPECT_EQ(stamps.value(QStringLiteral("corrupted")).toDouble(), 0);
}

// The module's default_ps_max_latency_us is 100000 in the guest as on any Debian, and QEMU's drive has apsta 0.
TEST_F(GuestRuns, AnNvmeDriveWithoutApstGetsNoWordOfPowerSaving)
{
    const std::string controller = plainNvmeController();
    ASSERT_FALSE(controller.empty());
    const CommandResult facts = machine().run("cat /sys/module/nvme_core/parameters/default_ps_max_latency_us; "
                                              "nvme id-ctrl "
                                              + controller + " -o json");
    ASSERT_EQ(facts.out.rfind("100000\n", 0), 0u) << facts.out;
    EXPECT_EQ(parseObject(facts.out.substr(7)).value(QStringLiteral("apsta")).toInt(-1), 0)
        << "the oracle: nvme id-ctrl";
    const CommandResult run = machine().run(guestCli()
                                            + " run --profile Demo --modes read --size 16MiB --runs 1 --time "
                                              "200ms --warmup 0ms --interval 0ms --no-save --quiet --json "
                                              "/root/nvme.json "
                                            + controller + "n1");
    ASSERT_EQ(run.exitCode, 0) << run.out << run.err;
    const QJsonArray conditions
        = parseObject(machine().run("cat /root/nvme.json").out).value(QStringLiteral("conditions")).toArray();
    for (const QJsonValue &c : conditions)
        EXPECT_NE(c.toObject().value(QStringLiteral("id")).toString(), QStringLiteral("nvme-apst"));
    EXPECT_EQ(run.err.find("APST"), std::string::npos) << run.err;
}

// The hub limits the stick, and Sektor says so instead of blaming the seating or the cable.
TEST_F(GuestRuns, AStickBehindAUsb11HubIsToldTheHubLimitsIt)
{
    const CommandResult sysfs
        = machine().run("for d in /sys/bus/usb/devices/*-1 /sys/bus/usb/devices/*-1.1; do echo \"$d $(cat $d/speed)\"; "
                        "done; lsblk -d -n -o NAME,SERIAL | grep HUBSTICK1");
    ASSERT_NE(sysfs.out.find("-1.1 12\n"), std::string::npos) << "the stick runs at 12 Mb/s behind the hub\n"
                                                              << sysfs.out;
    ASSERT_NE(sysfs.out.find("-1 12\n"), std::string::npos) << "the hub is USB 1.1\n" << sysfs.out;
    const std::string name = sysfs.out.substr(sysfs.out.rfind('\n', sysfs.out.size() - 2) + 1, 3);
    const QJsonArray drives
        = parseObject(machine().run(guestCli() + " drives --json").out).value(QStringLiteral("drives")).toArray();
    QJsonObject stick;
    for (const QJsonValue &d : drives) {
        if (d.toObject().value(QStringLiteral("serial")).toString() == QStringLiteral("HUBSTICK1"))
            stick = d.toObject();
    }
    ASSERT_FALSE(stick.isEmpty()) << "no drive with the stick's serial; lsblk calls it " << name;
    const QJsonObject link = stick.value(QStringLiteral("link")).toObject();
    EXPECT_EQ(link.value(QStringLiteral("rate")).toInt(), 12);
    EXPECT_EQ(link.value(QStringLiteral("portRate")).toInt(), 12) << "the hub's port, not the root hub's";
    const QJsonArray warnings = stick.value(QStringLiteral("linkWarnings")).toArray();
    ASSERT_FALSE(warnings.isEmpty()) << QJsonDocument(stick).toJson().toStdString();
    const QString words = warnings.first().toString();
    EXPECT_TRUE(words.contains(QStringLiteral("slower port, hub or cable"))) << words.toStdString();
    EXPECT_FALSE(words.contains(QStringLiteral("seating"))) << words.toStdString();
}

// A normal user's runs on each transport, as on a desktop: the user may not open the drive, so sektor-cli asks the
// helper, which the bus starts as root and which asks polkitd. Each result names its drive by the serial QEMU was
// given, and the drives with a health channel of their own (NVMe's log page, SATA's SMART through ATA PASS-THROUGH)
// carry the health the helper read on the run's descriptor, before and after; the USB drives, whose SCSI disks pass no
// ATA, carry none. Then the user's Health Check of the SATA disk runs its short self-test in the helper, by Sektor's
// own right.
TEST_F(GuestRuns, ANormalUsersRunOfEachDriveGoesThroughTheHelperWithItsFactsAndHealth)
{
    ASSERT_EQ(machine().run("cat /mnt/setup.out; getent passwd " + std::string(User)).exitCode, 0)
        << machine().run("cat /mnt/setup.out").out;
    struct Expected
    {
        const char *serial;
        const char *healthSource; ///< nullptr: no health
    };
    // What the helper sent back, whichever front end ran: the drive by its serial, and its health around the run.
    const auto expectFactsAndHealth = [&](const std::string &json, const Expected &e) {
        const QJsonArray drives = parseObject(machine().run("cat " + json).out)
                                      .value(QStringLiteral("target"))
                                      .toObject()
                                      .value(QStringLiteral("drives"))
                                      .toArray();
        ASSERT_EQ(drives.size(), 1);
        const QJsonObject drive = drives.first().toObject();
        EXPECT_EQ(drive.value(QStringLiteral("serial")).toString().toStdString(), e.serial);
        for (const char *when : {"healthBefore", "healthAfter"}) {
            const QJsonObject health = drive.value(QLatin1String(when)).toObject();
            if (e.healthSource)
                EXPECT_EQ(health.value(QStringLiteral("source")).toString().toStdString(), e.healthSource) << when;
            else
                EXPECT_TRUE(health.isEmpty()) << when << ": " << QJsonDocument(health).toJson().toStdString();
        }
    };
    const std::string home = "/home/" + std::string(User) + "/";
    for (const Expected &e : {Expected {"NVME0002", "nvme-log"},
                              Expected {"SATACHK1", "ata-smart"},
                              Expected {"HUBSTICK1", nullptr},
                              Expected {"USERUAS1", nullptr}}) {
        SCOPED_TRACE(e.serial);
        const std::string device = deviceWithSerial(e.serial);
        ASSERT_FALSE(device.empty());
        ASSERT_NE(machine().run(asUser("test -r " + device)).exitCode, 0) << "the user may open " << device;
        const std::string json = home + e.serial + ".json";
        const CommandResult run
            = machine().run(asUser(guestCli()
                                   + " run --profile Demo --modes read --size 8MiB --runs 1 --time 200ms --warmup 0ms "
                                     "--interval 0ms --no-save --quiet --json "
                                   + json + " " + device));
        ASSERT_EQ(run.exitCode, 0) << run.out << run.err;
        expectFactsAndHealth(json, e);
        // And the window: the user chooses the device and presses Start.
        const std::string windowJson = home + e.serial + "-window.json";
        const CommandResult window = machine().run(
            asUser(EmulatedMachine::guestPath(SEKTOR_WINDOW_PROBE_PATH) + " " + device + " " + windowJson));
        ASSERT_EQ(window.exitCode, 0) << window.out << window.err;
        expectFactsAndHealth(windowJson, e);
        // Its drive panel then shows the temperature the drive tells (the oracle: smartctl), from SMART on SATA,
        // where there is no hwmon; the USB disks tell none.
        const QJsonObject temperature = parseObject(machine().run("smartctl -A -j " + device).out)
                                            .value(QStringLiteral("temperature"))
                                            .toObject();
        if (e.healthSource) {
            ASSERT_TRUE(temperature.contains(QStringLiteral("current"))) << "smartctl reads no temperature";
            EXPECT_NE(window.out.find(" · " + std::to_string(temperature.value(QStringLiteral("current")).toInt())
                                      + " °C · "),
                      std::string::npos)
                << window.out;
        } else {
            EXPECT_EQ(window.out.find("°C"), std::string::npos) << window.out;
        }
    }
    const CommandResult check = machine().run(asUser(guestCli()
                                                     + " run --profile health-check --self-test short "
                                                       "--no-save "
                                                     + deviceWithSerial("SATACHK1")));
    EXPECT_NE(check.out.find("[Health Check] PASS\n"), std::string::npos) << check.out << check.err;
    EXPECT_EQ(check.exitCode, 0) << check.out << check.err;
}

// On the kernel's nvme driver, a Health Check of a drive whose health log is clean and that runs no
// self-test is "PASS (no self-test)" and exits 0; the same drive with a critical warning set in QEMU (its SMART /
// Health log's byte 0, as `nvme smart-log` reads it) fails by the critical-warning rule and exits 27.
TEST_F(GuestRuns, AnNvmeDrivesHealthCheckPassesWithoutASelfTestAndFailsOnceItWarns)
{
    const std::string controller = plainNvmeController();
    ASSERT_FALSE(controller.empty());
    const auto criticalWarning = [&] {
        return parseObject(machine().run("nvme smart-log " + controller + " -o json").out)
            .value(QStringLiteral("critical_warning"))
            .toInt(-1);
    };
    const std::string check = guestCli()
        + " run --profile health-check --self-test none --no-save --json /root/health.json " + controller
        + "n1; echo \"rc=$?\"";
    ASSERT_EQ(criticalWarning(), 0) << "the oracle: nvme smart-log";
    const CommandResult clean = machine().run(check);
    EXPECT_NE(clean.out.find("[Health Check] PASS (no self-test)\n"), std::string::npos) << clean.out << clean.err;
    EXPECT_NE(clean.out.find("rc=0\n"), std::string::npos) << clean.out;

    const std::string reply = machine().qmp(
        R"({"execute":"qom-set","arguments":{"path":"/machine/peripheral/nvme0","property":"smart_critical_warning","value":1}})");
    ASSERT_NE(reply.find("\"return\""), std::string::npos) << reply;
    ASSERT_EQ(criticalWarning(), 1) << "the drive now says its spare is below its threshold";
    const CommandResult warned = machine().run(check);
    EXPECT_NE(warned.out.find("[Health Check] FAIL\n"), std::string::npos) << warned.out << warned.err;
    EXPECT_NE(warned.out.find("rc=27\n"), std::string::npos) << warned.out;
    const QJsonObject summary
        = parseObject(machine().run("cat /root/health.json").out).value(QStringLiteral("healthCheck")).toObject();
    QStringList fired;
    for (const QJsonValue rule : summary.value(QStringLiteral("firedRules")).toArray())
        fired << rule.toObject().value(QStringLiteral("id")).toString();
    EXPECT_EQ(fired, QStringList {QStringLiteral("critical-warning")}) << QJsonDocument(summary).toJson().toStdString();
    machine().qmp(
        R"({"execute":"qom-set","arguments":{"path":"/machine/peripheral/nvme0","property":"smart_critical_warning","value":0}})");
}

// A SATA disk's Health Check with a short self-test, through Sektor's own ATA commands: the drive logs the test (the
// oracle: smartctl -l selftest, one entry more, "Completed without error") and the check passes on it.
TEST_F(GuestRuns, ASataDrivesHealthCheckRunsARealShortSelfTestAndPasses)
{
    const std::string device = deviceWithSerial("SATACHK1");
    ASSERT_FALSE(device.empty());
    const auto selfTests = [&] {
        return parseObject(machine().run("smartctl -l selftest -j " + device).out)
            .value(QStringLiteral("ata_smart_self_test_log"))
            .toObject()
            .value(QStringLiteral("standard"))
            .toObject()
            .value(QStringLiteral("table"))
            .toArray();
    };
    const qsizetype before = selfTests().size();
    const CommandResult check = machine().run(guestCli()
                                              + " run --profile health-check --self-test short --no-save "
                                                "--json /root/sata-health.json "
                                              + device + "; echo \"rc=$?\"");
    EXPECT_NE(check.out.find("[Health Check] PASS\n"), std::string::npos) << check.out << check.err;
    EXPECT_NE(check.out.find("rc=0\n"), std::string::npos) << check.out;
    const QJsonArray after = selfTests();
    ASSERT_EQ(after.size(), before + 1) << "the drive logged one test more";
    const QJsonObject newest = after.first().toObject();
    EXPECT_EQ(newest.value(QStringLiteral("type")).toObject().value(QStringLiteral("string")).toString(),
              QStringLiteral("Short offline"));
    EXPECT_TRUE(newest.value(QStringLiteral("status")).toObject().value(QStringLiteral("passed")).toBool())
        << QJsonDocument(newest).toJson().toStdString();
    const QJsonObject selfTest = parseObject(machine().run("cat /root/sata-health.json").out)
                                     .value(QStringLiteral("healthCheck"))
                                     .toObject()
                                     .value(QStringLiteral("selfTest"))
                                     .toObject();
    EXPECT_EQ(selfTest.value(QStringLiteral("status")).toString(), QStringLiteral("passed"))
        << QJsonDocument(selfTest).toJson().toStdString();
}

// A drive that stalls gets no normal result. The stalling NVMe drive answers one 4 KiB area 8 s late. The guest's
// kernel is given a 2 s I/O timeout for it (queue/io_timeout, as a udev rule or a user may set it; 30 s by default):
// the kernel logs the timeout, aborts, and resets the controller, and the oracle is its own log. Sektor, run by the
// normal user through the helper, holds the I/O to that drive's timeout (which the result keeps) and names the stall.
TEST_F(GuestRuns, AnNvmeReadPastItsKernelTimeoutIsAStallTheKernelLogsAndSektorNames)
{
    ASSERT_TRUE(s_stalling->ok()) << s_stalling->error();
    const std::string device = deviceWithSerial("STALLNVME1");
    ASSERT_FALSE(device.empty());
    const std::string queue = "/sys/block/" + device.substr(5) + "/queue/io_timeout";
    const CommandResult before = machine().run("cat " + queue);
    ASSERT_EQ(before.exitCode, 0) << before.err;
    ASSERT_EQ(machine().run("echo " + std::to_string(StallTimeoutMs) + " > " + queue + " && dmesg -C").exitCode, 0);
    const std::string json = "/home/" + std::string(User) + "/stall.json";
    const CommandResult run = machine().run(
        asUser(guestCli()
               + " run --tests SEQ1M-Q1T1 --modes read --size 16MiB --runs 1 --time 1s --warmup 0ms --interval 0ms "
                 "--no-save --quiet --json "
               + json + " " + device),
        std::chrono::seconds(180));
    const std::string kernelLog = machine().run("dmesg").out;
    machine().run("echo " + before.out.substr(0, before.out.find('\n')) + " > " + queue);
    ASSERT_EQ(run.exitCode, 0) << run.out << run.err << kernelLog;
    EXPECT_NE(kernelLog.find("timeout, aborting"), std::string::npos) << "the oracle: the kernel timed the read out\n"
                                                                      << kernelLog;
    EXPECT_NE(kernelLog.find("timeout, reset controller"), std::string::npos)
        << "and, its abort not taken, reset the controller\n"
        << kernelLog;
    EXPECT_NE(run.out.find("SEQ1M Q1T1 Read stalled: an I/O took "), std::string::npos) << run.out << run.err;
    const QJsonObject result = parseObject(machine().run("cat " + json).out);
    const QJsonArray drives
        = result.value(QStringLiteral("target")).toObject().value(QStringLiteral("drives")).toArray();
    ASSERT_EQ(drives.size(), 1);
    EXPECT_EQ(drives.first().toObject().value(QStringLiteral("ioTimeoutMs")).toInt(), StallTimeoutMs);
}
