// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The charts of a finished run, checked on the data they are given.
#include "reportfixtures.h"

#include "gui/charts/chartspage.h"
#include "gui/charts/resultchart.h"
#include "gui/settings/language.h"

#include <QAbstractBarSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QCheckBox>
#include <QCoreApplication>
#include <QGridLayout>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QLogValueAxis>
#include <QValueAxis>
#include <QXYSeries>

#include <algorithm>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;

TEST(Charts, TheQueueDepthAxisIsLabelled1To256)
{
    RunResult r = Fixtures::defaultProfile();
    r.tests.clear();
    for (std::uint32_t qd = 1; qd <= 256; qd *= 2) {
        TestSpec spec;
        spec.pattern = AccessPattern::Random;
        spec.blockSize = 4096;
        spec.queueDepth = qd;
        r.tests << Fixtures::makeTest(spec, IoMode::Read, {100.0 + qd}, 50.0 + qd);
    }
    ChartsPage page;
    page.setResult(r);
    QLogValueAxis *queueDepth = nullptr;
    for (ResultChart *view : page.charts()) {
        for (QAbstractAxis *axis : view->chart()->axes()) {
            if (auto *log = qobject_cast<QLogValueAxis *>(axis))
                queueDepth = log;
        }
    }
    ASSERT_NE(queueDepth, nullptr) << "the sweep chart is built";
    EXPECT_EQ(queueDepth->min(), 1);
    EXPECT_EQ(queueDepth->max(), 256);
    // Qt formats each label with printf and a double: the format must print one.
    const QByteArray format = queueDepth->labelFormat().toLatin1();
    for (double qd : {1.0, 2.0, 4.0, 64.0, 256.0})
        EXPECT_EQ(QString::asprintf(format.constData(), qd), QString::number(qd));

    // And the labels are drawn, in German too (localised numbers take another path in Qt): something is painted in
    // the strip between the plot and the axis title.
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de")}) {
        applyLanguage(lang);
        ResultChart *view = page.charts().at(3);
        view->resize(600, 400);
        view->show();
        QCoreApplication::processEvents();
        const QImage image = view->grab().toImage();
        const QRect plot = view->chart()->plotArea().toRect();
        const QRect strip(plot.left(), plot.bottom() + 4, plot.width(), view->fontMetrics().height());
        const QRgb background = image.pixel(strip.left(), strip.bottom() + view->fontMetrics().height() / 2);
        int inked = 0;
        for (int y = strip.top(); y <= strip.bottom(); ++y) {
            for (int x = strip.left(); x <= strip.right(); ++x)
                inked += image.pixel(x, y) != background;
        }
        EXPECT_GT(inked, 50) << "queue depth labels drawn, " << qPrintable(lang);
    }
    applyLanguage(QStringLiteral("en"));
}

TEST(Charts, BarsCarryTheirFigureAndTheAxisLeavesRoomForIt)
{
    const RunResult r = Fixtures::defaultProfile();
    ChartsPage page;
    page.setResult(r);
    QAbstractBarSeries *bars = nullptr;
    for (ResultChart *view : page.charts()) {
        for (QAbstractSeries *series : view->chart()->series()) {
            if (auto *b = qobject_cast<QAbstractBarSeries *>(series))
                bars = b;
        }
    }
    ASSERT_NE(bars, nullptr);
    EXPECT_TRUE(bars->isLabelsVisible()) << "a 70 MB/s bar beside a 3500 MB/s one is unreadable without its figure";
    EXPECT_EQ(bars->labelsPosition(), QAbstractBarSeries::LabelsOutsideEnd);
    double top = 0;
    for (const TestResult &t : r.tests)
        top = std::max(top, t.stats.medianBytesPerSecond / 1e6);
    for (QAbstractAxis *axis : bars->attachedAxes()) {
        if (auto *values = qobject_cast<QValueAxis *>(axis)) {
            EXPECT_GE(values->max(), top * 1.2) << "room after the longest bar for its label";
        }
    }
}

TEST(Charts, PercentileLabelsFollowTheLocale)
{
    applyLanguage(QStringLiteral("de"));
    ChartsPage page;
    page.setResult(Fixtures::defaultProfile());
    QStringList labels;
    for (ResultChart *view : page.charts()) {
        for (QAbstractAxis *axis : view->chart()->axes()) {
            if (auto *categories = qobject_cast<QCategoryAxis *>(axis))
                labels = categories->categoriesLabels();
        }
    }
    applyLanguage(QStringLiteral("en"));
    EXPECT_EQ(labels,
              (QStringList {QStringLiteral("p50"),
                            QStringLiteral("p90"),
                            QStringLiteral("p99"),
                            QStringLiteral("p99,9"),
                            QStringLiteral("p99,99")}));
}

namespace {
// The first axis of @p orientation on the page's chart number @p chartIndex (0: the bars, 1: over time).
QAbstractAxis *throughputAxisOf(const ChartsPage &page, Qt::Orientation orientation, int chartIndex)
{
    const QList<QAbstractAxis *> axes = page.charts().at(chartIndex)->chart()->axes(orientation);
    return axes.isEmpty() ? nullptr : axes.first();
}
} // namespace

TEST(Charts, TheLogScaleSwitchPutsThroughputOnDecadesThatHoldEveryFigureAndIsRemembered)
{
    const RunResult r = Fixtures::defaultProfile();
    double lowest = 1e12;
    double top = 0;
    for (const TestResult &t : r.tests) {
        lowest = std::min(lowest, t.stats.medianBytesPerSecond / 1e6);
        top = std::max(top, t.stats.medianBytesPerSecond / 1e6);
    }
    {
        ChartsPage page;
        page.logScaleSwitch()->setChecked(false);
        page.setResult(r);
        EXPECT_NE(qobject_cast<QValueAxis *>(throughputAxisOf(page, Qt::Horizontal, 0)), nullptr);
        page.logScaleSwitch()->setChecked(true);
        auto *bars = qobject_cast<QLogValueAxis *>(throughputAxisOf(page, Qt::Horizontal, 0));
        ASSERT_NE(bars, nullptr) << "the bars' MB/s axis turns logarithmic";
        EXPECT_LE(bars->min(), lowest);
        EXPECT_GT(bars->min(), 0);
        EXPECT_GE(bars->max(), top * 2) << "room after the longest bar for its label";
        EXPECT_NE(qobject_cast<QLogValueAxis *>(throughputAxisOf(page, Qt::Vertical, 1)), nullptr)
            << "the throughput-over-time chart follows";
    }
    {
        ChartsPage reopened;
        reopened.setResult(r);
        EXPECT_TRUE(reopened.logScaleSwitch()->isChecked()) << "remembered between starts";
        EXPECT_NE(qobject_cast<QLogValueAxis *>(throughputAxisOf(reopened, Qt::Horizontal, 0)), nullptr);
        reopened.logScaleSwitch()->setChecked(false);
        EXPECT_NE(qobject_cast<QValueAxis *>(throughputAxisOf(reopened, Qt::Horizontal, 0)), nullptr);
    }
    EXPECT_FALSE(ChartsPage().logScaleSwitch()->isChecked());
}

TEST(Charts, OnALogScaleAStalledIntervalSitsOnTheAxisInsteadOfFallingOffIt)
{
    RunResult r = Fixtures::defaultProfile();
    ASSERT_FALSE(r.tests.isEmpty());
    TestResult &t = r.tests.first();
    ASSERT_GE(t.samples.size(), 2) << "the fixture has throughput samples";
    t.samples[1].readBytes = 0; // an interval in which nothing completed
    t.samples[1].writeBytes = 0;
    ChartsPage page;
    page.logScaleSwitch()->setChecked(true);
    page.setResult(r);
    auto *axis = qobject_cast<QLogValueAxis *>(throughputAxisOf(page, Qt::Vertical, 1));
    ASSERT_NE(axis, nullptr);
    double lowestPoint = 1e12;
    for (QAbstractSeries *s : page.charts().at(1)->chart()->series()) {
        for (const QPointF &p : static_cast<QXYSeries *>(s)->points())
            lowestPoint = std::min(lowestPoint, p.y());
    }
    EXPECT_DOUBLE_EQ(lowestPoint, axis->min());
    page.logScaleSwitch()->setChecked(false);
}

TEST(Charts, AQueueDepthSweepNamesEachModeOnceAndSaysWhichLineIsWhichFigure)
{
    RunResult r = Fixtures::defaultProfile();
    r.tests.clear();
    for (IoMode mode : {IoMode::Read, IoMode::Write}) {
        for (std::uint32_t qd = 1; qd <= 256; qd *= 2) {
            TestSpec spec;
            spec.pattern = AccessPattern::Random;
            spec.blockSize = 4096;
            spec.queueDepth = qd;
            r.tests << Fixtures::makeTest(spec, mode, {100.0 + qd}, 50.0 + qd);
        }
    }
    ChartsPage page;
    page.setResult(r);
    QChart *sweep = page.charts().at(3)->chart();
    QStringList shown;
    for (QLegendMarker *marker : sweep->legend()->markers()) {
        if (marker->isVisible())
            shown << marker->label();
    }
    EXPECT_EQ(shown, (QStringList {QStringLiteral("Read"), QStringLiteral("Write")})) << "colour = mode, once each";
    EXPECT_EQ(sweep->series().size(), 4) << "IOPS and latency per mode";
    EXPECT_TRUE(sweep->title().contains(QStringLiteral("dashed: mean latency"))) << qPrintable(sweep->title());

    // 18 bars are thinner than their figures: the figures would overprint each other.
    for (QAbstractSeries *series : page.charts().at(0)->chart()->series()) {
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(series)) {
            EXPECT_FALSE(bars->isLabelsVisible());
        }
    }
}

TEST(Charts, ABlockSizeSweepIsDrawnFirstAgainstDoublingBlockSizes)
{
    RunResult r = Fixtures::defaultProfile();
    r.tests.clear();
    for (IoMode mode : {IoMode::Read, IoMode::Write}) {
        for (std::uint32_t bs = 4096; bs <= 64 * MiB; bs *= 2) {
            TestSpec spec;
            spec.blockSize = bs;
            spec.queueDepth = 4;
            r.tests << Fixtures::makeTest(spec, mode, {std::min(100.0 + bs / 4096.0, 3000.0)}, 50.0);
        }
    }
    ChartsPage page;
    page.logScaleSwitch()->setChecked(false);
    page.setResult(r);
    ResultChart *blockSizes = page.charts().at(4);
    EXPECT_TRUE(blockSizes->isFilled());
    EXPECT_FALSE(blockSizes->isHidden());
    EXPECT_TRUE(page.charts().at(3)->isHidden()) << "the QD sweep gives up its place";
    auto *grid = page.findChild<QGridLayout *>();
    ASSERT_NE(grid, nullptr);
    EXPECT_EQ(grid->itemAtPosition(0, 0)->widget(), blockSizes) << "what the profile is run for comes first";
    QChart *chart = blockSizes->chart();
    auto *x = qobject_cast<QCategoryAxis *>(chart->axes(Qt::Horizontal).value(0));
    ASSERT_NE(x, nullptr);
    // Fifteen sizes, every second labelled: sixteen labels did not fit a half-window chart.
    EXPECT_EQ(x->categoriesLabels(),
              (QStringList {QStringLiteral("4K"),
                            QStringLiteral("16K"),
                            QStringLiteral("64K"),
                            QStringLiteral("256K"),
                            QStringLiteral("1M"),
                            QStringLiteral("4M"),
                            QStringLiteral("16M"),
                            QStringLiteral("64M")}));
    EXPECT_DOUBLE_EQ(x->endValue(QStringLiteral("1M")), 20.0) << "1 MiB at log2";
    auto *reads = static_cast<QXYSeries *>(chart->series().at(0));
    ASSERT_EQ(reads->count(), 15);
    EXPECT_DOUBLE_EQ(reads->at(0).x(), 12.0) << "4 KiB at log2";
    EXPECT_NEAR(reads->at(0).y(), r.tests.at(0).stats.medianBytesPerSecond / 1e6, 1e-9);
    EXPECT_TRUE(chart->title().contains(QStringLiteral("dashed: IOPS"))) << qPrintable(chart->title());

    page.setResult(Fixtures::defaultProfile());
    EXPECT_TRUE(page.charts().at(4)->isHidden());
    EXPECT_FALSE(page.charts().at(3)->isHidden()) << "a result without the sweep gets the QD chart's hint back";
}

TEST(Charts, ASustainedWriteLeadsWithItsRateOverBytesWrittenAndTheCacheMarked)
{
    const RunResult r = Fixtures::sustainedWrite(); // 2000 MB/s for 10 s, then 500 MB/s for 60 s
    ChartsPage page;
    page.logScaleSwitch()->setChecked(false);
    page.setResult(r);
    ResultChart *sustained = page.charts().at(5);
    ASSERT_TRUE(sustained->isFilled());
    auto *grid = page.findChild<QGridLayout *>();
    EXPECT_EQ(grid->itemAtPosition(0, 0)->widget(), sustained);
    EXPECT_TRUE(page.charts().at(3)->isHidden());
    QChart *chart = sustained->chart();
    ASSERT_EQ(chart->series().size(), 2);
    const auto *samples = static_cast<QXYSeries *>(chart->series().at(0));
    EXPECT_EQ(samples->count(), 700);
    EXPECT_DOUBLE_EQ(samples->at(0).x(), 0.2) << "GB written at the end of the first sample";
    EXPECT_DOUBLE_EQ(samples->at(0).y(), 2000.0);
    const auto *levels = static_cast<QXYSeries *>(chart->series().at(1));
    ASSERT_EQ(levels->count(), 4) << "two levels, each drawn across its stretch";
    EXPECT_DOUBLE_EQ(levels->at(1).x(), 20.0) << "the first level ends where the cache ran out";
    EXPECT_DOUBLE_EQ(levels->at(2).y(), 500.0);
    EXPECT_TRUE(chart->title().contains(QStringLiteral("cache ≈ 20.0 GB at 2,000 MB/s, then 500 MB/s")))
        << qPrintable(chart->title());
    // To look at it: SEKTOR_CHART_PNG=file.png ctest -R ASustainedWrite
    if (qEnvironmentVariableIsSet("SEKTOR_CHART_PNG")) {
        sustained->resize(640, 400);
        sustained->grab().save(qEnvironmentVariable("SEKTOR_CHART_PNG"));
    }
}
