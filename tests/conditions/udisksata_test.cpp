// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
// A SATA drive's SMART data read from udisks2 over the system bus: a fake udisks (python3-dbusmock, the template in
// data/fake_udisks.py) on a private bus with a healthy drive, a failing one, one whose SMART data was never read, a
// drive that is not ATA, and a bus without udisks at all.
#include "fakeudisks.h"
#include "support/privatebus.h"

#include "catalog/drive.h"
#include "health/drivehealthreader.h"
#include "health/udisksata.h"

#include <QDBusConnection>

#include <gtest/gtest.h>

namespace Sektor::Test {

namespace {

class FakeUdisks : public ::testing::Test
{
protected:
    // A bus with udisks in the given case; the connection the reader uses.
    QDBusConnection busWith(const char *scenario)
    {
        EXPECT_TRUE(m_bus.ok());
        if (scenario) {
            EXPECT_TRUE(startFakeUdisks(m_bus, {{QStringLiteral("case"), QLatin1String(scenario)}}))
                << "python3-dbusmock's udisks did not start";
        }
        return QDBusConnection::connectToBus(m_bus.address(), QStringLiteral("udisks-test"));
    }
    void TearDown() override { QDBusConnection::disconnectFromBus(QStringLiteral("udisks-test")); }

    PrivateBus m_bus;
};

} // namespace

TEST_F(FakeUdisks, AHealthyDrive)
{
    const std::optional<DriveHealth> h = Health::readUdisksAtaHealth(QStringLiteral("sdb"), busWith("healthy"));
    ASSERT_TRUE(h);
    EXPECT_EQ(h->source, DriveHealth::Source::AtaSmart);
    EXPECT_FALSE(h->smartFailing);
    EXPECT_FALSE(h->reportsProblem());
    EXPECT_EQ(h->failingAttributes, 0);
    EXPECT_EQ(h->reallocatedSectors, 0);
    EXPECT_EQ(h->pendingSectors, 0);
    EXPECT_EQ(h->badSectors, 0);
    EXPECT_EQ(h->powerOnHours, UInt128(43811)); // seconds, in whole hours
    EXPECT_EQ(h->powerCycles, UInt128(1337));
    EXPECT_EQ(h->temperatureMilliCelsius, 39'000); // 312.15 K
    EXPECT_EQ(h->percentageUsed, -1) << "ATA has no life-used figure";
}

TEST_F(FakeUdisks, AFailingDrive)
{
    const QDBusConnection bus = busWith("failing");
    const std::optional<DriveHealth> h = Health::readUdisksAtaHealth(QStringLiteral("sdb"), bus);
    ASSERT_TRUE(h);
    EXPECT_TRUE(h->smartFailing);
    EXPECT_TRUE(h->reportsProblem());
    EXPECT_EQ(h->failingAttributes, 1);
    EXPECT_EQ(h->reallocatedSectors, 1216);
    EXPECT_EQ(h->pendingSectors, 6);
    EXPECT_EQ(h->badSectors, 1222);
    // The reader the programs use goes to udisks for a SATA drive, never for a loop device.
    Catalog::Drive sata;
    sata.name = QStringLiteral("sdb");
    sata.transport = Catalog::Transport::Sata;
    EXPECT_EQ(Health::readDriveHealth(sata, QStringLiteral("/nonexistent"), bus), *h);
    Catalog::Drive loop;
    loop.name = QStringLiteral("loop0");
    loop.transport = Catalog::Transport::Loop;
    EXPECT_FALSE(Health::readDriveHealth(loop, QStringLiteral("/nonexistent"), bus).known());
}

TEST_F(FakeUdisks, MissingDataIsUnknownNotZero)
{
    const QDBusConnection bus = busWith("never-read");
    EXPECT_FALSE(Health::readUdisksAtaHealth(QStringLiteral("sdb"), bus)) << "SmartUpdated 0: nothing was read";
    EXPECT_FALSE(Health::readUdisksAtaHealth(QStringLiteral("loop0"), bus)) << "a block device without a drive";
    EXPECT_FALSE(Health::readUdisksAtaHealth(QStringLiteral("sdz"), bus)) << "a block device udisks does not know";
}

TEST_F(FakeUdisks, ADriveThatIsNotAta)
{
    EXPECT_FALSE(Health::readUdisksAtaHealth(QStringLiteral("sdb"), busWith("not-ata")));
}

TEST_F(FakeUdisks, NoUdisksOnTheBus)
{
    EXPECT_FALSE(Health::readUdisksAtaHealth(QStringLiteral("sdb"), busWith(nullptr)));
}

} // namespace Sektor::Test
