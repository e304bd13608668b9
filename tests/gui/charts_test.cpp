// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The charts of a finished run, checked on the data they are given.
#include "reportfixtures.h"

#include "chartspage.h"
#include "language.h"
#include "resultchart.h"

#include <QAbstractBarSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QLogValueAxis>
#include <QValueAxis>

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
