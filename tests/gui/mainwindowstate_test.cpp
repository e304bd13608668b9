// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The real window without a measurement: an engine error (a target gone before the run) shows in the status and the
// window recovers; the target, profile, options and unit are remembered between starts.
#include "guihelpers.h"
#include "support/tempdir.h"

#include "gui/options/runoptionsbar.h"
#include "gui/run/progresspanel.h"
#include "gui/target/targetselector.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include "support/quickrun.h"

#include <QSignalSpy>

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;
using namespace std::chrono_literals;

TEST(MainWindow, EngineErrorsShowInTheStatusAndTheWindowRecovers)
{
    TempDir dir;
    WindowUnderTest w;
    prepareRun(w, dir.path(), QStringLiteral("demo"), quickRunOptions());
    RunOptions impossible = quickRunOptions();
    impossible.testSize = 16 * MiB;
    w.optionsBar()->setOptions(impossible);
    // A target that vanishes between choosing and running, as an unplugged drive would.
    const std::string gone = dir.path();
    ASSERT_EQ(::rmdir(gone.c_str()), 0);
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runAll();
    ASSERT_TRUE(done.wait(10000));
    EXPECT_EQ(done.at(0).at(0).value<RunOutcome>().error.code, ErrorCode::TargetNotFound);
    EXPECT_TRUE(w.progressPanel()->statusText().startsWith(QStringLiteral("The run stopped")))
        << qPrintable(w.progressPanel()->statusText());
    EXPECT_TRUE(w.optionsBar()->isEnabled());
    ::mkdir(gone.c_str(), 0700); // for TempDir's cleanup
}

TEST(MainWindow, SettingsAreRememberedBetweenStarts)
{
    TempDir dir;
    {
        WindowUnderTest w;
        prepareRun(w, dir.path(), QStringLiteral("nvme"), quickRunOptions());
        RunOptions o = quickRunOptions();
        o.testSize = 256 * MiB;
        o.runs = 5;
        o.measureTime = 3s;
        w.optionsBar()->setOptions(o);
        w.optionsBar()->setUnit(DisplayUnit::GigabytesPerSecond);
    }
    WindowUnderTest again;
    EXPECT_EQ(again.targetSelector()->currentTarget().path.toStdString(), dir.path());
    EXPECT_EQ(again.optionsBar()->profile().id, QStringLiteral("nvme"));
    EXPECT_EQ(again.optionsBar()->options().testSize, 256 * MiB);
    EXPECT_EQ(again.optionsBar()->options().runs, 5);
    EXPECT_EQ(again.optionsBar()->options().measureTime, 3s);
    EXPECT_EQ(again.optionsBar()->unit(), DisplayUnit::GigabytesPerSecond);
}
