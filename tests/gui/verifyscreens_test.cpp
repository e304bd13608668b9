// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The capacity probe's answer on a laptop screen (1280×646) in en, de and pt, from a real probe of a shaped device
// that claims 1 GiB and keeps 256 MiB, and its shared picture: for people to look at, and failing on cut-off text.
#include "guihelpers.h"
#include "reportfixtures.h"
#include "screenshotsupport.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"

#include "language.h"
#include "mainwindow.h"
#include "resultsimage.h"
#include "runcontroller.h"
#include "runoptionsbar.h"
#include "targetselector.h"
#include "verifypanel.h"

#include <QTabWidget>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

TEST(Screenshots, TheCapacityProbesAnswerFitsALaptopScreen)
{
    if (!screenshotsPossible())
        GTEST_SKIP() << "run under Xvfb (ctest -R gui.screenshots) for real fonts and window metrics";
    SEKTOR_REQUIRE_ROOT();
    ShapedDevice device(DeviceShape::fakeCapacity(1ull << 30, 256ull << 20));
    ASSERT_TRUE(device.ok()) << device.error();
    MainWindow w;
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
        for (const auto &[name, result] :
             {std::pair {"", w.controller()->result()}, std::pair {"-64gb", Fixtures::capacityProbe()}}) {
            EXPECT_TRUE(
                renderResultsImage(result, 1.0)
                    .save(QStringLiteral(SEKTOR_SCREENSHOT_DIR "/share-capacity-probe%1-%2%3.png")
                              .arg(QLatin1String(name), lang, qEnvironmentVariable("SEKTOR_SCREENSHOT_SUFFIX"))));
        }
    }
    applyLanguage(QStringLiteral("en"));
}
