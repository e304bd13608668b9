// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The rewrite in the window against ground truth: a real run of a folder shows in each rewrite cell exactly its
// result's figure, the blocks written back per second. (Asking for it in the More popup: rewritechoice_test.cpp.)
#include "guihelpers.h"
#include "support/tempdir.h"

#include "gui/options/runmoreoptions.h"
#include "gui/options/runoptionsbar.h"
#include "gui/results/resultcell.h"
#include "gui/results/resultsgrid.h"
#include "gui/run/runcontroller.h"
#include "gui/target/targetselector.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include "report/unitformat.h"

#include <QComboBox>
#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

TEST(RewriteWindow, ARunOfAFolderShowsEachRewriteFigureOfItsResult)
{
    TempDir dir("/var/tmp");
    WindowUnderTest w;
    w.show();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("default")));
    RunOptions options;
    options.runs = 1;
    options.measureTime = std::chrono::milliseconds(200);
    options.warmup = std::chrono::milliseconds(0);
    options.interval = std::chrono::milliseconds(0);
    w.optionsBar()->setOptions(options);
    w.optionsBar()->setUnit(DisplayUnit::MegabytesPerSecond); // whatever unit an earlier test left in the settings
    QComboBox *rewrite = comboNamed(w.optionsBar(), RewriteChoice);
    ASSERT_NE(rewrite, nullptr);
    rewrite->setCurrentIndex(rewrite->findData(1));

    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runAll();
    ASSERT_TRUE(done.wait(120000));
    const auto outcome = done.at(0).at(0).value<RunOutcome>();
    ASSERT_TRUE(outcome.ok()) << qPrintable(outcome.error.message());

    const RunResult &result = w.controller()->result();
    int rewrites = 0;
    for (const TestResult &t : result.tests) {
        if (t.mode != IoMode::Rewrite)
            continue;
        ++rewrites;
        EXPECT_EQ(t.spec.pattern, AccessPattern::Sequential);
        ASSERT_EQ(t.runs.size(), 1);
        const RunMetrics &run = t.runs.at(0);
        EXPECT_EQ(run.read.bytes, run.write.bytes) << "every block read was written back";
        EXPECT_DOUBLE_EQ(t.stats.medianBytesPerSecond, double(run.write.bytes) * 1e9 / double(run.windowNs));
        const int row = int(w.optionsBar()->profile().tests.indexOf(t.spec));
        ASSERT_GE(row, 0);
        EXPECT_EQ(w.grid()->cell(row, 2)->text(), formatResult(t, DisplayUnit::MegabytesPerSecond, QLocale()))
            << qPrintable(t.spec.name());
    }
    EXPECT_EQ(rewrites, 2) << "Default's two sequential rows";
}
