// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The station on the kernel's own uevents (libudev's monitor) for loop devices attached and detached, with the mount
// table of a fixture that makes one of them the system disk: never the machine's real one.
#include "fakerunner.h"
#include "fixturetree.h"

#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include "station/station.h"
#include "station/udevmonitor.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <gtest/gtest.h>

#include <functional>

using namespace Sektor;
using namespace Sektor::Test;
using Kind = Station::StationEvent::Kind;

namespace {

// Runs the event loop until @p done or @p timeoutMs passed; whether it is done.
bool spinUntil(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    return done();
}

std::string sysAttribute(const std::string &name, const char *attribute)
{
    QFile file(QString::fromStdString("/sys/block/" + name + "/" + attribute));
    return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed().toStdString() : std::string();
}

LoopDevice::Options onDisk()
{
    LoopDevice::Options o;
    o.size = 16ull << 20;
    o.backingDir = "/var/tmp";
    return o;
}

TEST(StationOnUevents, TakesALoopDeviceAttachedAndLeavesTheFixturesSystemDiskAlone)
{
    SEKTOR_REQUIRE_ROOT();
    TempDir proc;
    const FixtureTree fixture(proc.path());
    fixture.write("self/mountinfo", "");
    fixture.write("swaps", "Filename\tType\tSize\tUsed\tPriority\n");
    TempDir reports;
    Station::StationSettings settings;
    settings.chain = {Station::ChainStep {*findProfile(QStringLiteral("read-scan")), RunOptions {}}};
    settings.reportFolder = QString::fromStdString(reports.path());
    Station::UdevMonitor monitor;
    FakeRunners runners;
    Station::Station station(settings, monitor, [&runners](const QString &) {
        return runners.make();
    });
    // The machine's sysfs and device nodes, a fixture's mounts.
    station.setCatalogReader([&proc] {
        return Catalog::DriveCatalog(
            QStringLiteral("/sys"), QString::fromStdString(proc.path()), QStringLiteral("/dev"));
    });
    QList<Station::StationEvent> events;
    QObject::connect(&station, &Station::Station::logged, [&events](const Station::StationEvent &e) {
        events << e;
    });
    QString error;
    ASSERT_TRUE(station.start(&error)) << error.toStdString();
    const auto seen = [&events](Kind kind, const std::string &device) {
        return std::any_of(events.begin(), events.end(), [&](const Station::StationEvent &e) {
            return e.kind == kind && e.device == QString::fromStdString(device);
        });
    };

    LoopDevice system(onDisk());
    ASSERT_TRUE(system.ok()) << system.error();
    // The fixture's / lies on it: written before the event loop hands the station the attach.
    fixture.write("self/mountinfo",
                  "21 1 " + sysAttribute(system.name(), "dev") + " / / rw - ext4 " + system.device() + " rw\n");
    LoopDevice drive(onDisk());
    ASSERT_TRUE(drive.ok()) << drive.error();
    ASSERT_TRUE(spinUntil(
        [&] {
            return seen(Kind::Refused, system.name()) && seen(Kind::Started, drive.name());
        },
        10000))
        << monitor.groupName().toStdString();
    EXPECT_FALSE(seen(Kind::Started, system.name()));
    ASSERT_GE(runners.count(), 1);
    EXPECT_EQ(runners.at(runners.count() - 1)->request().target, QString::fromStdString(drive.device()));

    // Detached mid-test: the kernel says "change", the drive has nothing behind it any more.
    const std::string name = drive.name();
    ASSERT_TRUE(drive.detach());
    EXPECT_TRUE(spinUntil(
        [&] {
            return seen(Kind::Removed, name) && seen(Kind::Flagged, name);
        },
        10000));
}

} // namespace
