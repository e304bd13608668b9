// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The burn-in in the window on a shaped device: stopped midway, its result offers Go On; going on asks for the typed
// name again and ends with one result of both parts: every step done, every block counted once, what was found
// kept, marked resumed. (Its panel, charts and options without a run: burnindisplay_test.cpp.)
#include "guihelpers.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"

#include "gui/options/runoptionsbar.h"
#include "gui/results/resultsgrid.h"
#include "gui/run/runcontroller.h"
#include "gui/target/targetselector.h"
#include "gui/window/mainwindow.h"
#include "model/burnin.h"
#include "model/caveats.h"
#include "windowundertest.h"

#include <QPushButton>
#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

TEST(BurnInWindow, AStoppedBurnInGoesOnWhereItStoppedAfterTheTypedNameAndEndsAsOneResult)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 24ull << 20;
    shape.writeSlowRate = 8e6; // 3 s to write it all
    shape.corrupt = {{20ull << 20, 4096}}; // found in the part after the stop
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    WindowUnderTest w;
    w.show();
    w.targetSelector()->rescan();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(device.device())));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("burn-in")));
    EXPECT_FALSE(w.grid()->resumeButton()->isVisible()) << "nothing to go on with yet";

    // Stopped once a third of the write step is done.
    QSignalSpy finished(&w, &MainWindow::runFinished);
    QObject::connect(w.controller(), &RunController::progressed, &w, [&](const Progress &p) {
        if (p.preparedBytes > shape.size / 3)
            w.stop();
    });
    w.runAll();
    ASSERT_TRUE(typeTheName(w, QString::fromStdString(device.name())));
    ASSERT_TRUE(finished.wait(60000));
    QObject::disconnect(w.controller(), &RunController::progressed, &w, nullptr);
    const BurnInResult stopped = w.controller()->result().tests.first().payload.get<BurnInResult>();
    ASSERT_FALSE(stopped.complete());
    EXPECT_EQ(stopped.stepsDone, 0);
    EXPECT_TRUE(w.grid()->resumeButton()->isVisible()) << "a stopped burn-in can go on";
    const std::uint64_t stoppedSeed = w.controller()->result().seed;

    finished.clear();
    w.grid()->resumeButton()->click();
    ASSERT_TRUE(typeTheName(w, QString::fromStdString(device.name()))) << "a burn-in going on writes: the name again";
    ASSERT_TRUE(finished.wait(60000));
    const RunOutcome outcome = finished.at(0).at(0).value<RunOutcome>();
    ASSERT_TRUE(outcome.ok()) << qPrintable(outcome.error.message());
    const RunResult &joined = w.controller()->result();
    const BurnInResult &b = joined.tests.first().payload.get<BurnInResult>();
    EXPECT_TRUE(b.complete());
    EXPECT_EQ(b.writeClasses.total(), shape.size / (128 * 1024)) << "every block counted once";
    EXPECT_EQ(b.readClasses.total(), shape.size / (128 * 1024));
    EXPECT_EQ(b.writtenBytes, stopped.writtenBytes + shape.size - stopped.stepBytesDone)
        << "from the start of the chunk it stopped in, once more";
    ASSERT_EQ(b.surface.ranges.size(), 1);
    EXPECT_EQ(b.surface.ranges.first().kind, SurfaceRange::Kind::Corrupt);
    EXPECT_TRUE(joined.warnings.contains(QLatin1String(Caveat::Resumed)));
    EXPECT_EQ(joined.seed, stoppedSeed) << "its data drawn from the same seed: what the first part wrote checks out";
    EXPECT_FALSE(w.grid()->resumeButton()->isVisible()) << "done: nothing more to go on with";
}
