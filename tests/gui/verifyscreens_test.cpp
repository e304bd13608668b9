// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The capacity checks' answers on a laptop screen (1280×646) in en, de and pt, from a real probe of a shaped device
// that claims 1 GiB and keeps 256 MiB and a real verify of a folder, and their shared pictures: for people to look
// at, and failing on cut-off text.
#include "guihelpers.h"
#include "reportfixtures.h"
#include "screenshotsupport.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"
#include "support/tempdir.h"

#include "gui/charts/chartspage.h"
#include "gui/options/runoptionsbar.h"
#include "gui/run/runcontroller.h"
#include "gui/settings/language.h"
#include "gui/share/resultsimage.h"
#include "gui/target/targetselector.h"
#include "gui/verify/verifypanel.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include <QSignalSpy>
#include <QTabWidget>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

TEST(Screenshots, TheCapacityProbesAnswerFitsALaptopScreen)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    SEKTOR_REQUIRE_ROOT();
    ShapedDevice device(DeviceShape::fakeCapacity(1ull << 30, 256ull << 20));
    ASSERT_TRUE(device.ok()) << device.error();
    WindowUnderTest w;
    w.show();
    w.resize(1280, 646);
    w.targetSelector()->rescan();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(device.device())));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("capacity-probe")));
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        settle();
        save(&w, QStringLiteral("laptop-1280x646-capacity-probe-before-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << qPrintable(lang);
    }
    applyLanguage(QStringLiteral("en"));
    const RunOutcome outcome = runTypingTheName(w, QString::fromStdString(device.name()));
    ASSERT_TRUE(outcome.ok()) << qPrintable(outcome.error.message());
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        w.tabs()->setCurrentIndex(0);
        settle();
        save(&w, QStringLiteral("laptop-1280x646-capacity-probe-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << qPrintable(lang);
        EXPECT_TRUE(w.verifyPanel()->isVisible());
        w.tabs()->setCurrentIndex(1); // says why a probe has no rate to draw
        settle();
        save(&w, QStringLiteral("laptop-1280x646-capacity-probe-charts-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << qPrintable(lang);
        w.tabs()->setCurrentIndex(0);
        saveSharePicture(w.controller()->result(), QStringLiteral("share-capacity-probe-%1").arg(lang));
        saveSharePicture(Fixtures::capacityProbe(), QStringLiteral("share-capacity-probe-64gb-%1").arg(lang));
    }
    applyLanguage(QStringLiteral("en"));
}

TEST(Screenshots, TheVerifysAnswerFitsALaptopScreen)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    TempDir dir;
    WindowUnderTest w;
    w.show();
    w.resize(1280, 646);
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("verify")));
    RunOptions options;
    options.testSize = 64ull << 20;
    w.optionsBar()->setOptions(options);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        settle();
        save(&w, QStringLiteral("laptop-1280x646-verify-before-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << qPrintable(lang);
    }
    applyLanguage(QStringLiteral("en"));
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runAll();
    ASSERT_TRUE(done.wait(60000));
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        settle();
        save(&w, QStringLiteral("laptop-1280x646-verify-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << qPrintable(lang);
        w.tabs()->setCurrentIndex(1);
        settle();
        save(&w, QStringLiteral("laptop-1280x646-verify-charts-%1").arg(lang)); // too quick to draw: says so
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << qPrintable(lang);
        w.chartsPage()->setResult(Fixtures::verifyFill()); // an SD card's hour of samples and a bad area
        settle();
        save(&w, QStringLiteral("laptop-1280x646-verify-chart-8gb-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << qPrintable(lang);
        w.chartsPage()->setResult(w.controller()->result());
        w.tabs()->setCurrentIndex(0);
        saveSharePicture(w.controller()->result(), QStringLiteral("share-verify-%1").arg(lang));
    }
    applyLanguage(QStringLiteral("en"));
}
