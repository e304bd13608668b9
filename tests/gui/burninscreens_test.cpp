// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The burn-in in the window on the two laptop screens (1280×646, 1093×614) in en, de and pt: chosen before a
// run, its progress while a step goes (the progress a run reports, fed to the window's progress panel), a result with a
// range of every kind, fake capacity and a slow block on the Results and Charts tabs, its More… popup and its shared
// pictures; and a real burn-in on a shaped device while it reads back and once stopped, with Go On. For people to look
// at, and failing on cut-off text.
#include "burninfixture.h"
#include "guihelpers.h"
#include "model/kinds/burninoptions.h"
#include "screenshotsupport.h"

#include "gui/options/runoptionsbar.h"
#include "gui/results/resultsgrid.h"
#include "gui/run/progresspanel.h"
#include "gui/run/runcontroller.h"
#include "gui/settings/language.h"
#include "gui/target/targetselector.h"
#include "gui/widgets/resultspanel.h"
#include "gui/window/mainwindow.h"
#include "model/burninplan.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"
#include "windowundertest.h"

#include <QDeadlineTimer>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QToolButton>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {
const QStringList Languages {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")};

} // namespace

TEST(Screenshots, TheBurnInFitsALaptopScreenBeforeDuringAndAfter)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    WindowUnderTest w;
    w.show();
    w.optionsBar()->setTargetIsDevice(true);
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("burn-in")));
    for (const QSize screen : {QSize(1280, 646), QSize(1093, 614)}) {
        w.resize(screen);
        const QString size = QStringLiteral("%1x%2").arg(screen.width()).arg(screen.height());
        for (const QString &lang : Languages) {
            applyLanguage(lang);
            w.tabs()->setCurrentIndex(0);
            w.showPastRun(RunResult {}, 0);
            settle();
            save(&w, QStringLiteral("laptop-%1-burnin-before-%2").arg(size, lang));
            EXPECT_EQ(truncatedTexts(&w), QStringList()) << "before, " << qPrintable(lang);

            const RunOptions twoPasses = burnInTwoPasses();
            w.progressPanel()->setWords(ProgressWords(*findProfile(QStringLiteral("burn-in")), twoPasses));
            // 1 h 12 min in.
            w.progressPanel()->showProgress(
                burnInThirdStep(BurnInChunk * BurnInChunks, std::int64_t(72) * 60 * NsPerSecond));
            settle();
            save(&w, QStringLiteral("laptop-%1-burnin-running-%2").arg(size, lang));
            EXPECT_EQ(truncatedTexts(&w), QStringList()) << "running, " << qPrintable(lang);
            w.progressPanel()->showIdle(QString());

            w.showPastRun(burnInWithFindings(), 0);
            // The fixture's drive is not the one chosen here: shown as on its own drive, not greyed as another's.
            w.findChild<ResultsPanel *>(QStringLiteral("burnInPanel"))->setStale(false);
            settle();
            save(&w, QStringLiteral("laptop-%1-burnin-found-%2").arg(size, lang));
            EXPECT_EQ(truncatedTexts(&w), QStringList()) << "found, " << qPrintable(lang);
            EXPECT_EQ(offWindowWidgets(&w), QStringList()) << qPrintable(lang);
            w.tabs()->setCurrentIndex(1);
            settle();
            save(&w, QStringLiteral("laptop-%1-burnin-found-charts-%2").arg(size, lang));
            EXPECT_EQ(truncatedTexts(&w), QStringList()) << "charts, " << qPrintable(lang);
            w.tabs()->setCurrentIndex(0);

            auto *more = w.optionsBar()->findChild<QToolButton *>();
            ASSERT_NE(more, nullptr);
            more->menu()->popup(more->mapToGlobal(QPoint(0, more->height())));
            settle();
            save(more->menu(), QStringLiteral("more-burn-in-%1").arg(lang));
            EXPECT_EQ(truncatedTexts(more->menu()), QStringList()) << "More…, " << qPrintable(lang);
            more->menu()->hide();

            saveSharePicture(burnInWithFindings(), QStringLiteral("share-burnin-found-%1").arg(lang));
            saveSharePicture(burnInPassed(), QStringLiteral("share-burnin-pass-%1").arg(lang));
        }
    }
    applyLanguage(QStringLiteral("en"));
}

// The progress and Go On of a real run: the engine's own progress reports, not a fixture's.
TEST(Screenshots, ARealBurnInWhileItReadsBackAndOnceStoppedWithGoOn)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 32ull << 20;
    shape.writeSlowRate = 8e6; // 4 s to write it all
    shape.readZones = {{shape.size, 8e6}}; // and 4 s to read it back
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    WindowUnderTest w;
    w.show();
    w.resize(1280, 646);
    w.targetSelector()->rescan();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(device.device())));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("burn-in")));
    bool readingBack = false;
    QObject::connect(w.controller(), &RunController::progressed, &w, [&](const Progress &p) {
        readingBack = readingBack || p.preparedBytes > shape.size * 5 / 4; // a quarter into the read-back
    });
    QSignalSpy finished(&w, &MainWindow::runFinished);
    w.runAll();
    ASSERT_TRUE(typeTheName(w, QString::fromStdString(device.name())));
    const QDeadlineTimer deadline(30000);
    while (!readingBack && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    ASSERT_TRUE(readingBack);
    for (const QString &lang : Languages) {
        applyLanguage(lang);
        settle();
        save(&w, QStringLiteral("laptop-1280x646-burnin-reading-back-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << "running, " << qPrintable(lang);
    }
    w.stop();
    ASSERT_TRUE(!finished.isEmpty() || finished.wait(30000));
    ASSERT_TRUE(w.grid()->resumeButton()->isVisible()) << "stopped midway: Go On";
    for (const QString &lang : Languages) {
        applyLanguage(lang);
        settle();
        save(&w, QStringLiteral("laptop-1280x646-burnin-stopped-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << "stopped, " << qPrintable(lang);
        EXPECT_EQ(offWindowWidgets(&w), QStringList()) << qPrintable(lang);
    }
    applyLanguage(QStringLiteral("en"));
}
