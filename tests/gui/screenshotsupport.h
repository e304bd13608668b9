// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QCoreApplication>
#include <QDir>
#include <QGuiApplication>
#include <QScreen>
#include <QTabWidget>
#include <QToolTip>
#include <QWidget>

#include "gui/run/runcontroller.h"
#include "gui/share/resultsimage.h"
#include "gui/window/mainwindow.h"
#include "guihelpers.h"
#include "windowundertest.h"

#include "model/results.h"
#include "support/requireroot.h"

#include <gtest/gtest.h>

namespace Sektor::Test {

/// Saves @p w as SEKTOR_SCREENSHOT_DIR/<name><SEKTOR_SCREENSHOT_SUFFIX>.png for people to look at.
inline void save(QWidget *w, const QString &name)
{
    QDir().mkpath(QStringLiteral(SEKTOR_SCREENSHOT_DIR));
    // SEKTOR_SCREENSHOT_SUFFIX tells runs apart (the HiDPI run adds "@2x").
    const QString path
        = QStringLiteral(SEKTOR_SCREENSHOT_DIR "/%1%2.png").arg(name, qEnvironmentVariable("SEKTOR_SCREENSHOT_SUFFIX"));
    ASSERT_TRUE(w->grab().save(path)) << qPrintable(path);
}

/// Saves the shared picture of @p result as SEKTOR_SCREENSHOT_DIR/<name><SEKTOR_SCREENSHOT_SUFFIX>.png.
inline void saveSharePicture(const RunResult &result, const QString &name)
{
    QDir().mkpath(QStringLiteral(SEKTOR_SCREENSHOT_DIR));
    const QString path
        = QStringLiteral(SEKTOR_SCREENSHOT_DIR "/%1%2.png").arg(name, qEnvironmentVariable("SEKTOR_SCREENSHOT_SUFFIX"));
    ASSERT_TRUE(Gui::renderResultsImage(result, 1.0).save(path)) << qPrintable(path);
}

/// Layouts and charts update on posted events; gives them a few turns.
inline void settle()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
}

/// Saves @p window with @p cell's tooltip shown over it as SEKTOR_SCREENSHOT_DIR/<name><SEKTOR_SCREENSHOT_SUFFIX>.png.
/// A tooltip is a window of its own, so the screen under @p window's frame is grabbed, not the widget.
inline void saveWithToolTip(QWidget *window, QWidget *cell, const QString &name)
{
    QToolTip::showText(cell->mapToGlobal(cell->rect().center()), cell->toolTip(), cell);
    settle();
    const QRect frame = window->frameGeometry();
    QDir().mkpath(QStringLiteral(SEKTOR_SCREENSHOT_DIR));
    const QString path
        = QStringLiteral(SEKTOR_SCREENSHOT_DIR "/%1%2.png").arg(name, qEnvironmentVariable("SEKTOR_SCREENSHOT_SUFFIX"));
    const bool saved = window->screen()->grabWindow(0, frame.x(), frame.y(), frame.width(), frame.height()).save(path);
    QToolTip::hideText();
    EXPECT_TRUE(saved) << qPrintable(path);
}

/// After a run in @p w (1280×646): its results and charts tabs as laptop-1280x646-<stem>[-charts]-<lang>, failing on
/// cut-off text or widgets off the window, and its shared picture as share-<stem>-<lang>.
inline void saveRunScreens(WindowUnderTest &w, const QString &stem, const QString &lang)
{
    w.tabs()->setCurrentIndex(0);
    settle();
    save(&w, QStringLiteral("laptop-1280x646-%1-%2").arg(stem, lang));
    EXPECT_EQ(truncatedTexts(&w), QStringList()) << qPrintable(lang);
    EXPECT_EQ(offWindowWidgets(&w), QStringList()) << qPrintable(lang);
    w.tabs()->setCurrentIndex(1);
    settle();
    save(&w, QStringLiteral("laptop-1280x646-%1-charts-%2").arg(stem, lang));
    EXPECT_EQ(truncatedTexts(&w), QStringList()) << qPrintable(lang);
    w.tabs()->setCurrentIndex(0);
    saveSharePicture(w.controller()->result(), QStringLiteral("share-%1-%2").arg(stem, lang));
}

/// Screenshots need Xvfb's real fonts and window metrics; offscreen runs skip them unless told otherwise.
inline bool screenshotsPossible()
{
    return QGuiApplication::platformName() != QLatin1String("offscreen")
        || !qEnvironmentVariableIsEmpty("SEKTOR_SCREENSHOTS_OFFSCREEN");
}

/// Skips a screenshot test on the offscreen platform, but fails it in CI, whose gui.screenshots runs under Xvfb: a
/// screenshot test that ends up offscreen there checked nothing.
#define SEKTOR_REQUIRE_SCREENSHOTS()                                                                                   \
    do {                                                                                                               \
        if (!::Sektor::Test::screenshotsPossible())                                                                    \
            SEKTOR_SKIP_OR_FAIL_IN_CI("run under Xvfb (ctest -R gui.screenshots) for real fonts and window metrics");  \
    } while (false)

} // namespace Sektor::Test
