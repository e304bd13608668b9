// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The real window, driven as a user would: pick a target, run, stop, close, change language. (Its settings and an
// engine error, without a measurement: mainwindowstate_test.cpp.)
#include "guihelpers.h"
#include "support/mountedloop.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include "gui/charts/chartspage.h"
#include "gui/charts/livechart.h"
#include "gui/charts/resultchart.h"
#include "gui/options/runoptionsbar.h"
#include "gui/results/resultcell.h"
#include "gui/results/resultsgrid.h"
#include "gui/run/progresspanel.h"
#include "gui/run/runcontroller.h"
#include "gui/settings/language.h"
#include "gui/target/targetselector.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include "history/historystore.h"
#include "model/caveats.h"
#include "report/jsonreport.h"
#include "report/testgrid.h"
#include "support/quickrun.h"

#include <QAction>
#include <QChart>
#include <QDateTime>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;
using namespace std::chrono_literals;

namespace {

bool waitUntilMeasuring(WindowUnderTest &w)
{
    bool measuring = false;
    // Disconnected before `measuring` goes out of scope: the run keeps reporting progress.
    const QMetaObject::Connection watch
        = QObject::connect(w.controller(), &RunController::progressed, &w, [&](const Progress &p) {
              measuring = measuring || p.phase == Phase::Measuring;
          });
    const bool reached = QTest::qWaitFor(
        [&] {
            return measuring;
        },
        RunStartTimeoutMs);
    QObject::disconnect(watch);
    return reached;
}

/// A Demo run of 10 s per window, returning once it measures: long enough to stop or close it mid-run.
void startLongRun(WindowUnderTest &w, const std::string &dir)
{
    w.show();
    RunOptions options = quickRunOptions();
    options.measureTime = 10s;
    prepareRun(w, dir, QStringLiteral("demo"), options);
    w.runAll();
    ASSERT_TRUE(waitUntilMeasuring(w));
}

// The history is shared by the tests (test mode: ~/.qttest/share): each finds its run by a comment of its own.
QString uniqueComment(const char *what)
{
    return QStringLiteral("%1 %2").arg(QLatin1String(what)).arg(QDateTime::currentMSecsSinceEpoch());
}

// The runs the history keeps with @p comment; the history not read fails the test.
QList<History::RunSummary> keptRuns(const QString &comment)
{
    History::HistoryStore store;
    QList<History::RunSummary> runs;
    EXPECT_FALSE(store.list({}, runs).isError());
    runs.removeIf([&comment](const History::RunSummary &r) {
        return r.comment != comment;
    });
    return runs;
}

// Whether the status line says, within 10 s, that the run was saved in the history.
bool waitUntilSaved(WindowUnderTest &w)
{
    return QTest::qWaitFor(
        [&w] {
            return w.progressPanel()->statusText().contains(QLatin1String("Saved in the history as run"));
        },
        10000);
}

} // namespace

TEST(MainWindow, DemoOnALoopMountFillsTheGridWithTheResult)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop loop(128ull << 20);
    ASSERT_TRUE(loop.ok()) << loop.error();
    WindowUnderTest w;
    w.show();
    w.targetSelector()->rescan();
    prepareRun(w, loop.path(), QStringLiteral("demo"), quickRunOptions());
    const auto target = w.targetSelector()->currentTarget();
    EXPECT_FALSE(target.isDevice());
    EXPECT_EQ(target.drive.toStdString(), loop.loop().name()) << "the loop mount is listed with its drive";

    QSignalSpy done(&w, &MainWindow::runFinished);
    w.grid()->allButton()->click();
    EXPECT_EQ(w.grid()->allButton()->text(), QStringLiteral("Stop"));
    ASSERT_TRUE(done.wait(60000));
    const auto outcome = done.at(0).at(0).value<RunOutcome>();
    ASSERT_TRUE(outcome.ok()) << qPrintable(outcome.error.message());

    const RunResult &result = w.controller()->result();
    ASSERT_EQ(result.tests.size(), 2);
    const QList<IoMode> columns = w.grid()->columns();
    ASSERT_EQ(w.grid()->rowCount(), 1);
    for (int c = 0; c < columns.size(); ++c) {
        const TestResult *t = findTest(result.tests, result.tests.first().spec, columns.at(c));
        ASSERT_NE(t, nullptr);
        EXPECT_GT(t->stats.medianBytesPerSecond, 0);
        EXPECT_EQ(w.grid()->cell(0, c)->text(), formatResult(*t, DisplayUnit::MegabytesPerSecond));
    }
    EXPECT_GT(w.liveChart()->pointCount(), 0) << "the live chart got the 100 ms samples";
    for (ResultChart *chart : w.chartsPage()->charts())
        EXPECT_EQ(chart->result().tests.size(), 2);
    EXPECT_EQ(w.grid()->allButton()->text(), QStringLiteral("All"));
    EXPECT_EQ(listDirectory(loop.path()), "lost+found") << "the test file is gone";

    // The unit switch reformats the same result.
    w.optionsBar()->setUnit(DisplayUnit::Iops);
    EXPECT_EQ(w.grid()->cell(0, 0)->text(), formatResult(result.tests.first(), DisplayUnit::Iops));
}

TEST(MainWindow, StopMidRunLeavesNothingAndKeepsTheWindowUsable)
{
    TempDir dir;
    WindowUnderTest w;
    QSignalSpy done(&w, &MainWindow::runFinished);
    ASSERT_NO_FATAL_FAILURE(startLongRun(w, dir.path()));
    EXPECT_FALSE(w.targetSelector()->isEnabled());
    EXPECT_FALSE(w.grid()->testButton(0)->isEnabled());
    w.optionsBar()->setUnit(DisplayUnit::Iops); // the unit may change while a run goes
    EXPECT_EQ(w.optionsBar()->unit(), DisplayUnit::Iops);
    w.grid()->allButton()->click(); // "Stop"
    ASSERT_TRUE(done.wait(3000));
    EXPECT_EQ(done.at(0).at(0).value<RunOutcome>().error.code, ErrorCode::Cancelled);
    EXPECT_TRUE(w.progressPanel()->statusText().startsWith(QStringLiteral("Stopped")))
        << qPrintable(w.progressPanel()->statusText());
    EXPECT_EQ(listDirectory(dir.path()), "");
    EXPECT_TRUE(w.targetSelector()->isEnabled());
    EXPECT_TRUE(w.grid()->testButton(0)->isEnabled());
}

// Stop after a test finished: the grid keeps it, and the history keeps the run, marked stopped.
TEST(MainWindow, StopKeepsTheTestsThatFinishedInTheGridAndTheHistory)
{
    TempDir dir;
    WindowUnderTest w;
    w.show();
    RunOptions options = quickRunOptions();
    options.measureTime = 3s; // the second test (SEQ1M Q8T1 write) runs long enough to be stopped in
    prepareRun(w, dir.path(), QStringLiteral("demo"), options);
    const QString comment = uniqueComment("stopped run");
    w.comment()->setText(comment);
    QSignalSpy finishedTests(w.controller(), &RunController::testFinished);
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runAll();
    ASSERT_TRUE(finishedTests.wait(60000)) << "the first test never finished";
    w.grid()->allButton()->click(); // "Stop"
    ASSERT_TRUE(done.wait(10000));
    EXPECT_EQ(done.at(0).at(0).value<RunOutcome>().error.code, ErrorCode::Cancelled);
    const RunResult &shown = w.controller()->result();
    ASSERT_EQ(shown.tests.size(), 1) << "the test that finished, and only it";
    EXPECT_EQ(w.grid()->cell(0, 0)->text(), formatResult(shown.tests.first(), DisplayUnit::MegabytesPerSecond));
    ASSERT_TRUE(waitUntilSaved(w)) << qPrintable(w.progressPanel()->statusText());
    EXPECT_TRUE(w.progressPanel()->statusText().startsWith(QStringLiteral("Stopped. The tests that finished")))
        << qPrintable(w.progressPanel()->statusText());

    const QList<History::RunSummary> kept = keptRuns(comment);
    ASSERT_FALSE(kept.isEmpty()) << "the stopped run is in the history";
    RunResult loaded;
    ASSERT_FALSE(History::HistoryStore().load(kept.first().id, loaded).isError());
    EXPECT_EQ(loaded.tests.size(), 1);
    EXPECT_TRUE(loaded.warnings.contains(QLatin1String(Caveat::Stopped))) << "marked stopped";
    EXPECT_EQ(listDirectory(dir.path()), "");
}

// Stopped before any test finished, a run leaves no empty entry in the history.
TEST(MainWindow, StopBeforeAnyTestFinishedKeepsNothingInTheHistory)
{
    TempDir dir;
    WindowUnderTest w;
    const QString comment = uniqueComment("stopped early");
    w.comment()->setText(comment);
    QSignalSpy done(&w, &MainWindow::runFinished);
    ASSERT_NO_FATAL_FAILURE(startLongRun(w, dir.path()));
    w.grid()->allButton()->click(); // "Stop"
    ASSERT_TRUE(done.wait(3000));
    EXPECT_TRUE(w.controller()->result().tests.isEmpty());
    // A save would say so in the status line (as it does after the run above): none comes.
    EXPECT_FALSE(QTest::qWaitFor(
        [&w] {
            return w.progressPanel()->statusText().contains(QLatin1String("history"));
        },
        3000))
        << qPrintable(w.progressPanel()->statusText());
    EXPECT_TRUE(keptRuns(comment).isEmpty());
}

// Ctrl+Q or the title bar's close mid-run asks first (a stray key must not end an hour's run); "Keep Running" changes
// nothing, "Stop and Quit" stops, removes the test file, keeps the tests that finished and then closes.
TEST(MainWindow, QuittingMidRunAsksThenStopsAndKeepsTheFinishedTests)
{
    TempDir dir;
    WindowUnderTest w;
    w.show();
    RunOptions options = quickRunOptions();
    options.measureTime = 3s; // the second test runs long enough to be asked about
    prepareRun(w, dir.path(), QStringLiteral("demo"), options);
    const QString comment = uniqueComment("quit mid-run");
    w.comment()->setText(comment);
    QSignalSpy finishedTests(w.controller(), &RunController::testFinished);
    w.runAll();
    ASSERT_TRUE(finishedTests.wait(60000)) << "the first test never finished";

    auto *quit = w.findChild<QAction *>(QStringLiteral("quitAction"));
    ASSERT_NE(quit, nullptr);
    EXPECT_EQ(quit->shortcut().toString(), QStringLiteral("Ctrl+Q"));
    quit->trigger();
    QPointer<QMessageBox> question = w.findChild<QMessageBox *>(QStringLiteral("quitQuestion"));
    ASSERT_NE(question, nullptr) << "quitting mid-run did not ask";
    EXPECT_TRUE(question->isVisible());
    EXPECT_TRUE(w.controller()->isRunning()) << "nothing stops while it asks";
    question->findChild<QPushButton *>(QStringLiteral("keepRunning"))->click();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    EXPECT_TRUE(question.isNull());
    EXPECT_TRUE(w.controller()->isRunning()) << "kept running";
    EXPECT_TRUE(w.isVisible());

    w.close(); // the title bar's close asks the same
    question = w.findChild<QMessageBox *>(QStringLiteral("quitQuestion"));
    ASSERT_NE(question, nullptr) << "closing mid-run did not ask";
    question->findChild<QPushButton *>(QStringLiteral("stopAndQuit"))->click();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return !w.isVisible();
        },
        WindowReactionTimeoutMs))
        << "the window closes once the run has stopped";
    EXPECT_FALSE(w.controller()->isRunning());
    EXPECT_EQ(listDirectory(dir.path()), "");
    QList<History::RunSummary> kept;
    EXPECT_TRUE(QTest::qWaitFor(
        [&] {
            kept = keptRuns(comment);
            return !kept.isEmpty();
        },
        10000))
        << "the tests that finished are not in the history";
    RunResult loaded;
    ASSERT_FALSE(kept.isEmpty());
    ASSERT_FALSE(History::HistoryStore().load(kept.first().id, loaded).isError());
    EXPECT_GE(loaded.tests.size(), 1);
    EXPECT_TRUE(loaded.warnings.contains(QLatin1String(Caveat::Stopped))) << "marked stopped";
}

TEST(MainWindow, ASingleTestButtonRunsOnlyThatRowAndKeepsTheOthers)
{
    TempDir dir;
    WindowUnderTest w;
    prepareRun(w, dir.path(), QStringLiteral("real"), quickRunOptions());
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.grid()->testButton(1)->click(); // RND4K Q1T1
    ASSERT_TRUE(done.wait(60000));
    ASSERT_EQ(w.controller()->result().tests.size(), 2);
    EXPECT_EQ(w.grid()->cell(0, 0)->text(), QString()) << "SEQ1M Q1T1 did not run";
    EXPECT_NE(w.grid()->cell(1, 0)->text(), QString());
    w.grid()->testButton(0)->click();
    ASSERT_TRUE(done.wait(60000));
    EXPECT_EQ(w.controller()->result().tests.size(), 4) << "the second button's results join the first's";
}

TEST(MainWindow, NotEnoughFreeSpaceIsExplainedBeforeAnything)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop loop(64ull << 20);
    ASSERT_TRUE(loop.ok()) << loop.error();
    WindowUnderTest w;
    RunOptions options = quickRunOptions();
    options.testSize = 1 * GiB;
    prepareRun(w, loop.path(), QStringLiteral("demo"), options);
    w.runAll();
    EXPECT_FALSE(w.controller()->isRunning());
    EXPECT_TRUE(w.progressPanel()->statusText().contains(QStringLiteral("Not enough free space")))
        << qPrintable(w.progressPanel()->statusText());
    EXPECT_EQ(listDirectory(loop.path()), "lost+found");
}

TEST(MainWindow, AReadOnlyMountIsRefusedWithAReason)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop loop(64ull << 20);
    ASSERT_TRUE(loop.ok()) << loop.error();
    ASSERT_TRUE(loop.mount().remount("ro"));
    WindowUnderTest w;
    prepareRun(w, loop.path(), QStringLiteral("demo"), quickRunOptions());
    EXPECT_TRUE(w.targetSelector()->currentTarget().readOnly);
    w.runAll();
    EXPECT_FALSE(w.controller()->isRunning());
    EXPECT_TRUE(w.progressPanel()->statusText().contains(QStringLiteral("read-only")))
        << qPrintable(w.progressPanel()->statusText());
}

TEST(MainWindow, SwitchingTheLanguageRetranslatesAndReformatsNumbers)
{
    TempDir dir;
    WindowUnderTest w;
    prepareRun(w, dir.path(), QStringLiteral("demo"), quickRunOptions());
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runAll();
    ASSERT_TRUE(done.wait(60000));
    const TestResult first = w.controller()->result().tests.first();
    applyLanguage(QStringLiteral("de"));
    QCoreApplication::processEvents();
    EXPECT_EQ(w.grid()->allButton()->text(), QStringLiteral("Alle"));
    EXPECT_EQ(w.grid()->cell(0, 0)->text(),
              formatResult(first, DisplayUnit::MegabytesPerSecond, QLocale(QLocale::German)));
    EXPECT_TRUE(w.grid()->cell(0, 0)->text().contains(QLatin1Char(','))) << qPrintable(w.grid()->cell(0, 0)->text());
    applyLanguage(QStringLiteral("pt"));
    QCoreApplication::processEvents();
    EXPECT_EQ(w.grid()->allButton()->text(), QStringLiteral("Todos"));
    applyLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
    EXPECT_EQ(w.grid()->allButton()->text(), QStringLiteral("All"));
}

TEST(MainWindow, AFinishedRunIsKeptInTheHistoryAndTheStatusSaysSo)
{
    TempDir dir;
    WindowUnderTest w;
    w.show();
    prepareRun(w, dir.path(), QStringLiteral("demo"), quickRunOptions());
    // The history is shared by the tests (test mode: ~/.qttest/share): this run is found by its comment.
    const QString comment = uniqueComment("history test");
    w.comment()->setText(comment);
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runAll();
    ASSERT_TRUE(done.wait(60000));
    ASSERT_TRUE(done.at(0).at(0).value<RunOutcome>().ok());
    ASSERT_TRUE(waitUntilSaved(w)) << qPrintable(w.progressPanel()->statusText());

    const QList<History::RunSummary> kept = keptRuns(comment);
    ASSERT_FALSE(kept.isEmpty());
    EXPECT_TRUE(w.progressPanel()->statusText().contains(QStringLiteral("run %1.").arg(kept.first().id)));
    RunResult loaded;
    ASSERT_FALSE(History::HistoryStore().load(kept.first().id, loaded).isError());
    EXPECT_EQ(toJsonBytes(loaded), toJsonBytes(w.controller()->result())) << "the run as the window shows it";
}
