// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The Charts tab's distribution of a model's results, checked on a synthetic distribution: the bins hold
// the counts put in, this result and the median are marked at their values, and the test chosen is the one shown.
#include "reportfixtures.h"

#include "gui/charts/chartspage.h"
#include "gui/charts/peerdistributionchart.h"
#include "gui/charts/peerdistributionview.h"

#include <QAreaSeries>
#include <QChart>
#include <QComboBox>
#include <QLineSeries>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;

namespace {
// A series of the chart by its object name.
template<typename Series>
Series *seriesCalled(QChart *chart, const QString &name)
{
    for (QAbstractSeries *s : chart->series()) {
        if (s->objectName() == name)
            return qobject_cast<Series *>(s);
    }
    return nullptr;
}

// The counts the area's upper line steps over, read back from its points: two per bin (its start and end, at its
// count).
QList<int> countsOf(const QAreaSeries *bins)
{
    QList<int> counts;
    const QList<QPointF> points = bins->upperSeries()->points();
    for (qsizetype i = 0; i + 1 < points.size(); i += 2) {
        EXPECT_EQ(points.at(i).y(), points.at(i + 1).y()) << "bin " << i / 2 << " is flat";
        counts << int(points.at(i).y());
    }
    return counts;
}

// The standing of @p value among @p megabytes (MB/s), for test @p index of @p result.
PeerStanding standingOf(const RunResult &result, int index, double value, const QList<double> &megabytes)
{
    QList<PeerValue> peers;
    for (double mb : megabytes)
        peers << PeerValue {mb * 1e6, false};
    return standingAmong(*peerQueryFor(result, result.tests.at(index)), value * 1e6, peers);
}
} // namespace

TEST(PeerDistribution, BinsCoverTheOthersAndTheResult)
{
    // Nine others from 100 to 180 MB/s, the result at 200: five bins (√9 = 3, at least 5) of 20 MB/s from 100.
    const std::vector<double> others {100e6, 110e6, 120e6, 130e6, 140e6, 150e6, 160e6, 170e6, 180e6};
    const PeerHistogram h = peerHistogram(others, 200e6);
    EXPECT_DOUBLE_EQ(h.low, 100e6);
    EXPECT_DOUBLE_EQ(h.binWidth, 20e6);
    EXPECT_EQ(h.counts, (QList<int> {2, 2, 2, 2, 1}));
    EXPECT_EQ(h.binOf(200e6), 4) << "the upper edge is in the last bin";
    // 400 others: 20 bins, the most.
    EXPECT_EQ(peerHistogram(std::vector<double>(400, 5e6), 6e6).counts.size(), 20);
    // All equal, the result too: a range around them, every one in one bin.
    const PeerHistogram same = peerHistogram(std::vector<double>(6, 50e6), 50e6);
    EXPECT_GT(same.binWidth, 0);
    EXPECT_EQ(same.counts.at(same.binOf(50e6)), 6);
}

TEST(PeerDistribution, TheChartDrawsTheCountsAndMarksTheResultAndTheMedian)
{
    const RunResult result = Fixtures::defaultProfile();
    // Twelve others: 1 at 100 MB/s, 3 at 150, 5 at 210, 2 at 300, 1 at 400; the result at 250. √12 → 4, so 5 bins of
    // 60 MB/s from 100: [100,160) 4, [160,220) 5, [220,280) 0, [280,340) 2, [340,400] 1.
    const QList<double> others {100, 150, 150, 150, 210, 210, 210, 210, 210, 300, 300, 400};
    const PeerStanding standing = standingOf(result, 0, 250, others);
    ASSERT_TRUE(standing.enough());
    PeerDistributionChart chart;
    chart.showStanding(result, 0, standing);
    ASSERT_TRUE(chart.isFilled());
    const auto *bins = seriesCalled<QAreaSeries>(chart.chart(), QStringLiteral("peerBins"));
    ASSERT_NE(bins, nullptr);
    EXPECT_EQ(countsOf(bins), (QList<int> {4, 5, 0, 2, 1}));
    const QList<QPointF> steps = bins->upperSeries()->points();
    EXPECT_DOUBLE_EQ(steps.first().x(), 100);
    EXPECT_DOUBLE_EQ(steps.last().x(), 400);
    const auto *own = seriesCalled<QLineSeries>(chart.chart(), QStringLiteral("thisResult"));
    ASSERT_NE(own, nullptr);
    ASSERT_EQ(own->count(), 2);
    EXPECT_DOUBLE_EQ(own->at(0).x(), 250);
    EXPECT_DOUBLE_EQ(own->at(1).x(), 250);
    EXPECT_GE(own->at(1).y(), 5) << "as tall as the tallest bin";
    const auto *median = seriesCalled<QLineSeries>(chart.chart(), QStringLiteral("peerMedian"));
    ASSERT_NE(median, nullptr);
    EXPECT_DOUBLE_EQ(median->at(0).x(), 210); // the 6th and 7th of 12 are both 210
    EXPECT_TRUE(chart.chart()->title().contains(QStringLiteral("of 12 results"))) << qPrintable(chart.chart()->title());

    // Four others: too few, nothing drawn.
    chart.showStanding(result, 0, standingOf(result, 0, 250, {100, 150, 200, 300}));
    EXPECT_FALSE(chart.isFilled());
}

TEST(PeerDistribution, TheChartsPageOffersEachComparedTestAndShowsTheChosenOne)
{
    const RunResult result = Fixtures::defaultProfile();
    ChartsPage page;
    page.setResult(result);
    PeerDistributionView *view = page.peerDistribution();
    page.setPeers(result, PeerStandings(result.tests.size()));
    EXPECT_TRUE(view->isHidden()) << "no test compared: no distribution";

    PeerStandings standings(result.tests.size());
    standings[1] = standingOf(result, 1, 100, {10, 20, 30}); // compared, too few
    standings[2] = standingOf(result, 2, 100, {50, 60, 70, 80, 90, 110, 120});
    page.setPeers(result, standings);
    EXPECT_FALSE(view->isHidden());
    ASSERT_EQ(view->testChoice()->count(), 2);
    EXPECT_EQ(view->testChoice()->currentData().toInt(), 2) << "the first test with enough results first";
    EXPECT_TRUE(view->chart()->isFilled());
    const auto *own = seriesCalled<QLineSeries>(view->chart()->chart(), QStringLiteral("thisResult"));
    ASSERT_NE(own, nullptr);
    EXPECT_DOUBLE_EQ(own->at(0).x(), 100);
    view->testChoice()->setCurrentIndex(0);
    EXPECT_FALSE(view->chart()->isFilled()) << "three results: too few to draw";
}
