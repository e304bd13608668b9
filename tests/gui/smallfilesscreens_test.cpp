// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The small-files test on a laptop screen (1280×646) in en, de and pt: before a run (what it will do, its settings in
// the More popup), after a real run of a folder (the table, the charts) and its shared picture; for people to look
// at, and failing on cut-off text.
#include "guihelpers.h"
#include "model/kinds/smallfilesoptions.h"
#include "reportfixtures.h"
#include "screenshotsupport.h"
#include "support/tempdir.h"

#include "gui/charts/chartspage.h"
#include "gui/options/runmoreoptions.h"
#include "gui/options/runoptionsbar.h"
#include "gui/run/runcontroller.h"
#include "gui/settings/language.h"
#include "gui/share/resultsimage.h"
#include "gui/target/targetselector.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include <QSignalSpy>
#include <QTabWidget>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

TEST(Screenshots, TheSmallFilesTestFitsALaptopScreen)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    TempDir dir("/var/tmp");
    WindowUnderTest w;
    w.show();
    w.resize(1280, 646);
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("small-files")));
    RunOptions options;
    options.kinds.edit<SmallFilesOptions>().files = 4096;
    options.measureTime = std::chrono::milliseconds(200);
    w.optionsBar()->setOptions(options);
    auto *more = w.optionsBar()->findChild<RunMoreOptions *>();
    ASSERT_NE(more, nullptr);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        settle();
        save(&w, QStringLiteral("laptop-1280x646-small-files-before-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << qPrintable(lang);
        more->adjustSize();
        save(more, QStringLiteral("small-files-more-options-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(more), QStringList()) << qPrintable(lang);
    }
    applyLanguage(QStringLiteral("en"));
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runAll();
    ASSERT_TRUE(done.wait(60000));
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        saveRunScreens(w, QStringLiteral("small-files"), lang);
        saveSharePicture(Fixtures::smallFiles(), QStringLiteral("share-small-files-fixture-%1").arg(lang));
    }
    applyLanguage(QStringLiteral("en"));
}
