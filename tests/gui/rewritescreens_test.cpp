// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The rewrite on a laptop screen (1280×646) in en, de and pt: its choice in the More popup, the grid with its column
// after a real run of a folder, the charts and the shared picture; for people to look at, and failing on cut-off text.
#include "guihelpers.h"
#include "screenshotsupport.h"
#include "support/tempdir.h"

#include "gui/options/runmoreoptions.h"
#include "gui/options/runoptionsbar.h"
#include "gui/run/runcontroller.h"
#include "gui/settings/language.h"
#include "gui/target/targetselector.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QTabWidget>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

TEST(Screenshots, TheRewriteColumnFitsALaptopScreen)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    TempDir dir("/var/tmp");
    WindowUnderTest w;
    w.show();
    w.resize(1280, 646);
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("default")));
    RunOptions options;
    options.runs = 1;
    options.measureTime = std::chrono::milliseconds(300);
    options.warmup = std::chrono::milliseconds(0);
    options.interval = std::chrono::milliseconds(0);
    w.optionsBar()->setOptions(options);
    auto *more = w.optionsBar()->findChild<RunMoreOptions *>();
    ASSERT_NE(more, nullptr);
    QComboBox *rewrite = comboNamed(more, QStringLiteral("Rewrite the sequential tests"));
    ASSERT_NE(rewrite, nullptr);
    rewrite->setCurrentIndex(rewrite->findData(1));
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        settle();
        more->adjustSize();
        save(more, QStringLiteral("rewrite-more-options-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(more), QStringList()) << qPrintable(lang);
    }
    applyLanguage(QStringLiteral("en"));
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runAll();
    ASSERT_TRUE(done.wait(120000));
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        saveRunScreens(w, QStringLiteral("rewrite"), lang);
    }
    applyLanguage(QStringLiteral("en"));
}
