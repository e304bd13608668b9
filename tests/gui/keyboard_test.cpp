// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A keyboard user starts with F5 or Ctrl+Return, stops with Esc, and finds both in the Benchmark menu; no two
// menus, labels, buttons or tabs of the window share an Alt key in any language.
#include "guihelpers.h"
#include "support/tempdir.h"

#include "language.h"
#include "mainmenus.h"
#include "mainwindow.h"
#include "resultsgrid.h"
#include "runcontroller.h"
#include "runoptionsbar.h"
#include "targetselector.h"

#include "support/quickrun.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;
using namespace std::chrono_literals;

namespace {

QChar mnemonicOf(const QString &text)
{
    const qsizetype at = text.indexOf(QLatin1Char('&'));
    return at >= 0 && at + 1 < text.size() ? text.at(at + 1).toLower() : QChar();
}

void showActive(MainWindow &w)
{
    w.show();
    w.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&w));
}

} // namespace

TEST(Keyboard, F5StartsARunAndEscStopsIt)
{
    TempDir dir("/dev/shm");
    MainWindow w;
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
    MainWindow w;
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
    MainWindow w;
    showActive(w);
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    w.optionsBar()->setOptions(quickRunOptions());
    QSignalSpy done(&w, &MainWindow::runFinished);
    QTest::keyClick(&w, Qt::Key_Return, Qt::ControlModifier);
    ASSERT_TRUE(done.wait(120000));
}

TEST(Keyboard, NoTwoMenusLabelsButtonsOrTabsShareAnAltKey)
{
    MainWindow w;
    w.show();
    // Per page: the results page's labels and the history page's buttons are never visible together.
    for (const auto &[lang, tab] : {std::pair {QStringLiteral("en"), 0},
                                    {QStringLiteral("de"), 0},
                                    {QStringLiteral("pt"), 0},
                                    {QStringLiteral("en"), 2},
                                    {QStringLiteral("de"), 2},
                                    {QStringLiteral("pt"), 2}}) {
        applyLanguage(lang);
        w.tabs()->setCurrentIndex(tab);
        QCoreApplication::sendPostedEvents(); // the LanguageChange events that retranslate the window
        QStringList texts;
        for (QAction *menu : w.menuBar()->actions())
            texts << menu->text();
        for (QLabel *label : w.findChildren<QLabel *>()) {
            if (label->isVisibleTo(&w) && label->buddy())
                texts << label->text();
        }
        for (QAbstractButton *button : w.findChildren<QAbstractButton *>()) {
            if (button->isVisibleTo(&w))
                texts << button->text();
        }
        for (int i = 0; i < w.tabs()->count(); ++i)
            texts << w.tabs()->tabText(i);
        EXPECT_TRUE(lang == QLatin1String("en") || !texts.contains(QStringLiteral("&File"))) << "translated";
        QMap<QChar, QString> seen;
        for (const QString &text : texts) {
            const QChar key = mnemonicOf(text);
            if (key.isNull())
                continue;
            EXPECT_FALSE(seen.contains(key))
                << qPrintable(lang) << " tab " << tab << ": Alt+" << qPrintable(QString(key)) << " is both "
                << qPrintable(seen.value(key)) << " and " << qPrintable(text);
            seen.insert(key, text);
        }
    }
    applyLanguage(QStringLiteral("en"));
}
