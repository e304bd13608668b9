// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The small-files test in the window against ground truth: a real run of a folder through the window shows exactly
// the rates of its result in its table (an operation per row, sequential and random files per second), draws them,
// and leaves the folder empty. (Its settings, charts and picture from the fixture: smallfilesdisplay_test.cpp; a
// stop: smallfileswindow_timing_test.cpp.)
#include "chartseries.h"
#include "model/kinds/smallfilesoptions.h"
#include "support/tempdir.h"

#include "gui/charts/chartspage.h"
#include "gui/charts/livechart.h"
#include "gui/charts/resultchart.h"
#include "gui/options/runoptionsbar.h"
#include "gui/results/resultcell.h"
#include "gui/results/resultsgrid.h"
#include "gui/run/runcontroller.h"
#include "gui/smallfiles/smallfilesfigures.h"
#include "gui/smallfiles/smallfilespanel.h"
#include "gui/target/targetselector.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include "model/units.h"
#include "report/kinds/smallfilesreport.h"

#include <QBarSet>
#include <QCheckBox>
#include <QPushButton>
#include <QSignalSpy>

#include <gtest/gtest.h>

#include <filesystem>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

TEST(SmallFilesWindow, ARunOfAFolderShowsItsRatesInTheTableAndChartsAndLeavesNothing)
{
    TempDir dir("/var/tmp");
    WindowUnderTest w;
    w.show();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("small-files")));
    RunOptions options;
    options.kinds.edit<SmallFilesOptions>().files = 1024;
    options.measureTime = std::chrono::milliseconds(100);
    w.optionsBar()->setOptions(options);
    EXPECT_TRUE(w.smallFilesPanel()->isVisible());
    EXPECT_TRUE(w.smallFilesPanel()->setupText().contains(QLatin1String("Creates 1,024 files of 0 bytes")))
        << qPrintable(w.smallFilesPanel()->setupText());
    EXPECT_EQ(w.grid()->cell(0, 0), nullptr) << "no grid row: the table has a row per operation";
    EXPECT_EQ(w.grid()->allButton()->text(), QStringLiteral("Start"));

    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runAll();
    ASSERT_TRUE(done.wait(60000));
    const auto outcome = done.at(0).at(0).value<RunOutcome>();
    ASSERT_TRUE(outcome.ok()) << qPrintable(outcome.error.message());
    EXPECT_TRUE(std::filesystem::is_empty(dir.path())) << "every file and folder removed";

    const RunResult &result = w.controller()->result();
    const SmallFilesResult *files = smallFilesOf(result);
    ASSERT_NE(files, nullptr);
    ASSERT_EQ(files->phases.size(), 6);
    EXPECT_TRUE(w.smallFilesPanel()->isVisible());
    EXPECT_TRUE(w.liveChart()->isHidden()) << "no rate over time to draw: the table takes the room";
    const QString rounds
        = files->rounds == 1 ? QStringLiteral("1 round") : QStringLiteral("%1 rounds").arg(files->rounds);
    EXPECT_EQ(w.smallFilesPanel()->setupText(),
              QStringLiteral("1,024 files of 0 bytes · 1 thread · %1 · synced after each phase").arg(rounds));
    for (int row = 0; row < 3; ++row) {
        for (int column = 0; column < 2; ++column) {
            const FilePhaseResult *phase = files->phase(FileOrders[column], FileOperations[row]);
            ASSERT_NE(phase, nullptr);
            EXPECT_EQ(phase->files, 1024u * std::uint64_t(files->rounds)) << "every file, every round";
            const ResultCell *cell = w.smallFilesPanel()->cell(row, column);
            EXPECT_EQ(cell->text(), filesPerSecondText(phase->filesPerSecond())) << row << column;
            EXPECT_TRUE(cell->toolTip().contains(QLatin1String("p99.9"))) << qPrintable(cell->toolTip());
        }
    }

    ResultChart *rate = w.chartsPage()->charts().at(SmallFilesRateChartIndex);
    ASSERT_TRUE(rate->isFilled());
    w.chartsPage()->logScaleSwitch()->setChecked(false);
    for (FileOrder order : FileOrders) {
        const QBarSet *set = barSet(rate->chart(), fileOrderName(order));
        ASSERT_NE(set, nullptr);
        for (int i = 0; i < 3; ++i)
            EXPECT_NEAR(set->at(i), files->phase(order, FileOperations[i])->filesPerSecond(), 0.5) << "whole files/s";
    }
}
