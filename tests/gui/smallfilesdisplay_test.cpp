// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What the window shows of the small-files test without a run: its settings in the More popup (runs and size greyed
// with the reason), greyed for a raw device, its two charts alone on the Charts page drawing the fixture's rates and
// latencies, and its shared picture saying what ran and in what unit.
#include "chartseries.h"
#include "guihelpers.h"
#include "model/kinds/smallfilesoptions.h"
#include "reportfixtures.h"

#include "gui/charts/chartspage.h"
#include "gui/charts/resultchart.h"
#include "gui/options/runmoreoptions.h"
#include "gui/options/runoptionsbar.h"
#include "gui/share/resultsimage.h"

#include <QBarSet>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QLogValueAxis>
#include <QStandardItemModel>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

TEST(SmallFilesWindow, TheChartsDrawTheFixturesRatesAndLatenciesAloneOnThePage)
{
    const RunResult r = Fixtures::smallFiles();
    ChartsPage page;
    page.logScaleSwitch()->setChecked(false);
    page.setResult(r);
    for (int i = 0; i < page.charts().size(); ++i)
        EXPECT_EQ(page.charts().at(i)->isHidden(), i != SmallFilesRateChartIndex && i != SmallFilesLatencyChartIndex)
            << i;
    ResultChart *rate = page.charts().at(SmallFilesRateChartIndex);
    ASSERT_TRUE(rate->isFilled());
    const QBarSet *sequential = barSet(rate->chart(), QStringLiteral("Sequential"));
    const QBarSet *random = barSet(rate->chart(), QStringLiteral("Random"));
    ASSERT_TRUE(sequential && random);
    // Create, Stat, Delete: the fixture's rates, in whole files per second.
    const double expected[2][3] = {{58000, 490000, 50000}, {68000, 580000, 40000}};
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(sequential->at(i), expected[0][i]) << i;
        EXPECT_EQ(random->at(i), expected[1][i]) << i;
    }
    ResultChart *latency = page.charts().at(SmallFilesLatencyChartIndex);
    ASSERT_TRUE(latency->isFilled());
    const QBarSet *p50 = barSet(latency->chart(), QStringLiteral("Sequential p50"));
    const QBarSet *p99 = barSet(latency->chart(), QStringLiteral("Random p99"));
    ASSERT_TRUE(p50 && p99);
    // One file in fifty takes ten times the others (the fixture): p50 the typical time, p99 the slow one.
    EXPECT_NEAR(p50->at(0), 1e6 / 58000 / 1.18, 0.5);
    EXPECT_NEAR(p99->at(2), 10 * 1e6 / 40000 / 1.18, 5);

    page.logScaleSwitch()->setChecked(true);
    ASSERT_TRUE(rate->isFilled());
    bool logAxis = false;
    for (QAbstractAxis *axis : rate->chart()->axes())
        logAxis = logAxis || qobject_cast<QLogValueAxis *>(axis);
    EXPECT_TRUE(logAxis) << "a synced create beside a stat stays readable";

    page.setResult(Fixtures::defaultProfile());
    EXPECT_TRUE(rate->isHidden()) << "the benchmark's own charts back";
}

TEST(SmallFilesWindow, ItsSettingsAreInTheMorePopupAndRunsAndSizeDoNotApply)
{
    RunOptionsBar bar;
    auto *more = bar.findChild<RunMoreOptions *>();
    ASSERT_NE(more, nullptr);
    QComboBox *files = comboNamed(more, QStringLiteral("Small files per round"));
    QComboBox *size = comboNamed(more, QStringLiteral("Small file size"));
    QComboBox *sync = comboNamed(more, QStringLiteral("What small files sync"));
    QComboBox *threads = comboNamed(more, QStringLiteral("Small-files threads"));
    ASSERT_TRUE(files && size && sync && threads);
    ASSERT_TRUE(bar.setProfile(QStringLiteral("default")));
    EXPECT_TRUE(files->isHidden()) << "only where it applies";
    ASSERT_TRUE(bar.setProfile(QStringLiteral("small-files")));
    for (QComboBox *box : {files, size, sync, threads})
        EXPECT_FALSE(box->isHidden()) << qPrintable(box->accessibleName());
    EXPECT_TRUE(comboNamed(more, QStringLiteral("Interval between tests"))->isHidden()) << "one test: no pause";

    RunOptions chosen;
    chosen.kinds.edit<SmallFilesOptions>().files = 65536;
    chosen.kinds.edit<SmallFilesOptions>().fileBytes = 4096;
    chosen.kinds.edit<SmallFilesOptions>().sync = FileSync::FileAndFolder;
    bar.setOptions(chosen);
    threads->setCurrentIndex(threads->findData(4));
    const RunOptions o = bar.options();
    EXPECT_EQ(o.kinds.get<SmallFilesOptions>().files, 65536);
    EXPECT_EQ(o.kinds.get<SmallFilesOptions>().fileBytes, 4096u);
    EXPECT_EQ(o.kinds.get<SmallFilesOptions>().sync, FileSync::FileAndFolder);
    EXPECT_EQ(bar.profile().tests.first().threads, 4u) << "a folder and a thread each";
    EXPECT_EQ(size->currentText(), QStringLiteral("4 KiB"));
    EXPECT_EQ(sync->currentText(), QStringLiteral("Each file and folder entry"));

    // The row's runs and size: greyed with the reason, never hidden.
    int greyed = 0;
    for (QComboBox *box : bar.findChildren<QComboBox *>(Qt::FindDirectChildrenOnly)) {
        const QString why = box->toolTip();
        if (why.contains(QLatin1String("runs do not apply")) || why.contains(QLatin1String("not a test file"))) {
            EXPECT_FALSE(box->isEnabled()) << qPrintable(why);
            ++greyed;
        }
    }
    EXPECT_EQ(greyed, 2);
}

TEST(SmallFilesWindow, ARawDeviceGreysItWithTheReason)
{
    RunOptionsBar bar;
    bar.setTargetIsDevice(true);
    auto *profiles = bar.findChild<QComboBox *>();
    ASSERT_NE(profiles, nullptr);
    const int at = profiles->findData(QStringLiteral("small-files"));
    ASSERT_GE(at, 0) << "the window offers it";
    const auto *model = qobject_cast<const QStandardItemModel *>(profiles->model());
    ASSERT_NE(model, nullptr);
    EXPECT_FALSE(model->item(at)->isEnabled());
    EXPECT_TRUE(model->item(at)->toolTip().contains(QLatin1String("Makes, reads and deletes files")))
        << qPrintable(model->item(at)->toolTip());
    bar.setTargetIsDevice(false);
    EXPECT_TRUE(model->item(at)->isEnabled());
}

TEST(SmallFilesWindow, TheSharedPictureSaysWhatRanAndInWhatUnit)
{
    const ResultsImageText text = resultsImageText(Fixtures::smallFiles());
    EXPECT_EQ(
        text.subtitle,
        QStringLiteral(
            "Small Files · 16,384 files of 0 bytes · 1 thread · 5 rounds · synced after each phase · in Files/s"));
    const QImage image = renderResultsImage(Fixtures::smallFiles());
    EXPECT_FALSE(image.isNull());
}
