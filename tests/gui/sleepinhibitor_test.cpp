// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// While a run goes, the system is asked not to suspend or go idle, and the progress panel says so; when it ends, the
// lock is gone. Checked against python3-dbusmock's logind on a private bus that stands in for the system bus; and
// without logind, a run goes on and claims nothing.
#include "support/quickrun.h"
#include "support/tempdir.h"

#include "mainwindow.h"
#include "progresspanel.h"
#include "runoptionsbar.h"
#include "targetselector.h"

#include <QDBusArgument>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;
using namespace std::chrono_literals;

namespace {

/// A private bus, made the "system" bus of this test process, optionally with a mock logind on it.
class FakeSystemBus
{
public:
    explicit FakeSystemBus(bool withLogind)
    {
        m_bus.start(QStringLiteral("dbus-daemon"),
                    {QStringLiteral("--config-file=/usr/share/dbus-1/session.conf"),
                     QStringLiteral("--nofork"),
                     QStringLiteral("--print-address=1")});
        if (!m_bus.waitForReadyRead(10000))
            return;
        m_address = QString::fromUtf8(m_bus.readLine()).trimmed();
        qputenv("DBUS_SYSTEM_BUS_ADDRESS", m_address.toUtf8());
        if (!withLogind)
            return;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DBUS_SYSTEM_BUS_ADDRESS"), m_address);
        m_logind.setProcessEnvironment(env);
        // Debian's interpreter: the module is a Debian package, not in a pyenv the PATH may prefer.
        m_logind.start(QStringLiteral("/usr/bin/python3"),
                       {QStringLiteral("-m"),
                        QStringLiteral("dbusmock"),
                        QStringLiteral("--system"),
                        QStringLiteral("--template"),
                        QStringLiteral("logind")});
        // hasLogind() tells the test whether this worked.
        (void)QTest::qWaitFor(
            [] {
                return QDBusConnection::systemBus().interface()->isServiceRegistered(
                    QStringLiteral("org.freedesktop.login1"));
            },
            15000);
    }
    ~FakeSystemBus()
    {
        for (QProcess *p : {&m_logind, &m_bus}) {
            p->terminate();
            p->waitForFinished(5000);
        }
    }
    bool ok() const { return !m_address.isEmpty(); }
    bool hasLogind() const
    {
        return QDBusConnection::systemBus().interface()->isServiceRegistered(QStringLiteral("org.freedesktop.login1"));
    }

private:
    QProcess m_bus;
    QProcess m_logind;
    QString m_address;
};

/// logind's list of inhibitors, as "what|who|mode" strings.
QStringList inhibitors()
{
    const QDBusMessage reply = QDBusConnection::systemBus().call(
        QDBusMessage::createMethodCall(QStringLiteral("org.freedesktop.login1"),
                                       QStringLiteral("/org/freedesktop/login1"),
                                       QStringLiteral("org.freedesktop.login1.Manager"),
                                       QStringLiteral("ListInhibitors")));
    QStringList out;
    if (reply.type() != QDBusMessage::ReplyMessage)
        return {QStringLiteral("error: ") + reply.errorMessage()};
    const QDBusArgument list = reply.arguments().value(0).value<QDBusArgument>();
    list.beginArray();
    while (!list.atEnd()) {
        QString what, who, why, mode;
        uint uid = 0, pid = 0;
        list.beginStructure();
        list >> what >> who >> why >> mode >> uid >> pid;
        list.endStructure();
        out << QStringLiteral("%1|%2|%3").arg(what, who, mode);
    }
    list.endArray();
    return out;
}

void startLongRun(MainWindow &w, const std::string &dir)
{
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir)));
    RunOptions options = quickRunOptions();
    options.measureTime = 10s;
    w.optionsBar()->setOptions(options);
    w.runAll();
}

} // namespace

TEST(SleepInhibitor, HeldWhileARunGoesAndReleasedAfter)
{
    FakeSystemBus bus(true);
    ASSERT_TRUE(bus.ok());
    ASSERT_TRUE(bus.hasLogind()) << "python3-dbusmock's logind did not start";
    TempDir dir("/dev/shm");
    MainWindow w;
    w.show();
    QSignalSpy done(&w, &MainWindow::runFinished);
    startLongRun(w, dir.path());
    EXPECT_EQ(inhibitors(), QStringList {QStringLiteral("sleep:idle|Sektor|block")});
    EXPECT_TRUE(w.progressPanel()->isSleepNoteShown());
    w.stop();
    ASSERT_TRUE(done.wait(30000));
    EXPECT_TRUE(QTest::qWaitFor(
        [] {
            return inhibitors().isEmpty();
        },
        5000))
        << qPrintable(inhibitors().join(QLatin1Char(' ')));
    EXPECT_FALSE(w.progressPanel()->isSleepNoteShown());
}

TEST(SleepInhibitor, WithoutLogindARunGoesOnAndClaimsNothing)
{
    FakeSystemBus bus(false);
    ASSERT_TRUE(bus.ok());
    TempDir dir("/dev/shm");
    MainWindow w;
    w.show();
    QSignalSpy done(&w, &MainWindow::runFinished);
    startLongRun(w, dir.path());
    EXPECT_FALSE(w.progressPanel()->isSleepNoteShown());
    w.stop();
    ASSERT_TRUE(done.wait(30000));
    EXPECT_EQ(done.first().first().value<RunOutcome>().error.code, ErrorCode::Cancelled);
}
