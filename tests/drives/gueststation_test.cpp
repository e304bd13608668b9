// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The station on drives hot-plugged through QMP into a guest with Debian's own kernel: an NVMe drive onto an empty
// PCIe root port and a USB stick onto the xHCI controller, both after the station started. It takes each one through
// the kernel's own events, runs its chain (Health Check, then the Read Scan: nothing written), names every step's
// certificate by the serial the drive gives (a certificate named "no-serial-…" was what USB and SATA drives got) and
// powers the stick off through udisks2 when its chain ended. The report folder is the machine's own, which the guest
// sees at /mnt: the host reads the station's log as it is written. A stick read slowly (nbdkit paces it) is pulled
// (device_del) while its Read Scan runs: flagged, what finished kept in its certificate, and the station goes on.
#include "guestsuite.h"
#include "nbdexport.h"
#include "stationlog.h"

#include <QFileInfo>
#include <QJsonObject>
#include <QStringList>

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <thread>

using namespace Sektor::Test;
using namespace std::chrono_literals;

class GuestStation : public GuestSuite
{
protected:
    static void SetUpTestSuite()
    {
        bootGuest([](EmulatedMachine &m) -> std::vector<std::string> {
            s_nvmeImage = m.image("hot-nvme.img", 40 * GuestMiB);
            s_stickImage = m.image("hot-stick.img", 36 * GuestMiB);
            DeviceShape slow;
            slow.size = 48 * GuestMiB;
            slow.readZones = {{slow.size, 2.0 * GuestMiB}}; // 24 s for the whole stick: pulled long before its end
            s_slowStick = std::make_unique<NbdExport>(slow, m.folder(), "slowstick");
            return {"-device", "pcie-root-port,id=rp1,chassis=1,slot=1", "-device", "qemu-xhci,id=xhci,p2=8,p3=8"};
        });
    }

    /// Adds @p image as block node @p node and plugs @p device in on it; QEMU's reply when it refused.
    static std::string plug(const std::string &node, const std::string &image, const std::string &device)
    {
        const std::string added
            = machine().qmp(R"({"execute":"blockdev-add","arguments":{"driver":"raw","node-name":")" + node
                            + R"(","file":{"driver":"file","filename":")" + image + R"("}}})");
        if (added.find("\"return\"") == std::string::npos)
            return added;
        const std::string plugged = machine().qmp(R"({"execute":"device_add","arguments":)" + device + "}");
        return plugged.find("\"return\"") == std::string::npos ? plugged : std::string();
    }

    /// The station's events @p event, one per device, once there are @p count of them or @p timeout passed.
    static QList<QJsonObject>
    eventsOnce(const std::string &folder, const char *event, int count, std::chrono::seconds timeout)
    {
        const auto deadline = std::chrono::steady_clock::now() + timeout;
        for (;;) {
            QList<QJsonObject> found;
            for (const QJsonObject &line : stationLog(folder)) {
                if (line.value(QStringLiteral("event")).toString() == QLatin1String(event))
                    found << line;
            }
            if (found.size() >= count || std::chrono::steady_clock::now() > deadline)
                return found;
            std::this_thread::sleep_for(200ms);
        }
    }

    /// Starts the station on the guest with @p chain; false (and why, as a failure) when it did not listen.
    static void startStation(const std::string &reports, const std::string &chain)
    {
        std::filesystem::create_directory(reports);
        machine().run("setsid " + guestCli() + " station " + chain + " --report-dir /mnt/"
                      + std::filesystem::path(reports).filename().string()
                      + " --json-log --no-save --power-off >/mnt/station.out 2>&1 </dev/null &");
        ASSERT_FALSE(waitForStationEvent(reports, "listening", {}, 120s).isEmpty())
            << stationLogText(reports) << machine().run("cat /mnt/station.out").out;
    }

    static void TearDownTestSuite()
    {
        GuestSuite::TearDownTestSuite();
        s_slowStick.reset();
    }

    static std::string s_nvmeImage;
    static std::string s_stickImage;
    static std::unique_ptr<NbdExport> s_slowStick;
};

std::string GuestStation::s_nvmeImage;
std::string GuestStation::s_stickImage;
std::unique_ptr<NbdExport> GuestStation::s_slowStick;

TEST_F(GuestStation, HotPluggedNvmeAndUsbDrivesAreTakenAndEachStepsCertificateNamesTheirSerial)
{
    const std::string reports = machine().folder() + "/reports";
    // The block devices there before the station: it lists each as present at its start, before it says it listens.
    QStringList present
        = QString::fromStdString(machine().run("lsblk -d -n -o NAME").out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    startStation(reports, "--profile health-check --chain read-scan");
    if (HasFatalFailure())
        return;
    for (const QString &name : present) {
        ASSERT_FALSE(waitForStationEvent(reports, "refused", name.trimmed().toStdString(), 60s).isEmpty())
            << name.toStdString() << " was there at the start\n"
            << stationLogText(reports);
    }

    EXPECT_EQ(
        plug("hotnv",
             s_nvmeImage,
             R"({"driver":"nvme","id":"hotnvme","serial":"HOTNVME1","drive":"hotnv","bus":"rp1","ioeventfd":true})"),
        "");
    EXPECT_EQ(
        plug("hotus", s_stickImage, R"({"driver":"usb-storage","id":"hotstick","drive":"hotus","serial":"HOTSTICK1"})"),
        "");

    const QList<QJsonObject> finished = eventsOnce(reports, "finished", 2, 240s);
    ASSERT_EQ(finished.size(), 2) << stationLogText(reports) << machine().run("cat /mnt/station.out").out;
    for (const QJsonObject &f : finished) {
        EXPECT_EQ(f.value(QStringLiteral("state")).toString(), QStringLiteral("finished"))
            << f.value(QStringLiteral("message")).toString().toStdString();
    }

    // Two steps on each drive, each step's certificate named by the drive's own serial.
    QStringList nvme, stick;
    for (const QJsonObject &line : stationLog(reports)) {
        if (line.value(QStringLiteral("event")).toString() != QLatin1String("report"))
            continue;
        const QString name = QFileInfo(line.value(QStringLiteral("certificate")).toString()).fileName();
        if (name.contains(QStringLiteral("HOTNVME1")))
            nvme << name;
        else if (name.contains(QStringLiteral("HOTSTICK1")))
            stick << name;
        else
            ADD_FAILURE() << "a certificate named by neither drive's serial: " << name.toStdString();
    }
    EXPECT_EQ(nvme.size(), 2) << nvme.join(QLatin1Char(' ')).toStdString();
    EXPECT_EQ(stick.size(), 2) << stick.join(QLatin1Char(' ')).toStdString();

    // udisks2 powers the stick off (a USB drive); it says an NVMe drive cannot be.
    EXPECT_EQ(eventsOnce(reports, "powered-off", 1, 30s).size(), 1) << stationLogText(reports);
    EXPECT_EQ(eventsOnce(reports, "not-powered-off", 1, 30s).size(), 1) << stationLogText(reports);
    machine().run("pkill -TERM -f 'sektor-cli station'; sleep 1");
}

TEST_F(GuestStation, AStickPulledDuringItsReadScanIsFlaggedAndWhatFinishedIsKept)
{
    ASSERT_TRUE(s_slowStick && s_slowStick->ok()) << (s_slowStick ? s_slowStick->error() : std::string());
    const std::string reports = machine().folder() + "/pulled";
    startStation(reports, "--profile read-scan");
    if (HasFatalFailure())
        return;
    const std::string added = machine().qmp(
        R"({"execute":"blockdev-add","arguments":{"driver":"raw","node-name":"slow","file":{"driver":"nbd",)"
        R"("server":{"type":"unix","path":")"
        + s_slowStick->socket() + R"("},"export":""}}})");
    ASSERT_NE(added.find("\"return\""), std::string::npos) << added;
    const std::string plugged = machine().qmp(
        R"({"execute":"device_add","arguments":{"driver":"usb-storage","id":"slowusb","drive":"slow","serial":"PULLED1"}})");
    ASSERT_NE(plugged.find("\"return\""), std::string::npos) << plugged;
    const QList<QJsonObject> started = eventsOnce(reports, "started", 1, 120s);
    ASSERT_EQ(started.size(), 1) << stationLogText(reports) << machine().run("cat /mnt/station.out").out;
    const std::string device = started.first().value(QStringLiteral("device")).toString().toStdString();
    std::this_thread::sleep_for(4s); // some of it read, most of it not
    const std::string pulled = machine().qmp(R"({"execute":"device_del","arguments":{"id":"slowusb"}})");
    ASSERT_NE(pulled.find("\"return\""), std::string::npos) << pulled;

    const QList<QJsonObject> finished = eventsOnce(reports, "finished", 1, 120s);
    ASSERT_EQ(finished.size(), 1) << stationLogText(reports);
    EXPECT_EQ(finished.first().value(QStringLiteral("state")).toString(), QStringLiteral("removed during the test"))
        << stationLogText(reports);
    EXPECT_FALSE(waitForStationEvent(reports, "flagged", device, 10s).isEmpty()) << stationLogText(reports);
    const QJsonObject report = waitForStationEvent(reports, "report", device, 30s);
    ASSERT_FALSE(report.isEmpty()) << stationLogText(reports);
    const QString certificate = report.value(QStringLiteral("certificate")).toString();
    EXPECT_TRUE(certificate.contains(QStringLiteral("PULLED1"))) << certificate.toStdString();
    // The result the certificate stands on says where the drive went: the caveat, and part of the drive read.
    const std::string json
        = machine().run("cat '" + report.value(QStringLiteral("result")).toString().toStdString() + "'").out;
    EXPECT_NE(json.find("removed-during-test"), std::string::npos) << json.substr(0, 2000);
    EXPECT_TRUE(waitForStationEvent(reports, "not-powered-off", device, 5s).isEmpty())
        << "a drive gone is not powered off";
    machine().run("pkill -TERM -f 'sektor-cli station'; sleep 1");
}
