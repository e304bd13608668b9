// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The station on drives hot-plugged through QMP into a guest with Debian's own kernel: an NVMe drive onto an empty
// PCIe root port and a USB stick onto the xHCI controller, both after the station started. It takes each one through
// the kernel's own events, runs its chain (Health Check, then the Read Scan: nothing written), names every step's
// certificate by the serial the drive gives (a certificate named "no-serial-…" was what USB and SATA drives got) and
// powers the stick off through udisks2 when its chain ended. The report folder is the machine's own, which the guest
// sees at /mnt: the host reads the station's log as it is written.
#include "guestsuite.h"
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

    static std::string s_nvmeImage;
    static std::string s_stickImage;
};

std::string GuestStation::s_nvmeImage;
std::string GuestStation::s_stickImage;

TEST_F(GuestStation, HotPluggedNvmeAndUsbDrivesAreTakenAndEachStepsCertificateNamesTheirSerial)
{
    const std::string reports = machine().folder() + "/reports";
    std::filesystem::create_directory(reports);
    // The block devices there before the station: it lists each as present at its start, and a drive plugged in
    // before that listing ended would be taken for one of them.
    QStringList present
        = QString::fromStdString(machine().run("lsblk -d -n -o NAME").out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    machine().run("setsid " + guestCli()
                  + " station --profile health-check --chain read-scan --report-dir /mnt/reports --json-log "
                    "--no-save --power-off >/mnt/station.out 2>&1 </dev/null &");
    ASSERT_FALSE(waitForStationEvent(reports, "listening", {}, 120s).isEmpty())
        << stationLogText(reports) << machine().run("cat /mnt/station.out").out;
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
