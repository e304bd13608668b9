// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The small-files test stopped mid-create in the window: every file it made is gone within two seconds of the stop,
// and the window is ready for the next run.
#include "guihelpers.h"
#include "model/kinds/smallfilesoptions.h"
#include "support/tempdir.h"

#include "gui/options/runoptionsbar.h"
#include "gui/results/resultsgrid.h"
#include "gui/target/targetselector.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include <QElapsedTimer>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <filesystem>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

TEST(SmallFilesWindow, StopMidCreateRemovesEveryFileWithinTwoSeconds)
{
    TempDir dir("/var/tmp");
    WindowUnderTest w;
    w.show();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("small-files")));
    RunOptions options;
    options.kinds.edit<SmallFilesOptions>().files = 1 << 20; // far more than it makes before the stop
    w.optionsBar()->setOptions(options);
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runAll();
    // Files on disk: its private folder holds a thread folder with some in it.
    const auto filesMade = [&dir] {
        std::error_code ignored;
        std::size_t files = 0;
        for (auto it = std::filesystem::recursive_directory_iterator(dir.path(), ignored);
             it != std::filesystem::recursive_directory_iterator();
             it.increment(ignored))
            files += it->is_regular_file(ignored) ? 1 : 0;
        return files;
    };
    QElapsedTimer waited;
    waited.start();
    while (filesMade() < 1000 && waited.elapsed() < RunStartTimeoutMs && done.isEmpty())
        QTest::qWait(20);
    ASSERT_TRUE(done.isEmpty()) << "still making files";
    ASSERT_GE(filesMade(), 1000u);
    EXPECT_EQ(w.grid()->allButton()->text(), QStringLiteral("Stop"));
    QElapsedTimer stopping;
    stopping.start();
    w.grid()->allButton()->click();
    ASSERT_TRUE(done.wait(10000));
    EXPECT_LT(stopping.elapsed(), 2000) << "every file removed within two seconds of the stop";
    EXPECT_EQ(done.at(0).at(0).value<RunOutcome>().error.code, ErrorCode::Cancelled);
    EXPECT_TRUE(std::filesystem::is_empty(dir.path()));
    EXPECT_TRUE(w.grid()->allButton()->isEnabled());
}
