// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The small-files test in the window: its table in the grid's place (an operation per row, sequential and random
// files per second), its settings in the More popup, its two charts alone on the Charts page, its shared picture.
// Against ground truth: a real run of a folder through the window shows exactly the rates of its result, draws them,
// and leaves the folder empty; the fixture's figures are drawn at their values.
#include "guihelpers.h"
#include "reportfixtures.h"
#include "support/tempdir.h"

#include "chartspage.h"
#include "livechart.h"
#include "mainwindow.h"
#include "resultcell.h"
#include "resultchart.h"
#include "resultsgrid.h"
#include "resultsimage.h"
#include "runcontroller.h"
#include "runmoreoptions.h"
#include "runoptionsbar.h"
#include "smallfilesfigures.h"
#include "smallfilespanel.h"
#include "targetselector.h"

#include "model/units.h"
#include "report/smallfilesreport.h"

#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLogValueAxis>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTest>

#include <gtest/gtest.h>

#include <filesystem>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {
constexpr int RateChartIndex = 9;
constexpr int LatencyChartIndex = 10;

/// The bar set named @p name in @p chart's bar series.
const QBarSet *barSet(QChart *chart, const QString &name)
{
    for (QAbstractSeries *s : chart->series()) {
        if (auto *bars = qobject_cast<QBarSeries *>(s)) {
            for (const QBarSet *set : bars->barSets()) {
                if (set->label() == name)
                    return set;
            }
        }
    }
    return nullptr;
}

} // namespace

TEST(SmallFilesWindow, ARunOfAFolderShowsItsRatesInTheTableAndChartsAndLeavesNothing)
{
    TempDir dir("/var/tmp");
    MainWindow w;
    w.show();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("small-files")));
    RunOptions options;
    options.smallFiles = 1024;
    options.measureTime = std::chrono::milliseconds(100);
    w.optionsBar()->setOptions(options);
    EXPECT_TRUE(w.smallFilesPanel()->isVisible());
    EXPECT_TRUE(w.smallFilesPanel()->setupText().contains(QLatin1String("Creates 1,024 files of 0 bytes")))
        << qPrintable(w.smallFilesPanel()->setupText());
    EXPECT_EQ(w.grid()->cell(0, 0), nullptr) << "no grid row: the table has a row per operation";
    EXPECT_EQ(w.grid()->allButton()->text(), QStringLiteral("Start"));

    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runAll();
    ASSERT_TRUE(done.wait(60000));
    const auto outcome = done.at(0).at(0).value<RunOutcome>();
    ASSERT_TRUE(outcome.ok()) << qPrintable(outcome.error.message());
    EXPECT_TRUE(std::filesystem::is_empty(dir.path())) << "every file and folder removed";

    const RunResult &result = w.controller()->result();
    const SmallFilesResult *files = smallFilesOf(result);
    ASSERT_NE(files, nullptr);
    ASSERT_EQ(files->phases.size(), 6);
    EXPECT_TRUE(w.smallFilesPanel()->isVisible());
    EXPECT_TRUE(w.liveChart()->isHidden()) << "no rate over time to draw: the table takes the room";
    const QString rounds
        = files->rounds == 1 ? QStringLiteral("1 round") : QStringLiteral("%1 rounds").arg(files->rounds);
    EXPECT_EQ(w.smallFilesPanel()->setupText(),
              QStringLiteral("1,024 files of 0 bytes · 1 thread · %1 · synced after each phase").arg(rounds));
    for (int row = 0; row < 3; ++row) {
        for (int column = 0; column < 2; ++column) {
            const FilePhaseResult *phase = files->phase(FileOrders[column], FileOperations[row]);
            ASSERT_NE(phase, nullptr);
            EXPECT_EQ(phase->files, 1024u * std::uint64_t(files->rounds)) << "every file, every round";
            const ResultCell *cell = w.smallFilesPanel()->cell(row, column);
            EXPECT_EQ(cell->text(), filesPerSecondText(phase->filesPerSecond())) << row << column;
            EXPECT_TRUE(cell->toolTip().contains(QLatin1String("p99.9"))) << qPrintable(cell->toolTip());
        }
    }

    ResultChart *rate = w.chartsPage()->charts().at(RateChartIndex);
    ASSERT_TRUE(rate->isFilled());
    w.chartsPage()->logScaleSwitch()->setChecked(false);
    for (FileOrder order : FileOrders) {
        const QBarSet *set = barSet(rate->chart(), fileOrderName(order));
        ASSERT_NE(set, nullptr);
        for (int i = 0; i < 3; ++i)
            EXPECT_NEAR(set->at(i), files->phase(order, FileOperations[i])->filesPerSecond(), 0.5) << "whole files/s";
    }
}

TEST(SmallFilesWindow, StopMidCreateRemovesEveryFileWithinTwoSeconds)
{
    TempDir dir("/var/tmp");
    MainWindow w;
    w.show();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("small-files")));
    RunOptions options;
    options.smallFiles = 1 << 20; // far more than it makes before the stop
    w.optionsBar()->setOptions(options);
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runAll();
    // Files on disk: its private folder holds a thread folder with some in it.
    const auto filesMade = [&dir] {
        std::error_code ignored;
        std::size_t files = 0;
        for (auto it = std::filesystem::recursive_directory_iterator(dir.path(), ignored);
             it != std::filesystem::recursive_directory_iterator();
             it.increment(ignored))
            files += it->is_regular_file(ignored) ? 1 : 0;
        return files;
    };
    QElapsedTimer waited;
    waited.start();
    while (filesMade() < 1000 && waited.elapsed() < RunStartTimeoutMs && done.isEmpty())
        QTest::qWait(20);
    ASSERT_TRUE(done.isEmpty()) << "still making files";
    ASSERT_GE(filesMade(), 1000u);
    EXPECT_EQ(w.grid()->allButton()->text(), QStringLiteral("Stop"));
    QElapsedTimer stopping;
    stopping.start();
    w.grid()->allButton()->click();
    ASSERT_TRUE(done.wait(10000));
    EXPECT_LT(stopping.elapsed(), 2000) << "every file removed within two seconds of the stop";
    EXPECT_EQ(done.at(0).at(0).value<RunOutcome>().error.code, ErrorCode::Cancelled);
    EXPECT_TRUE(std::filesystem::is_empty(dir.path()));
    EXPECT_TRUE(w.grid()->allButton()->isEnabled());
}

TEST(SmallFilesWindow, TheChartsDrawTheFixturesRatesAndLatenciesAloneOnThePage)
{
    const RunResult r = Fixtures::smallFiles();
    ChartsPage page;
    page.logScaleSwitch()->setChecked(false);
    page.setResult(r);
    for (int i = 0; i < page.charts().size(); ++i)
        EXPECT_EQ(page.charts().at(i)->isHidden(), i != RateChartIndex && i != LatencyChartIndex) << i;
    ResultChart *rate = page.charts().at(RateChartIndex);
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
    ResultChart *latency = page.charts().at(LatencyChartIndex);
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
    chosen.smallFiles = 65536;
    chosen.smallFileBytes = 4096;
    chosen.smallFileSync = FileSync::FileAndFolder;
    bar.setOptions(chosen);
    threads->setCurrentIndex(threads->findData(4));
    const RunOptions o = bar.options();
    EXPECT_EQ(o.smallFiles, 65536);
    EXPECT_EQ(o.smallFileBytes, 4096u);
    EXPECT_EQ(o.smallFileSync, FileSync::FileAndFolder);
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
