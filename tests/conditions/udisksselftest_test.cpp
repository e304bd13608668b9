// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
// An ATA drive's SMART self-tests through udisks2, as the Health Check drives them (health/udisksselftest.h): a fake
// udisks (python3-dbusmock, data/fake_udisks.py) on a private bus whose drive is scripted through a test that passes,
// one that fails, one aborted, one that never finishes, a refused start, a refused refresh and an earlier failure;
// SMART off or missing, a drive that is not ATA, and a bus without udisks. Each SmartUpdate steps the drive once, so
// the tests poll and never wait.
#include "fakeudisks.h"
#include "support/privatebus.h"
#include "support/tempdir.h"

#include "health/udisksbus.h"
#include "health/udisksselftest.h"
#include "i18n/translations.h"

#include <QCoreApplication>
#include <QDBusArgument>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

namespace Sektor::Test {

namespace {

using Health::UdisksSelfTestDriver;
using Prompt = UdisksSelfTestDriver::Prompt;

const QString Connection = QStringLiteral("udisks-selftest-test");

class UdisksSelfTest : public ::testing::Test
{
protected:
    // A bus with the fake udisks given these template parameters ({"selftest": "fails"}); the connection to it.
    QDBusConnection busWith(const QJsonObject &parameters)
    {
        EXPECT_TRUE(m_bus.ok());
        EXPECT_TRUE(startFakeUdisks(m_bus, parameters)) << "python3-dbusmock's udisks did not start";
        return bus();
    }
    QDBusConnection bus() const { return QDBusConnection::connectToBus(m_bus.address(), Connection); }

    // The driver for sdb on a bus whose drive runs @p script.
    std::unique_ptr<SelfTestDriver> driveRunning(const char *script, Prompt prompt = Prompt::Never)
    {
        UdisksSelfTestDriver::Opened opened = UdisksSelfTestDriver::open(
            QStringLiteral("sdb"), busWith({{QStringLiteral("selftest"), QLatin1String(script)}}), prompt);
        EXPECT_EQ(opened.unavailable, SelfTestUnavailable::None);
        return std::move(opened.driver);
    }

    // The arguments of each call of @p method the fake drive received, as dbusmock logged them.
    QList<QVariantList> callsOf(const QString &method) const { return fakeDriveCalls(bus(), method); }

    // Whether the options of a start or abort call forbade polkit's password dialog.
    static bool forbidsPrompt(const QVariant &options)
    {
        return qdbus_cast<QVariantMap>(options).value(QStringLiteral("auth.no_user_interaction")).toBool();
    }

    void TearDown() override { QDBusConnection::disconnectFromBus(Connection); }

    PrivateBus m_bus;
};

// How far the drive is at each poll until it says it is done (at most @p polls).
QList<int> pollUntilDone(SelfTestDriver &driver, int polls)
{
    QList<int> seen;
    for (int i = 0; i < polls; ++i) {
        const Expected<SelfTestProgress> p = driver.progress();
        if (!p) {
            ADD_FAILURE() << p.error().message().toStdString();
            break;
        }
        seen.append(p->running ? p->percentDone : -p->percentDone - 1000);
        if (!p->running)
            break;
    }
    return seen;
}

SelfTestLogEntry entry(SelfTestType type, SelfTestOutcome outcome, int code)
{
    SelfTestLogEntry e;
    e.type = type;
    e.outcome = outcome;
    e.resultCode = code;
    return e;
}

} // namespace

TEST_F(UdisksSelfTest, APassingTest)
{
    const std::unique_ptr<SelfTestDriver> drive = driveRunning("passes");
    ASSERT_TRUE(drive);
    EXPECT_EQ(drive->offered(),
              QList<SelfTestType>({SelfTestType::Short, SelfTestType::Extended, SelfTestType::Conveyance}));
    EXPECT_FALSE(drive->expectedDuration(SelfTestType::Short)) << "udisks does not give the drive's polling times";
    EXPECT_EQ(drive->warningTemperatureMilliCelsius(), 0);

    ASSERT_FALSE(drive->start(SelfTestType::Short).isError());
    const QList<QVariantList> starts = callsOf(QStringLiteral("SmartSelftestStart"));
    ASSERT_EQ(starts.size(), 1);
    EXPECT_EQ(starts[0][0].toString(), QStringLiteral("short"));
    EXPECT_TRUE(forbidsPrompt(starts[0][1])) << "no password dialog unless the caller allows one";

    // 100 − percent remaining while running; done (−1000 − 100) once udisks says "success".
    EXPECT_EQ(pollUntilDone(*drive, 10), QList<int>({10, 40, 70, -1100}));
    EXPECT_GE(callsOf(QStringLiteral("SmartUpdate")).size(), 4) << "every poll refreshes udisks' SMART data";
    const Expected<SelfTestLog> log = drive->log();
    ASSERT_TRUE(log);
    EXPECT_FALSE(log->inProgress());
    EXPECT_EQ(log->entries, QList<SelfTestLogEntry>({entry(SelfTestType::Short, SelfTestOutcome::Passed, 0)}));
    EXPECT_FALSE(log->entries[0].failingLba) << "udisks gives no LBA";
}

TEST_F(UdisksSelfTest, AFailingTest)
{
    const std::unique_ptr<SelfTestDriver> drive = driveRunning("fails");
    ASSERT_TRUE(drive);
    ASSERT_FALSE(drive->start(SelfTestType::Extended).isError());
    EXPECT_EQ(callsOf(QStringLiteral("SmartSelftestStart")).value(0).value(0).toString(), QStringLiteral("extended"));
    // "error_read" with 40 % left: ended, 60 % done.
    EXPECT_EQ(pollUntilDone(*drive, 10), QList<int>({10, 60, -1060}));
    const Expected<SelfTestLog> log = drive->log();
    ASSERT_TRUE(log);
    EXPECT_EQ(log->entries, QList<SelfTestLogEntry>({entry(SelfTestType::Extended, SelfTestOutcome::Failed, 7)}));
}

TEST_F(UdisksSelfTest, AnAbortedTest)
{
    const std::unique_ptr<SelfTestDriver> drive = driveRunning("aborted");
    ASSERT_TRUE(drive);
    ASSERT_FALSE(drive->start(SelfTestType::Conveyance).isError());
    EXPECT_EQ(pollUntilDone(*drive, 2), QList<int>({10, 30}));
    EXPECT_TRUE(callsOf(QStringLiteral("SmartSelftestAbort")).isEmpty());

    ASSERT_FALSE(drive->abort().isError());
    const QList<QVariantList> aborts = callsOf(QStringLiteral("SmartSelftestAbort"));
    ASSERT_EQ(aborts.size(), 1) << "abort() asks udisks to abort the drive's test";
    EXPECT_TRUE(forbidsPrompt(aborts[0][0]));
    EXPECT_EQ(pollUntilDone(*drive, 3), QList<int>({-1030}));
    const Expected<SelfTestLog> log = drive->log();
    ASSERT_TRUE(log);
    EXPECT_EQ(log->entries, QList<SelfTestLogEntry>({entry(SelfTestType::Conveyance, SelfTestOutcome::Aborted, 1)}));
}

TEST_F(UdisksSelfTest, ATestThatNeverFinishes)
{
    const std::unique_ptr<SelfTestDriver> drive = driveRunning("never-finishes");
    ASSERT_TRUE(drive);
    ASSERT_FALSE(drive->start(SelfTestType::Short).isError());
    EXPECT_EQ(pollUntilDone(*drive, 5), QList<int>({10, 10, 10, 10, 10}))
        << "still running: the Health Check's timeout";
    const Expected<SelfTestLog> running = drive->log();
    ASSERT_TRUE(running);
    EXPECT_EQ(running->running, SelfTestType::Short);
    EXPECT_EQ(running->runningPercentDone, 10);
    EXPECT_TRUE(running->entries.isEmpty()) << "udisks keeps no result while a test runs";

    ASSERT_FALSE(drive->abort().isError());
    EXPECT_EQ(callsOf(QStringLiteral("SmartSelftestAbort")).size(), 1);
    const Expected<SelfTestLog> log = drive->log();
    ASSERT_TRUE(log);
    EXPECT_EQ(log->entries, QList<SelfTestLogEntry>({entry(SelfTestType::Short, SelfTestOutcome::Aborted, 1)}));
}

TEST_F(UdisksSelfTest, APolkitRefusalIsNotAuthorized)
{
    const std::unique_ptr<SelfTestDriver> drive = driveRunning("refused");
    ASSERT_TRUE(drive);
    const Error refused = drive->start(SelfTestType::Short);
    EXPECT_EQ(refused.code, ErrorCode::NotAuthorized);
    EXPECT_EQ(refused.path, QStringLiteral("/dev/sdb"));
    EXPECT_TRUE(refused.detail.contains(QStringLiteral("password"))) << refused.detail.toStdString();
    EXPECT_TRUE(refused.message().contains(QStringLiteral("/dev/sdb"))) << refused.message().toStdString();
    {
        int argc = 1;
        char name[] = "test_conditions";
        char *argv[] = {name, nullptr};
        const QCoreApplication app(argc, argv); // translators install into the application
        installTranslations(QStringLiteral("de"));
        const Error german = drive->start(SelfTestType::Short);
        installTranslations(QStringLiteral("en"));
        EXPECT_TRUE(german.detail.contains(QStringLiteral("Administratorpasswort"))) << german.detail.toStdString();
    }
    const Expected<SelfTestProgress> p = drive->progress();
    ASSERT_TRUE(p);
    EXPECT_FALSE(p->running) << "nothing was started";
    const Expected<SelfTestLog> log = drive->log();
    ASSERT_TRUE(log);
    EXPECT_EQ(log->entries, QList<SelfTestLogEntry>({entry(SelfTestType::None, SelfTestOutcome::Passed, 0)}))
        << "the drive's last result, of a test not started here";
}

TEST_F(UdisksSelfTest, OtherRefusalsKeepUdisksWords)
{
    const std::unique_ptr<SelfTestDriver> drive = driveRunning("busy");
    ASSERT_TRUE(drive);
    const Error busy = drive->start(SelfTestType::Short);
    EXPECT_EQ(busy.code, ErrorCode::IoError);
    EXPECT_TRUE(busy.detail.contains(QStringLiteral("There is already SMART self-test running")))
        << busy.detail.toStdString();

    for (const SelfTestType none : {SelfTestType::None, SelfTestType::Vendor})
        EXPECT_EQ(drive->start(none).code, ErrorCode::InvalidArgument);
    EXPECT_EQ(callsOf(QStringLiteral("SmartSelftestStart")).size(), 1) << "no call for a type udisks does not run";
}

TEST_F(UdisksSelfTest, ThePasswordDialogIsTheCallersChoice)
{
    const std::unique_ptr<SelfTestDriver> drive = driveRunning("aborted", Prompt::MayAsk);
    ASSERT_TRUE(drive);
    ASSERT_FALSE(drive->start(SelfTestType::Short).isError());
    ASSERT_TRUE(drive->progress());
    ASSERT_FALSE(drive->abort().isError());
    EXPECT_FALSE(forbidsPrompt(callsOf(QStringLiteral("SmartSelftestStart")).value(0).value(1)));
    EXPECT_FALSE(forbidsPrompt(callsOf(QStringLiteral("SmartSelftestAbort")).value(0).value(0)));
    const QList<QVariantList> updates = callsOf(QStringLiteral("SmartUpdate"));
    ASSERT_FALSE(updates.isEmpty());
    for (const QVariantList &update : updates)
        EXPECT_TRUE(forbidsPrompt(update.value(0))) << "a poll never asks for a password";
}

TEST_F(UdisksSelfTest, AStatusNotReadSinceTheStartIsNotTheResult)
{
    // udisks may not refresh for us: the "success" it still holds is the previous test's, not this one's.
    const std::unique_ptr<SelfTestDriver> drive = driveRunning("update-refused");
    ASSERT_TRUE(drive);
    ASSERT_FALSE(drive->start(SelfTestType::Short).isError());
    EXPECT_EQ(pollUntilDone(*drive, 3), QList<int>({0, 0, 0}));
    const Expected<SelfTestLog> log = drive->log();
    ASSERT_TRUE(log);
    EXPECT_EQ(log->running, SelfTestType::Short);
    EXPECT_TRUE(log->entries.isEmpty());
}

TEST_F(UdisksSelfTest, AnEarlierFailureIsInTheLog)
{
    UdisksSelfTestDriver::Opened opened = UdisksSelfTestDriver::open(
        QStringLiteral("sdb"), busWith({{QStringLiteral("last-selftest"), QStringLiteral("error_servo")}}));
    ASSERT_TRUE(opened.driver);
    const Expected<SelfTestLog> log = opened.driver->log();
    ASSERT_TRUE(log);
    EXPECT_EQ(log->entries, QList<SelfTestLogEntry>({entry(SelfTestType::None, SelfTestOutcome::Failed, 6)}));
}

TEST_F(UdisksSelfTest, DrivesUdisksCannotTestSaySo)
{
    const auto unavailable = [this](const char *scenario, const char *device) {
        if (scenario)
            busWith({{QStringLiteral("case"), QLatin1String(scenario)}});
        UdisksSelfTestDriver::Opened opened = UdisksSelfTestDriver::open(QLatin1String(device), bus());
        EXPECT_FALSE(opened.driver);
        return opened.unavailable;
    };
    EXPECT_EQ(unavailable("smart-disabled", "sdb"), SelfTestUnavailable::UdisksCannotReach);
    EXPECT_EQ(unavailable(nullptr, "sdz"), SelfTestUnavailable::UdisksCannotReach) << "a device udisks does not know";
    EXPECT_EQ(unavailable(nullptr, "loop0"), SelfTestUnavailable::NoSelfTests) << "no drive behind it";
}

TEST_F(UdisksSelfTest, ADriveWithoutSmart)
{
    busWith({{QStringLiteral("case"), QStringLiteral("smart-unsupported")}});
    EXPECT_EQ(UdisksSelfTestDriver::open(QStringLiteral("sdb"), bus()).unavailable, SelfTestUnavailable::NoSelfTests);
}

TEST_F(UdisksSelfTest, ADriveThatIsNotAta)
{
    busWith({{QStringLiteral("case"), QStringLiteral("not-ata")}});
    EXPECT_EQ(UdisksSelfTestDriver::open(QStringLiteral("sdb"), bus()).unavailable,
              SelfTestUnavailable::UdisksCannotReach);
}

TEST_F(UdisksSelfTest, NoUdisksOnTheBus)
{
    ASSERT_TRUE(m_bus.ok());
    QElapsedTimer clock;
    clock.start();
    const UdisksSelfTestDriver::Opened opened = UdisksSelfTestDriver::open(QStringLiteral("sdb"), bus());
    EXPECT_LT(clock.elapsed(), Health::UdisksReadTimeoutMs) << "asked of the bus, not waited for";
    EXPECT_FALSE(opened.driver);
    EXPECT_EQ(opened.unavailable, SelfTestUnavailable::NoUdisks);
}

// udisks is D-Bus activatable on a real system: a call that let the bus start it would wake it for a benchmark, and
// wait for it. Here the private bus may start a fake udisks that only leaves a mark; nothing may start it.
TEST(UdisksActivation, UdisksIsNeverStarted)
{
    TempDir data;
    const QString services = QString::fromStdString(data.file("dbus-1/services"));
    ASSERT_TRUE(QDir().mkpath(services));
    const QString mark = QString::fromStdString(data.file("udisks-was-started"));
    QFile service(services + QStringLiteral("/org.freedesktop.UDisks2.service"));
    ASSERT_TRUE(service.open(QIODevice::WriteOnly));
    service.write(
        QStringLiteral("[D-BUS Service]\nName=org.freedesktop.UDisks2\nExec=/usr/bin/touch %1\n").arg(mark).toUtf8());
    service.close();
    // The bus reads its service folders from the environment it starts in (<standard_session_servicedirs/>).
    const QByteArray dataDirs = qgetenv("XDG_DATA_DIRS");
    qputenv("XDG_DATA_DIRS", QFile::encodeName(QString::fromStdString(data.path())));
    PrivateBus bus;
    qputenv("XDG_DATA_DIRS", dataDirs);
    ASSERT_TRUE(bus.ok());
    const QString name = QStringLiteral("udisks-activation-test");
    {
        const QDBusConnection connection = QDBusConnection::connectToBus(bus.address(), name);
        EXPECT_EQ(UdisksSelfTestDriver::open(QStringLiteral("sdb"), connection).unavailable,
                  SelfTestUnavailable::NoUdisks);
        // Past the check whether udisks runs (it may have stopped since): the calls themselves never start it.
        const QDBusMessage reply = Health::callUdisks(connection,
                                                      Health::udisksBlockPath(QStringLiteral("sdb")),
                                                      QStringLiteral("org.freedesktop.DBus.Properties"),
                                                      QStringLiteral("GetAll"),
                                                      {QStringLiteral("org.freedesktop.UDisks2.Block")});
        EXPECT_EQ(reply.errorName().toStdString(), "org.freedesktop.DBus.Error.NameHasNoOwner")
            << "the bus would have started udisks";
    }
    QDBusConnection::disconnectFromBus(name);
    EXPECT_FALSE(QFileInfo::exists(mark)) << "the bus started udisks";
}

} // namespace Sektor::Test
