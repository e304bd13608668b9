// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A keyboard user starts with F5 or Ctrl+Return, stops with Esc, and finds both in the Benchmark menu. (No two menus,
// labels, buttons or tabs sharing an Alt key: keyboardmnemonics_test.cpp.)
#include "guihelpers.h"
#include "support/tempdir.h"

#include "gui/options/runoptionsbar.h"
#include "gui/results/resultsgrid.h"
#include "gui/run/runcontroller.h"
#include "gui/target/targetselector.h"
#include "gui/window/mainmenus.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include "support/quickrun.h"

#include <QAction>
#include <QApplication>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;
using namespace std::chrono_literals;

namespace {
void showActive(WindowUnderTest &w)
{
    w.show();
    w.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&w));
}
} // namespace

TEST(Keyboard, F5StartsARunAndEscStopsIt)
{
    TempDir dir("/dev/shm");
    WindowUnderTest w;
    showActive(w);
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    RunOptions options = quickRunOptions();
    options.measureTime = 10s; // long enough to stop mid-run
    w.optionsBar()->setOptions(options);
    EXPECT_TRUE(w.menus()->runAllAction()->isEnabled());
    EXPECT_FALSE(w.menus()->stopAction()->isEnabled()) << "nothing to stop";
    QSignalSpy done(&w, &MainWindow::runFinished);
    QTest::keyClick(&w, Qt::Key_F5);
    ASSERT_TRUE(w.controller()->isRunning());
    EXPECT_FALSE(w.menus()->runAllAction()->isEnabled());
    EXPECT_TRUE(w.menus()->stopAction()->isEnabled());
    QTest::keyClick(&w, Qt::Key_Escape);
    ASSERT_TRUE(done.wait(30000));
    EXPECT_EQ(done.first().first().value<RunOutcome>().error.code, ErrorCode::Cancelled);
}

TEST(Keyboard, ASingleTestStartedFromItsButtonGivesTheFocusBackAfter)
{
    TempDir dir("/dev/shm");
    WindowUnderTest w;
    showActive(w);
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    w.optionsBar()->setOptions(quickRunOptions());
    QPushButton *row = w.grid()->testButton(0);
    row->setFocus();
    ASSERT_TRUE(row->hasFocus());
    QSignalSpy done(&w, &MainWindow::runFinished);
    QTest::keyClick(row, Qt::Key_Space);
    ASSERT_TRUE(done.wait(120000));
    EXPECT_TRUE(row->hasFocus()) << "focus is on "
                                 << qPrintable(
                                        QString::fromLatin1(QApplication::focusWidget()
                                                                ? QApplication::focusWidget()->metaObject()->className()
                                                                : "nothing"));
}

TEST(Keyboard, CtrlReturnStartsARun)
{
    TempDir dir("/dev/shm");
    WindowUnderTest w;
    showActive(w);
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    w.optionsBar()->setOptions(quickRunOptions());
    QSignalSpy done(&w, &MainWindow::runFinished);
    QTest::keyClick(&w, Qt::Key_Return, Qt::ControlModifier);
    ASSERT_TRUE(done.wait(120000));
}
