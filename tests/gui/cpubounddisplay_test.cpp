// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// CPU per I/O in the window: each cell's tooltip gives its test's CPU time per I/O and how busy its I/O threads were,
// and a figure the processor set is marked and said in the tooltip, and marked in the picture. (The banner of a run
// just made says it too: Screenshots.AFigureTheProcessorSetSaysSoInTheBannerAndItsTooltip.)
#include "reportfixtures.h"
#include "windowundertest.h"

#include "gui/results/resultcell.h"
#include "gui/share/imagefiguretable.h"
#include "gui/share/resultsimage.h"

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {

/// The Default profile whose RND4K Q32T1 read thread was busy 97 % of each 5 s window (the others' 20 %).
RunResult withBusyRandomRead()
{
    RunResult r = Fixtures::defaultProfile();
    for (TestResult &t : r.tests) {
        if (t.spec.name() != QLatin1String("RND4K Q32T1") || t.mode != IoMode::Read)
            continue;
        for (RunMetrics &run : t.runs) {
            run.cpuUserNs = run.windowNs * 97 / 100 / 4;
            run.cpuSystemNs = run.windowNs * 97 / 100 - run.cpuUserNs;
        }
    }
    return r;
}

// The Default profile's rows: SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1; its columns: Read, Write.
constexpr int RandomQ32Row = 2;
constexpr int ReadColumn = 0;

} // namespace

TEST(CpuBoundDisplay, TheCellOfAFigureTheProcessorSetIsMarkedAndItsTooltipSaysWhy)
{
    WindowUnderTest w;
    w.setRemembersSettings(false);
    w.showPastRun(withBusyRandomRead(), 1);
    const ResultCell *bound = w.grid()->cell(RandomQ32Row, ReadColumn);
    EXPECT_TRUE(bound->isMarked());
    // 4.85 s of CPU in each of three runs over 2 981 445 reads: 4.88 µs each.
    EXPECT_TRUE(bound->toolTip().contains(QStringLiteral("CPU per I/O: 4.88 µs · I/O threads busy 97 % of the time")))
        << qPrintable(bound->toolTip());
    EXPECT_TRUE(bound->toolTip().contains(QStringLiteral(
        "⚠ Limited by the processor, not the drive: the threads doing its I/O were busy 97 % of the time.")))
        << qPrintable(bound->toolTip());

    const ResultCell *free = w.grid()->cell(RandomQ32Row, ReadColumn + 1);
    EXPECT_FALSE(free->isMarked());
    EXPECT_TRUE(free->toolTip().contains(QStringLiteral("I/O threads busy 20 % of the time")))
        << qPrintable(free->toolTip());
    EXPECT_FALSE(free->toolTip().contains(QStringLiteral("Limited by the processor")));
}

TEST(CpuBoundDisplay, ThePictureMarksTheSameCell)
{
    const ImageFigureTable table = speedGridTable(withBusyRandomRead());
    for (int row = 0; row < table.cells.size(); ++row) {
        for (int column = 0; column < table.cells.at(row).size(); ++column)
            EXPECT_EQ(table.cells.at(row).at(column).marked, row == RandomQ32Row && column == ReadColumn)
                << row << ", " << column;
    }
}

TEST(CpuBoundDisplay, AResultOfAnOlderVersionGivesItsCpuPerIoButNoBusyShare)
{
    RunResult older = withBusyRandomRead();
    for (TestResult &t : older.tests) {
        for (RunMetrics &run : t.runs)
            run.ioThreads = 0; // not recorded before
    }
    WindowUnderTest w;
    w.setRemembersSettings(false);
    w.showPastRun(older, 1);
    const ResultCell *cell = w.grid()->cell(RandomQ32Row, ReadColumn);
    EXPECT_FALSE(cell->isMarked()) << "never a verdict from a guess";
    EXPECT_TRUE(cell->toolTip().split(QLatin1Char('\n')).contains(QStringLiteral("CPU per I/O: 4.88 µs")))
        << qPrintable(cell->toolTip());
    EXPECT_FALSE(cell->toolTip().contains(QStringLiteral("busy"))) << qPrintable(cell->toolTip());
}

// A peak-mode run's picture names its engine "peak", as the texts do.
TEST(CpuBoundDisplay, APeakModeRunsPictureNamesItsEnginePeak)
{
    RunResult r = Fixtures::defaultProfile();
    r.options.peak = true;
    EXPECT_TRUE(resultsImageText(r).facts.join(QLatin1Char('\n')).contains(QLatin1String("engine io_uring (peak)")))
        << qPrintable(resultsImageText(r).facts.join(QLatin1Char('\n')));
}
