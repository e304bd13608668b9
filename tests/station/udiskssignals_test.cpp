// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// udisks2's signals as the station's second source (UdisksSignals), with udisks faked by python3-dbusmock on a private
// bus: a real loop device with a mounted filesystem is left alone, then unmounted for real while the fake says so as
// udisks does (PropertiesChanged of its Filesystem's MountPoints); the station takes it. The kernel's events are fed
// by the test, so no other test's loop device is looked at.
#include "fakerunner.h"
#include "fakeudisks.h"

#include "support/feddeviceevents.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include "station/station.h"
#include "station/udiskssignals.h"

#include <QCoreApplication>
#include <QDBusArgument>
#include <QDBusMessage>
#include <QDBusObjectPath>
#include <QDBusVariant>
#include <QElapsedTimer>

#include <gtest/gtest.h>

#include <functional>
#include <optional>

using namespace Sektor;
using namespace Sektor::Test;
using Kind = Station::StationEvent::Kind;

namespace {

const QString Connection = QStringLiteral("udisks-signals-test");

bool spinUntil(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    return done();
}

QString blockPath(const std::string &name)
{
    return QStringLiteral("/org/freedesktop/UDisks2/block_devices/") + QString::fromStdString(name);
}

// An empty aay, as udisks sends MountPoints of a filesystem mounted nowhere.
QDBusVariant noMountPoints()
{
    QDBusArgument points;
    points.beginArray(QMetaType::fromType<QByteArray>());
    points.endArray();
    return QDBusVariant(QVariant::fromValue(points));
}

class UdisksSignalsTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        SEKTOR_REQUIRE_ROOT();
        if (!m_bus.ok())
            SEKTOR_SKIP_OR_FAIL_IN_CI("no private D-Bus daemon (dbus-daemon)");
    }
    void TearDown() override { QDBusConnection::disconnectFromBus(Connection); }

    QDBusConnection bus() const { return QDBusConnection::connectToBus(m_bus.address(), Connection); }

    /// Calls the fake's Mock method @p method on @p path; whether it answered.
    bool callMock(const QString &path, const QString &method, const QVariantList &args) const
    {
        QDBusMessage call = QDBusMessage::createMethodCall(
            FakeUdisksService, path, QStringLiteral("org.freedesktop.DBus.Mock"), method);
        call.setArguments(args);
        const QDBusMessage reply = bus().call(call, QDBus::Block, 5000);
        EXPECT_EQ(reply.type(), QDBusMessage::ReplyMessage) << reply.errorMessage().toStdString();
        return reply.type() == QDBusMessage::ReplyMessage;
    }

    bool seen(Kind kind, const std::string &device) const
    {
        return std::any_of(events.begin(), events.end(), [&](const Station::StationEvent &e) {
            return e.kind == kind && e.device == QString::fromStdString(device);
        });
    }

    /// A station on fed kernel events and udisks2's signals on the private bus, with fake runners.
    void startStation(Station::DeviceEventSource &udisks)
    {
        settings.chain = {Station::ChainStep {*findProfile(QStringLiteral("read-scan")), RunOptions {}}};
        settings.reportFolder = QString::fromStdString(reports.path());
        station = std::make_unique<Station::Station>(settings, kernel, [this](const QString &) {
            return runners.make();
        });
        station->setMountEvents(&udisks);
        QObject::connect(station.get(), &Station::Station::logged, [this](const Station::StationEvent &e) {
            events << e;
        });
        QString error;
        ASSERT_TRUE(station->start(&error)) << error.toStdString();
    }

    PrivateBus m_bus;
    TempDir reports;
    Station::StationSettings settings;
    FedDeviceEvents kernel;
    FakeRunners runners;
    std::unique_ptr<Station::Station> station;
    QList<Station::StationEvent> events;
};

TEST_F(UdisksSignalsTest, AMountedLoopDeviceLeftAloneIsTakenOnceUdisksSaysItWasUnmounted)
{
    LoopDevice::Options options;
    options.size = 32ull << 20;
    options.backingDir = "/var/tmp";
    LoopDevice drive(options);
    ASSERT_TRUE(drive.ok()) << drive.error();
    TempDir mountPoint;
    std::optional<Mount> mount;
    mount.emplace(drive.device(), mountPoint.path(), "ext4");
    ASSERT_TRUE(mount->ok()) << mount->error();
    ASSERT_TRUE(startFakeUdisks(m_bus, {{QStringLiteral("filesystem"), QString::fromStdString(drive.name())}}));
    Station::UdisksSignals udisks(bus());
    startStation(udisks);
    ASSERT_EQ(events.at(1).kind, Kind::Listening);
    EXPECT_TRUE(events.at(1).fields.value(QStringLiteral("udisks")).toBool()) << events.at(1).message.toStdString();

    kernel.change(QString::fromStdString(drive.name())); // attached, with its filesystem mounted
    ASSERT_TRUE(seen(Kind::Refused, drive.name()));
    EXPECT_EQ(runners.count(), 0);

    mount.reset(); // unmounted: the kernel sends no event
    ASSERT_TRUE(callMock(
        blockPath(drive.name()),
        QStringLiteral("UpdateProperties"),
        {QStringLiteral("org.freedesktop.UDisks2.Filesystem"),
         QVariant::fromValue(QVariantMap {{QStringLiteral("MountPoints"), QVariant::fromValue(noMountPoints())}})}));
    ASSERT_TRUE(spinUntil(
        [this] {
            return runners.count() == 1;
        },
        10000));
    EXPECT_EQ(runners.at(0)->request().target, QString::fromStdString(drive.device()));
    EXPECT_TRUE(seen(Kind::Unmounted, drive.name()));
    EXPECT_TRUE(seen(Kind::Started, drive.name()));
}

TEST_F(UdisksSignalsTest, InterfacesAddedAndRemovedOfAWholeDriveAreEventsOfItAndOfAPartitionAreNot)
{
    ASSERT_TRUE(startFakeUdisks(m_bus, {}));
    Station::UdisksSignals udisks(bus());
    QString error;
    ASSERT_TRUE(udisks.start(&error)) << error.toStdString();
    QList<Station::DeviceEvent> heard;
    QObject::connect(&udisks, &Station::DeviceEventSource::deviceEvent, [&heard](const Station::DeviceEvent &e) {
        heard << e;
    });
    const auto emitAdded = [this](const QString &path, const QStringList &interfaces) {
        QDBusArgument map;
        map.beginMap(QMetaType::fromType<QString>(), QMetaType::fromType<QVariantMap>());
        for (const QString &interface : interfaces) {
            map.beginMapEntry();
            map << interface << QVariantMap {};
            map.endMapEntry();
        }
        map.endMap();
        return callMock(QStringLiteral("/org/freedesktop/UDisks2"),
                        QStringLiteral("EmitSignal"),
                        {QStringLiteral("org.freedesktop.DBus.ObjectManager"),
                         QStringLiteral("InterfacesAdded"),
                         QStringLiteral("oa{sa{sv}}"),
                         QVariant::fromValue(QVariantList {
                             QVariant::fromValue(QDBusVariant(QVariant::fromValue(QDBusObjectPath(path)))),
                             QVariant::fromValue(QDBusVariant(QVariant::fromValue(map)))})});
    };
    const QString block = QStringLiteral("org.freedesktop.UDisks2.Block");
    ASSERT_TRUE(emitAdded(QStringLiteral("/org/freedesktop/UDisks2/block_devices/sdx1"),
                          {block, QStringLiteral("org.freedesktop.UDisks2.Partition")}));
    ASSERT_TRUE(emitAdded(QStringLiteral("/org/freedesktop/UDisks2/drives/Some_Drive"),
                          {QStringLiteral("org.freedesktop.UDisks2.Drive")}));
    ASSERT_TRUE(emitAdded(QStringLiteral("/org/freedesktop/UDisks2/block_devices/sdx"), {block}));
    ASSERT_TRUE(spinUntil(
        [&heard] {
            return !heard.isEmpty();
        },
        5000));
    QCoreApplication::processEvents(); // anything the earlier signals would have given is in by now: they came first
    ASSERT_EQ(heard.size(), 1);
    EXPECT_EQ(heard.first().action, Station::DeviceEvent::Action::Change);
    EXPECT_EQ(heard.first().name, QStringLiteral("sdx"));

    const auto emitRemoved = [this](const QString &path, const QStringList &interfaces) {
        return callMock(QStringLiteral("/org/freedesktop/UDisks2"),
                        QStringLiteral("EmitSignal"),
                        {QStringLiteral("org.freedesktop.DBus.ObjectManager"),
                         QStringLiteral("InterfacesRemoved"),
                         QStringLiteral("oas"),
                         QVariant::fromValue(QVariantList {
                             QVariant::fromValue(QDBusVariant(QVariant::fromValue(QDBusObjectPath(path)))),
                             QVariant::fromValue(QDBusVariant(interfaces))})});
    };
    ASSERT_TRUE(emitRemoved(QStringLiteral("/org/freedesktop/UDisks2/block_devices/sdx1"),
                            {block, QStringLiteral("org.freedesktop.UDisks2.Partition")}));
    ASSERT_TRUE(emitRemoved(QStringLiteral("/org/freedesktop/UDisks2/block_devices/sdx"), {block}));
    ASSERT_TRUE(spinUntil(
        [&heard] {
            return heard.size() >= 2;
        },
        5000));
    QCoreApplication::processEvents();
    ASSERT_EQ(heard.size(), 2);
    // A Change: the station asks the catalog whether it went.
    EXPECT_EQ(heard.at(1).action, Station::DeviceEvent::Action::Change);
    EXPECT_EQ(heard.at(1).name, QStringLiteral("sdx"));
}

TEST_F(UdisksSignalsTest, WhereUdisksDoesNotRunTheStationSaysItRunsOnTheKernelsEventsOnly)
{
    Station::UdisksSignals udisks(bus()); // a bus without udisks2
    startStation(udisks);
    ASSERT_EQ(events.at(1).kind, Kind::Listening);
    EXPECT_FALSE(events.at(1).fields.value(QStringLiteral("udisks")).toBool());
    EXPECT_TRUE(events.at(1).message.contains(QLatin1String("udisks2 does not run")))
        << events.at(1).message.toStdString();
}

} // namespace
