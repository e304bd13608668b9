// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What the window shows of a burn-in without a run, checked on the result it is given: the verdict, the
// findings, the latency classes' table and every range on the Results tab; the block map's cells coloured by each
// chunk's class and each range's failure; the write and read rates at their chunks; its part of the picture.
#include "burninfixture.h"

#include "chartseries.h"
#include "model/kinds/burninoptions.h"

#include "certificate/burnincells.h"
#include "gui/burnin/burninblockmap.h"
#include "gui/burnin/burninpanel.h"
#include "gui/charts/chartspage.h"
#include "gui/charts/resultchart.h"
#include "gui/kinds/windowparts.h"
#include "gui/run/progresspanel.h"
#include "gui/share/resultsimage.h"

#include "model/burnin.h"
#include "model/burninplan.h"
#include "report/kinds/burninreport.h"

#include <QChart>
#include <QCheckBox>
#include <QGridLayout>
#include <QImage>
#include <QTableWidget>
#include <QXYSeries>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {
const BurnInResult &burnInIn(const RunResult &r)
{
    return r.tests.first().payload.get<BurnInResult>();
}

int cellOf(std::uint64_t offset, int cells)
{
    return int(double(offset) / double(BurnInChunk * BurnInChunks) * double(cells));
}
} // namespace

TEST(BurnInDisplay, ThePanelShowsTheVerdictTheFindingsTheClassesAndEveryRange)
{
    const RunResult r = burnInWithFindings();
    ASSERT_EQ(&windowPartsOf(r), &windowPartsFor(Profile::Kind::BurnIn));
    BurnInPanel panel;
    EXPECT_FALSE(panel.detailsText().isEmpty()) << "before a result: what the burn-in does";
    EXPECT_TRUE(panel.classesTable()->isHidden());
    panel.setResult(r);
    EXPECT_EQ(panel.verdictText(), QStringLiteral("Verdict: FAIL"));
    for (const QString &line : burnInFindings(r))
        EXPECT_TRUE(panel.detailsText().contains(line.toHtmlEscaped())) << qPrintable(line);
    EXPECT_TRUE(panel.detailsText().contains(QStringLiteral("fake capacity"), Qt::CaseInsensitive))
        << qPrintable(panel.detailsText());

    const QTableWidget *classes = panel.classesTable();
    EXPECT_FALSE(classes->isHidden());
    ASSERT_EQ(classes->rowCount(), 6);
    ASSERT_EQ(classes->columnCount(), 2);
    const QStringList names = latencyClassNames(LatencyClasses());
    for (int c = 0; c < 6; ++c) {
        EXPECT_EQ(classes->verticalHeaderItem(c)->text(), names.at(c));
        EXPECT_EQ(classes->item(c, 0)->text(),
                  QLocale().toString(qulonglong(burnInIn(r).writeClasses.counts().at(std::size_t(c)))));
        EXPECT_EQ(classes->item(c, 1)->text(),
                  QLocale().toString(qulonglong(burnInIn(r).readClasses.counts().at(std::size_t(c)))));
    }
    EXPECT_EQ(classes->item(5, 1)->text(), QStringLiteral("1")) << "the slow block of chunk 700";

    const QTableWidget *ranges = panel.rangesTable();
    ASSERT_EQ(ranges->rowCount(), 4);
    const QStringList kinds {
        QStringLiteral("unreadable"), QStringLiteral("corrupt"), QStringLiteral("write error"), QStringLiteral("slow")};
    for (int i = 0; i < 4; ++i) {
        const SurfaceRange &range = burnInIn(r).surface.ranges.at(i);
        EXPECT_EQ(ranges->item(i, 0)->text(), kinds.at(i));
        EXPECT_EQ(ranges->item(i, 1)->text(), QLocale().toString(qulonglong(range.offset / 512)));
        EXPECT_EQ(ranges->item(i, 2)->text(), QLocale().toString(qulonglong((range.end() - 1) / 512)));
        EXPECT_EQ(ranges->item(i, 3)->text(), QLocale().toString(qulonglong(range.offset)));
    }
    EXPECT_EQ(ranges->item(1, 4)->text(), QStringLiteral("1.0 KiB")) << "the corrupt range: two logical blocks";

    panel.setResult(burnInPassed());
    EXPECT_EQ(panel.verdictText(), QStringLiteral("Verdict: PASS"));
    EXPECT_TRUE(panel.rangesTable()->isHidden()) << "no ranges: no empty table";
}

TEST(BurnInDisplay, TheBlockMapColoursEachCellByItsSlowestClassAndEachFailureByItsKind)
{
    const RunResult r = burnInWithFindings();
    ChartsPage page;
    page.resize(1200, 900);
    page.setResult(r);
    auto *map = page.findChild<BurnInBlockMap *>(QStringLiteral("burnInBlockMap"));
    ASSERT_NE(map, nullptr);
    ASSERT_TRUE(map->isFilled());
    EXPECT_EQ(page.findChild<QGridLayout *>()->itemAtPosition(0, 0)->widget(), map) << "the block map leads";
    const QList<BurnInCell> &cells = map->cells();
    ASSERT_EQ(cells.size(), BlockMapView::Columns * BlockMapView::Rows);
    const int n = int(cells.size());
    EXPECT_EQ(cells.at(cellOf(100 * BurnInChunk, n)), BurnInCell::Unreadable);
    EXPECT_EQ(cells.at(cellOf(300 * BurnInChunk, n)), BurnInCell::Corrupt);
    EXPECT_EQ(cells.at(cellOf(500 * BurnInChunk, n)), BurnInCell::WriteError);
    EXPECT_EQ(cells.at(cellOf(700 * BurnInChunk, n)), BurnInCell::Class6) << "the slow range";
    EXPECT_EQ(cells.at(cellOf(225 * BurnInChunk, n)), BurnInCell::Class3);
    EXPECT_EQ(cells.at(cellOf(605 * BurnInChunk, n)), BurnInCell::Class5);
    EXPECT_EQ(cells.at(cellOf(0, n)), BurnInCell::Class1) << "a chunk a cell here";
    EXPECT_EQ(cells.at(cellOf(BurnInChunk, n)), BurnInCell::Class2);
    EXPECT_EQ(cells.count(BurnInCell::Unreadable), 1);
    EXPECT_EQ(cells.count(BurnInCell::Corrupt), 1);
    EXPECT_EQ(cells.count(BurnInCell::WriteError), 1);
    EXPECT_EQ(cells.count(BurnInCell::Untested), 0);
    EXPECT_EQ(cells.count(BurnInCell::Class5), cellOf(610 * BurnInChunk, n) - cellOf(600 * BurnInChunk, n));

    // And drawn so, the failures in their own colours.
    page.show();
    const QImage image = map->grab().toImage();
    for (const BurnInCell cell :
         {BurnInCell::Unreadable, BurnInCell::Corrupt, BurnInCell::WriteError, BurnInCell::Class3}) {
        const int index = int(cells.indexOf(cell));
        EXPECT_EQ(image.pixelColor(map->cellRect(index).center()), burnInCellColor(cell)) << int(cell);
    }
    QSet<QRgb> colours;
    for (int c = int(BurnInCell::Class1); c <= int(BurnInCell::Unreadable); ++c)
        colours << burnInCellColor(BurnInCell(c)).rgb();
    EXPECT_EQ(colours.size(), 9) << "every class and failure in a colour of its own";

    // Fewer cells than chunks: a cell shows the slowest of its chunks.
    EXPECT_EQ(burnInCells(burnInIn(r), BurnInChunks / 2).at(0), BurnInCell::Class2) << "chunks 0 and 1";

    // A burn-in stopped half-way: the rest of the device is not tested.
    RunResult stopped = r;
    BurnInResult &b = stopped.tests.first().payload.edit<BurnInResult>();
    b.surface.chunks.resize(BurnInChunks / 2);
    b.chunkClasses.resize(BurnInChunks / 2);
    b.surface.ranges.clear();
    map->setResult(stopped);
    EXPECT_EQ(map->cells().count(BurnInCell::Untested), n / 2);
    EXPECT_EQ(map->cells().last(), BurnInCell::Untested);
}

TEST(BurnInDisplay, TheRateChartDrawsEachChunksWriteAndReadRateAtItsPosition)
{
    const RunResult r = burnInWithFindings();
    ChartsPage page;
    page.logScaleSwitch()->setChecked(false);
    page.setResult(r);
    auto *chart = page.findChild<ResultChart *>(QStringLiteral("burnInRateChart"));
    ASSERT_NE(chart, nullptr);
    ASSERT_TRUE(chart->isFilled());
    EXPECT_FALSE(chart->isHidden());
    const QXYSeries *writes = seriesNamed(chart->chart(), QStringLiteral("Write rate"));
    const QXYSeries *reads = seriesNamed(chart->chart(), QStringLiteral("Read rate"));
    ASSERT_TRUE(writes && reads);
    EXPECT_EQ(writes->count(), BurnInChunks - 1) << "the chunk with a write error has no write rate";
    EXPECT_EQ(reads->count(), BurnInChunks - 1) << "the chunk with an unreadable range has no read rate";
    const double middle = double(BurnInChunk) / 2 / 1e9;
    EXPECT_NEAR(writes->at(0).x(), middle, 1e-9);
    EXPECT_NEAR(writes->at(0).y(), 150.0, 0.01);
    EXPECT_NEAR(reads->at(0).y(), 200.0, 0.01);
    EXPECT_NEAR(writes->at(BurnInChunks - 2).x(), double(BurnInChunk) * (BurnInChunks - 0.5) / 1e9, 1e-9);
    EXPECT_NEAR(writes->at(BurnInChunks - 2).y(), 75.0, 0.01);
    EXPECT_NEAR(reads->at(BurnInChunks - 2).y(), 100.0, 0.01);
    EXPECT_NEAR(reads->at(100).x(), double(BurnInChunk) * 101.5 / 1e9, 1e-9) << "chunk 100 left out";
    EXPECT_TRUE(chart->chart()->title().contains(QStringLiteral("read min 100, mean")))
        << qPrintable(chart->chart()->title());

    // Another kind's result leaves it empty and hidden.
    page.setResult(RunResult {});
    EXPECT_FALSE(chart->isFilled());
}

TEST(BurnInDisplay, ThePictureShowsTheVerdictTheClassesAndTheBlockMap)
{
    const QImage image = renderResultsImage(burnInWithFindings(), 1.0, false);
    QSet<QRgb> seen;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            seen << image.pixel(x, y);
    }
    for (const BurnInCell cell : {BurnInCell::Class1,
                                  BurnInCell::Class2,
                                  BurnInCell::Class3,
                                  BurnInCell::Class5,
                                  BurnInCell::Class6,
                                  BurnInCell::Unreadable,
                                  BurnInCell::Corrupt,
                                  BurnInCell::WriteError})
        EXPECT_TRUE(seen.contains(burnInCellColor(cell).rgb())) << "cell " << int(cell);
    EXPECT_TRUE(seen.contains(BurnInPanel::verdictColor(BurnInVerdict::Fail).rgb())) << "the verdict in its colour";
}

TEST(BurnInDisplay, TheProgressSaysWhichPassWhichPatternAndHowFarInTheStep)
{
    const std::uint64_t device = 1'000'000'000;
    RunOptions options;
    options.kinds.edit<BurnInOptions>().passes = 2;
    options.kinds.edit<BurnInOptions>().patterns = {BurnInPattern::Stamps, BurnInPattern::Random};
    const Profile burnIn = *findProfile(QStringLiteral("burn-in"));
    const ProgressWords words(burnIn, options);
    Progress p;
    p.phase = Phase::Measuring;
    p.mode = IoMode::Write;
    p.runs = 8; // two passes of two patterns, each written and read back
    p.prepareBytes = device * 8;
    p.run = 1;
    p.preparedBytes = device * 37 / 100;
    ProgressPanel panel;
    panel.setWords(words);
    panel.showProgress(p);
    EXPECT_EQ(panel.statusText(), QStringLiteral("Pass 1 of 2 · writing stamps · 37 %"));
    p.run = 4;
    p.mode = IoMode::Read;
    p.preparedBytes = device * 3 + device / 2;
    EXPECT_EQ(ProgressPanel::describe(p, words), QStringLiteral("Pass 1 of 2 · reading back random data · 50 %"));
    p.run = 6;
    p.preparedBytes = device * 5;
    EXPECT_EQ(ProgressPanel::describe(p, words), QStringLiteral("Pass 2 of 2 · reading back stamps · 0 %"));
    // The same words in the batch table's state and sektor-cli's bar: they come from the kind, not the window.
    EXPECT_EQ(words(p), QStringLiteral("Pass 2 of 2 · reading back stamps · 0 %"));
    // A read scan's progress says the surface's words; a run's progress with no kind's words, the run's.
    const ProgressWords scan(*findProfile(QStringLiteral("read-scan")), options);
    p.runs = 1;
    p.run = 1;
    EXPECT_TRUE(ProgressPanel::describe(p, scan).startsWith(QLatin1String("Reading the surface")));
    panel.setWords(scan);
    panel.showProgress(p);
    EXPECT_TRUE(panel.statusText().startsWith(QLatin1String("Reading the surface")));
    EXPECT_TRUE(ProgressPanel::describe(p).startsWith(QLatin1String("Measuring")))
        << qPrintable(ProgressPanel::describe(p));
    // Before it measures, every kind's progress is a run's.
    p.phase = Phase::Preparing;
    EXPECT_TRUE(words(p).isEmpty());
    // The Health Check's: how far the drive says its own test is.
    p.phase = Phase::Measuring;
    p.fraction = 0.42;
    EXPECT_EQ(ProgressWords(*findProfile(QStringLiteral("health-check")), options)(p),
              QStringLiteral("The drive runs its self-test: 42 % done"));
    EXPECT_TRUE(ProgressWords(*findProfile(QStringLiteral("default")), options)(p).isEmpty());
}
