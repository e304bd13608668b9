// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The capacity checks in the window. The capacity probe, on a shaped device that claims 1 GiB and wraps around every
// 256 MiB: it asks for the typed name, and its answer (fake, 256 MiB usable) takes the caption's place, with no speed
// in the grid. The verify of a folder: no dialog, its answer in the same place, nothing left in the folder. (Which
// target greys which check: capacitycheckprofiles_test.cpp.)
#include "guihelpers.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"
#include "support/tempdir.h"

#include "gui/charts/livechart.h"
#include "gui/options/runoptionsbar.h"
#include "gui/results/resultcell.h"
#include "gui/results/resultsgrid.h"
#include "gui/run/runcontroller.h"
#include "gui/target/targetselector.h"
#include "gui/verify/capacitybar.h"
#include "gui/verify/verifypanel.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include <QPushButton>
#include <QSignalSpy>

#include <gtest/gtest.h>

#include <filesystem>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

TEST(CapacityCheckWindow, AFakeDeviceIsShownFakeWithItsRealCapacityAfterTheTypedName)
{
    SEKTOR_REQUIRE_ROOT();
    ShapedDevice device(DeviceShape::fakeCapacity(1ull << 30, 256ull << 20));
    ASSERT_TRUE(device.ok()) << device.error();
    WindowUnderTest w;
    w.show();
    w.targetSelector()->rescan();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(device.device())));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("capacity-probe")));
    EXPECT_TRUE(w.verifyPanel()->isVisible()) << "what the probe does, before it runs";
    EXPECT_TRUE(w.verifyPanel()->detailsText().contains(QLatin1String("It erases the drive")));

    const RunOutcome outcome = runTypingTheName(w, QString::fromStdString(device.name()));
    ASSERT_TRUE(outcome.ok()) << qPrintable(outcome.error.message());

    EXPECT_TRUE(w.verifyPanel()->isVisible());
    EXPECT_TRUE(w.verifyPanel()->isEnabled()) << "the drive's own, current answer";
    EXPECT_TRUE(w.verifyPanel()->verdictText().startsWith(QLatin1String("Fake: it holds 256.0 MiB of the 1.0 GiB")))
        << qPrintable(w.verifyPanel()->verdictText());
    EXPECT_TRUE(w.verifyPanel()->detailsText().contains(QLatin1String("Wraps around every 256.0 MiB")))
        << qPrintable(w.verifyPanel()->detailsText());
    // The bar: lost from 256 MiB on, a quarter of the way along.
    const QRect lost = w.verifyPanel()->bar()->areaOf(256ull << 20, 768ull << 20);
    EXPECT_NEAR(lost.left(), w.verifyPanel()->bar()->width() / 4, 2);
    EXPECT_EQ(w.grid()->cell(0, 0), nullptr) << "no row for a speed the probe does not measure";
    EXPECT_EQ(w.grid()->allButton()->text(), QStringLiteral("Start")) << "one check, not all tests";
    EXPECT_TRUE(w.liveChart()->isHidden()) << "its room goes to the answer once the check is over";
}

TEST(CapacityCheckWindow, AVerifyOfAFolderAnswersInThePanelAndLeavesTheFolderEmpty)
{
    TempDir dir;
    WindowUnderTest w;
    w.show();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("verify")));
    RunOptions options;
    options.testSize = 16ull << 20;
    w.optionsBar()->setOptions(options);
    EXPECT_TRUE(w.verifyPanel()->isVisible());
    EXPECT_TRUE(w.verifyPanel()->detailsText().contains(QLatin1String("H2testw"))) << "what the verify does";
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runAll(); // a folder's files: nothing to confirm
    ASSERT_TRUE(done.wait(60000));
    const auto outcome = done.at(0).at(0).value<RunOutcome>();
    ASSERT_TRUE(outcome.ok()) << qPrintable(outcome.error.message());
    // 16 MiB of a large filesystem's free space: all came back, and the panel says that is no verdict on the drive.
    EXPECT_TRUE(w.verifyPanel()->verdictText().startsWith(QLatin1String(
        "No verdict: all 16.0 MiB written came back as written, but that is only part of the free space")))
        << qPrintable(w.verifyPanel()->verdictText());
    EXPECT_TRUE(w.verifyPanel()->detailsText().contains(QLatin1String("Stamps of 4 KiB read back: 4,096; kept 4,096")))
        << qPrintable(w.verifyPanel()->detailsText());
    EXPECT_TRUE(std::filesystem::is_empty(dir.path())) << "its files are gone";
}
