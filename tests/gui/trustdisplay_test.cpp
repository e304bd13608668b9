// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What the window says about how far its figures can be trusted after a run: the banner before and after a run on a
// memory-backed target, the marked cells and their tooltips, the caption, and greyed figures once another target is
// selected. (Before any run: trustdisplaybeforerun_test.cpp.)
#include "guihelpers.h"
#include "support/tempdir.h"

#include "gui/options/runoptionsbar.h"
#include "gui/results/resultcell.h"
#include "gui/results/resultscaption.h"
#include "gui/results/resultsgrid.h"
#include "gui/results/trustbanner.h"
#include "gui/target/targetselector.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include "support/quickrun.h"

#include <QComboBox>
#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {

const QString MemoryWarning = QStringLiteral("this measures RAM, not a drive");

void runQuick(WindowUnderTest &w, const std::string &dir)
{
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir)));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("default")));
    RunOptions options = quickRunOptions();
    options.runs = 2;
    w.optionsBar()->setOptions(options);
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runAll();
    ASSERT_TRUE(done.wait(120000));
}

} // namespace

TEST(TrustDisplay, AMemoryBackedTargetIsWarnedAboutBeforeAndAfterTheRun)
{
    TempDir shm("/dev/shm");
    WindowUnderTest w;
    w.show();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(shm.path())));
    EXPECT_TRUE(w.trustBanner()->isVisibleTo(&w)) << "warned before the run";
    EXPECT_TRUE(w.trustBanner()->text().contains(MemoryWarning)) << qPrintable(w.trustBanner()->text());

    runQuick(w, shm.path());
    EXPECT_TRUE(w.trustBanner()->isVisibleTo(&w));
    EXPECT_TRUE(w.trustBanner()->text().contains(MemoryWarning));
    ResultCell *cell = w.grid()->cell(0, 0);
    EXPECT_TRUE(cell->isMarked()) << "every figure of a memory-backed run is marked";
    EXPECT_TRUE(cell->toolTip().contains(MemoryWarning)) << qPrintable(cell->toolTip());
    EXPECT_TRUE(cell->toolTip().contains(QLatin1String("Best"))) << "median, best and worst in the tooltip";
    EXPECT_TRUE(w.resultsCaption()->text().contains(QLatin1String("Median of 2 runs")))
        << qPrintable(w.resultsCaption()->text());
}

TEST(TrustDisplay, FiguresOfAnotherTargetAreGreyedAndNamed)
{
    TempDir first, second;
    WindowUnderTest w;
    w.show();
    runQuick(w, first.path());
    EXPECT_FALSE(w.grid()->isStale());
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(second.path())));
    EXPECT_TRUE(w.grid()->isStale());
    EXPECT_TRUE(w.grid()->cell(0, 0)->isStale());
    EXPECT_TRUE(w.resultsCaption()->text().contains(QString::fromStdString(first.path())))
        << qPrintable(w.resultsCaption()->text());
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(first.path())));
    EXPECT_FALSE(w.grid()->isStale()) << "back on the target they were measured on";
}

// Another profile's figures under the chosen one's rows (Default's under Sustained Write) are as stale as another
// target's: greyed, and the caption names the profile they are from.
TEST(TrustDisplay, FiguresOfAnotherProfileAreGreyedAndNamed)
{
    TempDir dir;
    WindowUnderTest w;
    w.show();
    runQuick(w, dir.path());
    EXPECT_FALSE(w.grid()->isStale());
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("sustained-write")));
    EXPECT_TRUE(w.grid()->isStale());
    EXPECT_TRUE(w.resultsCaption()->text().contains(QLatin1String("Default profile")))
        << qPrintable(w.resultsCaption()->text());
    EXPECT_TRUE(w.resultsCaption()->text().contains(QLatin1String("not from the selected profile")))
        << qPrintable(w.resultsCaption()->text());
    EXPECT_TRUE(w.trustBanner()->text().contains(QLatin1String("Before you start")))
        << "the notes are the chosen profile's, not the old run's: " << qPrintable(w.trustBanner()->text());
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("default")));
    EXPECT_FALSE(w.grid()->isStale()) << "back on the profile they were measured with";
}

TEST(TrustDisplay, TheBestRunSwitchShowsCrystalDiskMarksFigure)
{
    TempDir dir("/dev/shm");
    WindowUnderTest w;
    w.show();
    runQuick(w, dir.path());
    const QString median = w.grid()->cell(0, 0)->text();
    QComboBox *figure = w.resultsCaption()->figureSwitch();
    ASSERT_TRUE(figure->isVisibleTo(&w));
    figure->setCurrentIndex(1);
    EXPECT_TRUE(w.resultsCaption()->text().contains(QLatin1String("Best of 2 runs")));
    EXPECT_GE(QLocale().toDouble(w.grid()->cell(0, 0)->text()), QLocale().toDouble(median));
}
