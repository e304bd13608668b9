// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The figure each kind is about (report/kindheadline.h) in the window's big cell, its column's title and the results
// picture's cell, checked against what the kind's chart draws from the same samples: a map's mean line (not its bytes
// over its time), an access time's mean in ms (never MB/s), a sustained write's level after the cache with the
// cache's size, or no such claim when the cache was not filled.
#include "reportfixtures.h"
#include "windowundertest.h"

#include "gui/kinds/sustainedwritechart.h"
#include "gui/results/resultcell.h"
#include "gui/results/resultscaption.h"
#include "gui/share/imagefiguretable.h"
#include "gui/share/resultsimage.h"
#include "gui/surface/accesstimechart.h"
#include "gui/surface/positionmapchart.h"
#include "report/unitformat.h"

#include <QChart>
#include <QCheckBox>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {
/// Shows @p result in the window with its profile chosen, as right after a run of it (@p onDrive: the surface profiles
/// read a drive).
void showResult(WindowUnderTest &w, const RunResult &result, bool onDrive = false)
{
    w.setRemembersSettings(false); // the profile chosen here is not the next test's window's
    w.optionsBar()->setTargetIsDevice(onDrive);
    ASSERT_TRUE(w.optionsBar()->setProfile(result.profileId));
    w.chartsPage()->logScaleSwitch()->setChecked(false);
    w.showPastRun(result, 1);
}

/// The last point of the line named @p name on @p view's chart (a mean or a level drawn across).
double lastY(const QChartView *view, const QString &name)
{
    for (QAbstractSeries *s : view->chart()->series()) {
        if (auto *line = qobject_cast<QLineSeries *>(s); line && s->name() == name && line->count() > 0)
            return line->at(line->count() - 1).y();
    }
    ADD_FAILURE() << "no line named " << qPrintable(name);
    return 0;
}

QStringList columnTitles(const ResultsGrid *grid)
{
    QStringList titles;
    for (const QLabel *header : grid->findChildren<QLabel *>())
        titles << header->text();
    return titles;
}

QString figure(double value)
{
    return QLocale().toString(value, 'f', 2);
}
} // namespace

TEST(Headline, APositionMapsCellShowsTheMeanItsChartDrawsNotItsBytesOverItsTime)
{
    const RunResult map = Fixtures::unevenPositionMap(); // 200, 200, 200, 50 MB/s: mean 162.5, bytes over time 114.3
    WindowUnderTest w;
    showResult(w, map, true);
    const auto *chart = w.chartsPage()->findChild<PositionMapChart *>();
    ASSERT_NE(chart, nullptr);
    const double chartMean = lastY(chart, QStringLiteral("Mean"));
    EXPECT_NEAR(chartMean, 162.5, 1e-6);
    EXPECT_EQ(w.grid()->cell(0, 0)->text(), figure(chartMean));
    EXPECT_NE(w.grid()->cell(0, 0)->text(), formatResult(map.tests.first(), DisplayUnit::MegabytesPerSecond))
        << "the test's bytes over its time is another figure";
    EXPECT_EQ(columnTitles(w.grid()), QStringList {QStringLiteral("Mean over the drive [MB/s]")});
    EXPECT_TRUE(w.grid()->cell(0, 0)->toolTip().contains(QStringLiteral("Mean over the drive: 162.50 MB/s")))
        << qPrintable(w.grid()->cell(0, 0)->toolTip());
    // The picture's cell says the same.
    const ImageFigureTable table = speedGridTable(map);
    ASSERT_EQ(table.cells.size(), 1);
    EXPECT_EQ(table.cells.first().first().text, figure(chartMean));
    EXPECT_EQ(table.columns.first().title, QStringLiteral("Mean over the drive"));
}

TEST(Headline, AnAccessTimesCellShowsItsMeanInMillisecondsAsItsChartDoes)
{
    const RunResult access = Fixtures::accessTime();
    WindowUnderTest w;
    showResult(w, access, true);
    const auto *chart = w.chartsPage()->findChild<AccessTimeChart *>();
    ASSERT_NE(chart, nullptr);
    const double chartMeanMs = lastY(chart, QStringLiteral("Mean"));
    EXPECT_GT(chartMeanMs, 5.0);
    EXPECT_EQ(w.grid()->cell(0, 0)->text(), figure(chartMeanMs));
    const QStringList titles = columnTitles(w.grid());
    ASSERT_EQ(titles.size(), 1);
    EXPECT_TRUE(titles.first().startsWith(QStringLiteral("Mean access time (99th percentile ")))
        << qPrintable(titles.first());
    EXPECT_TRUE(titles.first().endsWith(QStringLiteral(" [ms]"))) << qPrintable(titles.first());
    EXPECT_FALSE(titles.first().contains(QStringLiteral("MB/s")));
    EXPECT_EQ(speedGridTable(access).cells.first().first().text, figure(chartMeanMs));
    const QString subtitle = resultsImageText(access).subtitle;
    EXPECT_TRUE(subtitle.endsWith(QStringLiteral("in ms"))) << qPrintable(subtitle);
}

TEST(Headline, ASustainedWritesCellShowsTheLevelAfterTheCacheWithTheCachesSize)
{
    const RunResult write = Fixtures::sustainedWrite(true); // 2000 MB/s for 20 GB, then 500 MB/s
    WindowUnderTest w;
    showResult(w, write);
    const auto *chart = w.chartsPage()->findChild<SustainedWriteChart *>();
    ASSERT_NE(chart, nullptr);
    const double afterCache = lastY(chart, QStringLiteral("Levels"));
    EXPECT_NEAR(afterCache, 500.0, 1.0);
    EXPECT_EQ(w.grid()->cell(0, 0)->text(), figure(afterCache));
    EXPECT_EQ(columnTitles(w.grid()), QStringList {QStringLiteral("After 20.0 GB of cache [MB/s]")});
    const ImageFigureTable table = speedGridTable(write);
    EXPECT_EQ(table.cells.first().first().text, figure(afterCache));
    EXPECT_EQ(table.columns.first().title, QStringLiteral("After 20.0 GB of cache"));
}

TEST(Headline, ASustainedWriteThatNeverFilledItsCacheSaysSoInsteadOfARateAfterIt)
{
    const RunResult write = Fixtures::sustainedWrite(false); // 2000 MB/s throughout, 140 GB
    WindowUnderTest w;
    showResult(w, write);
    EXPECT_EQ(w.grid()->cell(0, 0)->text(), figure(2000.0));
    EXPECT_EQ(columnTitles(w.grid()), QStringList {QStringLiteral("Cache not filled in 140.0 GB written [MB/s]")});
}

TEST(Headline, TheSpeedTestsCellsKeepTheirFigures)
{
    const RunResult run = Fixtures::defaultProfile();
    WindowUnderTest w;
    showResult(w, run);
    EXPECT_EQ(columnTitles(w.grid()), (QStringList {QStringLiteral("Read [MB/s]"), QStringLiteral("Write [MB/s]")}));
}

// A kind that measures once whatever it is given (a sustained write, a surface test) is not told to "use more runs",
// which its greyed Runs box could not do; the speed tests are.
TEST(Headline, AWholeLengthTestIsNotToldToUseMoreRuns)
{
    ResultsCaption caption;
    caption.setRuns(1, takes(*findProfile(QStringLiteral("sustained-write")), KindSetting::Runs));
    EXPECT_FALSE(caption.text().contains(QLatin1String("more runs"))) << qPrintable(caption.text());
    EXPECT_TRUE(caption.text().contains(QLatin1String("Measured once"))) << qPrintable(caption.text());
    caption.setRuns(1, takes(*findProfile(QStringLiteral("default")), KindSetting::Runs));
    EXPECT_TRUE(caption.text().contains(QLatin1String("use more runs"))) << qPrintable(caption.text());
}
