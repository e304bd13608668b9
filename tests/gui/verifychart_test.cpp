// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The verify's chart of its write and read-back rate over the fill: alone across the Charts page, each phase's
// samples at their place in the fill, the bad areas shaded where they lie; a capacity probe says why it has no rate.
// (Against ground truth, a real verify on a shaped device: verifychart_timing_test.cpp.)
#include "chartseries.h"
#include "reportfixtures.h"

#include "gui/charts/chartspage.h"
#include "gui/charts/resultchart.h"

#include <QAreaSeries>
#include <QChart>
#include <QCheckBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineSeries>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

TEST(VerifyChart, AVerifysRateIsAloneOnThePageWithBothPhasesAndTheBadAreaWhereItLies)
{
    const RunResult r = Fixtures::verifyFill(); // 30 then 10 MB/s written, 40 MB/s read back, bad ≈ 5.0–5.2 GB
    ChartsPage page;
    page.logScaleSwitch()->setChecked(false);
    page.setResult(r);
    ResultChart *verify = page.charts().at(VerifyChartIndex);
    ASSERT_TRUE(verify->isFilled());
    auto *grid = page.findChild<QGridLayout *>();
    EXPECT_EQ(grid->itemAtPosition(0, 1)->widget(), verify) << "across both columns";
    for (int i = 0; i < page.charts().size(); ++i)
        EXPECT_EQ(page.charts().at(i)->isHidden(), i != VerifyChartIndex) << i;
    QChart *chart = verify->chart();
    const QXYSeries *writes = seriesNamed(chart, QStringLiteral("Write"));
    const QXYSeries *reads = seriesNamed(chart, QStringLiteral("Read back"));
    ASSERT_TRUE(writes && reads);
    qsizetype writeSamples = 0;
    for (const Sample &s : r.tests.first().samples)
        writeSamples += s.run == 1 ? 1 : 0;
    EXPECT_EQ(writes->count(), writeSamples);
    EXPECT_EQ(reads->count(), r.tests.first().samples.size() - writeSamples);
    EXPECT_DOUBLE_EQ(writes->at(0).x(), 0.003) << "GB into the fill at the end of the first sample";
    EXPECT_NEAR(writes->at(0).y(), 30.0, 1e-9);
    EXPECT_NEAR(writes->at(writes->count() - 1).x(), 8.0, 1e-9);
    EXPECT_NEAR(writes->at(writes->count() - 1).y(), 10.0, 1e-6);
    int slowReads = 0;
    for (const QPointF &p : reads->points()) {
        if (p.y() < 2) {
            ++slowReads;
            EXPECT_GT(p.x(), 5.0) << "slow only over the bad area";
            EXPECT_LE(p.x(), 5.2 + 1e-9);
        }
    }
    EXPECT_EQ(slowReads, 2000) << "0.2 GB at 1 MB/s, 100 kB a sample";
    const QAreaSeries *bad = badAreas(chart);
    ASSERT_NE(bad, nullptr);
    EXPECT_EQ(bad->name(), QStringLiteral("Bad areas"));
    ASSERT_EQ(bad->upperSeries()->count(), 4) << "one stretch, drawn as a box";
    EXPECT_NEAR(bad->upperSeries()->at(0).x(), 4.999999488, 1e-12);
    EXPECT_NEAR(bad->upperSeries()->at(2).x(), 5.199998976, 1e-12);
    // 8 GB in 33 s + 700 s, and in 195 s + 200 s.
    EXPECT_TRUE(chart->title().contains(QStringLiteral("write 11 MB/s, read back 20 MB/s on average")))
        << qPrintable(chart->title());

    page.logScaleSwitch()->setChecked(true);
    ASSERT_TRUE(verify->isFilled());
    const QAreaSeries *logBad = badAreas(verify->chart());
    ASSERT_NE(logBad, nullptr);
    EXPECT_EQ(logBad->lowerSeries()->at(0).y(), 1.0) << "on a log scale the shading starts at the axis' floor";
}

// The last samples of a read-back can each be too short to plot (a file's last few ms): they are merged into a point
// rather than dropped, so the line ends where reading did and the rate of every byte is in it.
TEST(VerifyChart, ShortSamplesAreMergedSoTheLineEndsWhereThePhaseDid)
{
    RunResult r = Fixtures::verifyFill();
    QList<Sample> &samples = r.tests.first().samples;
    samples.removeIf([](const Sample &s) {
        return s.run == 2;
    });
    // Read back: 100 ms at 40 MB/s, three of 20 ms at 10 MB/s (200 kB each), one of 100 ms at 40 MB/s, then two of
    // 20 ms at 10 MB/s at the end.
    std::uint64_t read = 0;
    for (const auto &[ms, mbps] : {std::pair {100, 40}, {20, 10}, {20, 10}, {20, 10}, {100, 40}, {20, 10}, {20, 10}}) {
        Sample s;
        s.run = 2;
        s.intervalNs = ms * NsPerMs;
        s.readBytes = std::uint64_t(mbps) * 1000 * ms;
        read += s.readBytes;
        samples << s;
    }
    ChartsPage page;
    page.logScaleSwitch()->setChecked(false);
    page.setResult(r);
    const QXYSeries *reads = seriesNamed(page.charts().at(VerifyChartIndex)->chart(), QStringLiteral("Read back"));
    ASSERT_NE(reads, nullptr);
    ASSERT_EQ(reads->count(), 3) << "100 ms; 3 × 20 ms merged into 60 ms; 100 ms with the 40 ms remainder";
    EXPECT_NEAR(reads->at(0).y(), 40.0, 1e-9);
    EXPECT_NEAR(reads->at(1).y(), 10.0, 1e-9) << "600 kB in 60 ms";
    EXPECT_NEAR(reads->at(2).y(), (4e6 + 4e5) / 0.14 / 1e6, 1e-9) << "4.4 MB in 140 ms";
    EXPECT_NEAR(reads->at(2).x() * 1e9, double(read), 1.0) << "the line ends where reading did";
}

TEST(VerifyChart, ACapacityProbeSaysItHasNoRateToDraw)
{
    ChartsPage page;
    page.setResult(Fixtures::capacityProbe());
    ResultChart *verify = page.charts().at(VerifyChartIndex);
    EXPECT_FALSE(verify->isFilled());
    EXPECT_FALSE(verify->isHidden());
    bool said = false;
    for (const QLabel *label : verify->findChildren<QLabel *>())
        said = said || label->text().contains(QLatin1String("capacity probe writes and reads a few places"));
    EXPECT_TRUE(said);

    page.setResult(Fixtures::defaultProfile());
    EXPECT_TRUE(verify->isHidden()) << "the benchmark's own charts back";
    EXPECT_FALSE(page.charts().at(0)->isHidden());
}
