// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The verify's chart against ground truth: a real verify of ext4 on a shaped device that reads one stretch at
// 10 MB/s and corrupts part of it must draw the slow stretch, at about its rate, around the shaded bad area.
#include "chartseries.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"
#include "support/tempdir.h"

#include "gui/charts/chartspage.h"
#include "gui/charts/resultchart.h"
#include "gui/options/runoptionsbar.h"
#include "gui/target/targetselector.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include "model/units.h"
#include "model/verify.h"

#include <QAreaSeries>
#include <QChart>
#include <QCheckBox>
#include <QLineSeries>
#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

TEST(VerifyChart, ARealVerifyDrawsTheDrivesSlowStretchAroundTheAreaItCorrupts)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 640 * MiB; // ext4's 4 KiB blocks; the stretch in a block group without metadata (verifyrun_test)
    shape.readZones = {{296 * MiB, 0}, {316 * MiB, 10e6}}; // 20 MiB read at 10 MB/s, the rest unpaced
    shape.corrupt = {{300 * MiB, 8 * MiB}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    TempDir mountPoint;
    Mount fs(device.device(), mountPoint.path(), "ext4");
    ASSERT_TRUE(fs.ok()) << fs.error();
    WindowUnderTest w;
    w.show();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(mountPoint.path())));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("verify")));
    RunOptions options;
    options.wholeTarget = true;
    w.optionsBar()->setOptions(options);
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runAll();
    ASSERT_TRUE(done.wait(120000));
    const auto outcome = done.at(0).at(0).value<RunOutcome>();
    ASSERT_TRUE(outcome.ok()) << qPrintable(outcome.error.message());

    w.chartsPage()->logScaleSwitch()->setChecked(false);
    ResultChart *verify = w.chartsPage()->charts().at(VerifyChartIndex);
    ASSERT_TRUE(verify->isFilled());
    QChart *chart = verify->chart();
    const QAreaSeries *bad = badAreas(chart);
    ASSERT_NE(bad, nullptr);
    ASSERT_EQ(bad->upperSeries()->count(), 4);
    const double from = bad->upperSeries()->at(0).x() * 1e9;
    EXPECT_NEAR(bad->upperSeries()->at(2).x() * 1e9 - from, double(8 * MiB), 1) << "the corrupt range, exactly";
    const QXYSeries *reads = seriesNamed(chart, QStringLiteral("Read back"));
    ASSERT_NE(reads, nullptr);
    int slow = 0;
    double readEnd = 0;
    for (const QPointF &p : reads->points()) {
        readEnd = p.x() * 1e9;
        if (p.y() >= 15)
            continue;
        ++slow;
        // The slow stretch starts 4 MiB before the corrupt range and ends 8 MiB after it; a sample ends up to one
        // 4 MiB read past its last byte.
        EXPECT_GT(p.x() * 1e9, from - double(4 * MiB)) << "slow before the stretch";
        EXPECT_LE(p.x() * 1e9, from + double(20 * MiB)) << "slow after the stretch";
        EXPECT_GT(p.y(), 5) << "about the drive's 10 MB/s";
    }
    EXPECT_GE(slow, 4) << "20 MiB at 10 MB/s: about two seconds of samples";
    // Every byte read back is in a sample, and the line ends where reading did: samples too short to draw (a file's
    // last few ms) are merged into the next point or, at the end, into the last one, never dropped.
    std::uint64_t sampled = 0;
    for (const Sample &s : outcome.result.tests.first().samples)
        sampled += s.run == 2 ? s.readBytes : 0;
    EXPECT_EQ(sampled, outcome.result.tests.first().payload.get<VerifyResult>().bytesRead);
    EXPECT_NEAR(readEnd, double(sampled), 1.0) << "the read-back line ends before reading did";
}
