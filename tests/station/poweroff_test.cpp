// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// udisks2's Drive.PowerOff, with udisks faked by python3-dbusmock on a private bus: straight, and from sektor-cli
// station --power-off on a loop device the fake puts its drive behind.
#include "clirun.h"
#include "fakeudisks.h"
#include "stationlog.h"

#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include "station/poweroff.h"

#include <gtest/gtest.h>

#include <csignal>

using namespace Sektor::Test;
using namespace std::chrono_literals;

namespace {

class PowerOff : public ::testing::Test
{
protected:
    void SetUp() override
    {
        if (!m_bus.ok())
            SEKTOR_SKIP_OR_FAIL_IN_CI("no private D-Bus daemon (dbus-daemon)");
    }

    QDBusConnection busWith(const QJsonObject &parameters)
    {
        EXPECT_TRUE(startFakeUdisks(m_bus, parameters));
        return QDBusConnection::connectToBus(m_bus.address(), QStringLiteral("poweroff-test"));
    }
    void TearDown() override { QDBusConnection::disconnectFromBus(QStringLiteral("poweroff-test")); }

    PrivateBus m_bus;
};

TEST_F(PowerOff, ADriveThatCanIsPoweredOff)
{
    const QDBusConnection bus = busWith({{QStringLiteral("power-off"), QStringLiteral("can")}});
    const Sektor::Station::PowerOffOutcome outcome = Sektor::Station::powerOffDrive(bus, QStringLiteral("sdb"));
    EXPECT_TRUE(outcome.done) << outcome.why.toStdString();
    EXPECT_EQ(fakeDriveCalls(bus, QStringLiteral("PowerOff")).size(), 1);
}

TEST_F(PowerOff, ADriveThatCannotIsNotAsked)
{
    const QDBusConnection bus = busWith({{QStringLiteral("power-off"), QStringLiteral("cannot")}});
    const Sektor::Station::PowerOffOutcome outcome = Sektor::Station::powerOffDrive(bus, QStringLiteral("sdb"));
    EXPECT_FALSE(outcome.done);
    EXPECT_TRUE(outcome.why.contains(QLatin1String("cannot be powered off"))) << outcome.why.toStdString();
    EXPECT_TRUE(fakeDriveCalls(bus, QStringLiteral("PowerOff")).isEmpty());
}

TEST_F(PowerOff, UdisksRefusingSaysWhy)
{
    const QDBusConnection bus = busWith({{QStringLiteral("power-off"), QStringLiteral("fails")}});
    const Sektor::Station::PowerOffOutcome outcome = Sektor::Station::powerOffDrive(bus, QStringLiteral("sdb"));
    EXPECT_FALSE(outcome.done);
    EXPECT_TRUE(outcome.why.contains(QLatin1String("device busy"))) << outcome.why.toStdString();
}

TEST_F(PowerOff, ALoopDeviceHasNoDriveToPowerOff)
{
    const QDBusConnection bus = busWith({{QStringLiteral("power-off"), QStringLiteral("can")}});
    const Sektor::Station::PowerOffOutcome outcome = Sektor::Station::powerOffDrive(bus, QStringLiteral("loop0"));
    EXPECT_FALSE(outcome.done);
    EXPECT_TRUE(outcome.why.contains(QLatin1String("no drive"))) << outcome.why.toStdString();
}

TEST_F(PowerOff, NotWhereUdisksDoesNotRun)
{
    const QDBusConnection bus = QDBusConnection::connectToBus(m_bus.address(), QStringLiteral("poweroff-test"));
    const Sektor::Station::PowerOffOutcome outcome = Sektor::Station::powerOffDrive(bus, QStringLiteral("sdb"));
    EXPECT_FALSE(outcome.done);
    EXPECT_TRUE(outcome.why.contains(QLatin1String("does not run"))) << outcome.why.toStdString();
}

TEST_F(PowerOff, TheStationPowersTheFinishedDriveOff)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice::Options options;
    options.backingDir = "/var/tmp";
    LoopDevice drive(options);
    ASSERT_TRUE(drive.ok()) << drive.error();
    // The fake's drive behind this loop device, on the bus sektor-cli takes for the system bus.
    ASSERT_TRUE(startFakeUdisks(m_bus,
                                {{QStringLiteral("power-off"), QStringLiteral("can")},
                                 {QStringLiteral("block"), QString::fromStdString(drive.name())}}));
    m_bus.becomeSystemBus();
    TempDir reports;
    BackgroundCli cli({"station",
                       "--profile",
                       "read-scan",
                       "--report-dir",
                       reports.path(),
                       "--take-present",
                       "--power-off",
                       "--json-log",
                       "--no-save"});
    ASSERT_TRUE(cli.started());
    EXPECT_FALSE(waitForStationEvent(reports.path(), "powered-off", drive.name(), 30s).isEmpty()) << cli.err();
    const QDBusConnection bus = QDBusConnection::connectToBus(m_bus.address(), QStringLiteral("poweroff-test"));
    EXPECT_EQ(fakeDriveCalls(bus, QStringLiteral("PowerOff")).size(), 1);
    ASSERT_EQ(::kill(pid_t(cli.pid()), SIGTERM), 0);
    EXPECT_EQ(cli.waitForExit(20s), 143) << cli.err();
}

} // namespace
