// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// While a run goes, the system is asked not to suspend or go idle, and the progress panel says so; when it ends, the
// lock is gone. Checked against python3-dbusmock's logind on a private bus that stands in for the system bus; and
// without logind, a run goes on and claims nothing.
#include "support/privatebus.h"
#include "support/quickrun.h"
#include "support/tempdir.h"

#include "gui/options/runoptionsbar.h"
#include "gui/run/progresspanel.h"
#include "gui/target/targetselector.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include <QDBusArgument>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;
using namespace std::chrono_literals;

namespace {

/// A private bus made the "system" bus of this test process, optionally with python3-dbusmock's logind on it.
class FakeSystemBus : public PrivateBus
{
public:
    explicit FakeSystemBus(bool withLogind)
    {
        becomeSystemBus();
        if (withLogind)
            m_logind = startMock(QStringLiteral("org.freedesktop.login1"),
                                 {QStringLiteral("--template"), QStringLiteral("logind")});
    }
    bool hasLogind() const { return m_logind; }

private:
    bool m_logind = false;
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

void startLongRun(WindowUnderTest &w, const std::string &dir)
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
    WindowUnderTest w;
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
    WindowUnderTest w;
    w.show();
    QSignalSpy done(&w, &MainWindow::runFinished);
    startLongRun(w, dir.path());
    EXPECT_FALSE(w.progressPanel()->isSleepNoteShown());
    w.stop();
    ASSERT_TRUE(done.wait(30000));
    EXPECT_EQ(done.first().first().value<RunOutcome>().error.code, ErrorCode::Cancelled);
}
