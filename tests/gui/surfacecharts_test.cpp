// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The surface tests' views, checked on the data they are given: the map's points at their chunks' positions and
// rates, the slow region shaded where it is, the access-time dots where the reads went, the block map's cells where
// the ranges are, and the surface profiles greyed (with the reason) for a folder.
#include "model/kinds/surfaceoptions.h"
#include "reportfixtures.h"

#include "gui/charts/chartspage.h"
#include "gui/charts/resultchart.h"
#include "gui/options/runoptionsbar.h"
#include "gui/surface/surfaceblockmap.h"
#include "model/surface.h"

#include <QAreaSeries>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QImage>
#include <QLineSeries>
#include <QScatterSeries>
#include <QStandardItemModel>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;

namespace {
constexpr int PositionMapIndex = 6;
constexpr int AccessTimeIndex = 7;

template<typename Series>
Series *seriesNamed(QChart *chart, const QString &name)
{
    for (QAbstractSeries *s : chart->series()) {
        if (auto *typed = qobject_cast<Series *>(s); typed && s->name() == name)
            return typed;
    }
    return nullptr;
}
} // namespace

TEST(SurfaceCharts, ThePositionMapDrawsEachChunkAtItsPositionAndRateAndShadesTheSlowRegion)
{
    const RunResult r = Fixtures::positionMap(); // 200 samples 200 → 100 MB/s, 40 MB/s at samples 60 and 61
    ChartsPage page;
    page.logScaleSwitch()->setChecked(false);
    page.setResult(r);
    ResultChart *map = page.charts().at(PositionMapIndex);
    ASSERT_TRUE(map->isFilled());
    EXPECT_EQ(page.findChild<QGridLayout *>()->itemAtPosition(0, 0)->widget(), map) << "what it is run for leads";
    EXPECT_TRUE(page.findChild<SurfaceBlockMap *>()->isHidden())
        << "samples leave most of a block map unread: not shown";
    QChart *chart = map->chart();
    auto *rate = seriesNamed<QLineSeries>(chart, QStringLiteral("Read rate"));
    ASSERT_NE(rate, nullptr);
    const SurfaceResult &s = r.tests.first().payload.get<SurfaceResult>();
    ASSERT_EQ(rate->count(), 199) << "the unreadable chunk has no rate";
    EXPECT_NEAR(rate->at(0).x(), 32 * double(MiB) / 1e9, 1e-9) << "the first chunk at its middle";
    EXPECT_NEAR(rate->at(0).y(), 200.0, 0.01);
    EXPECT_NEAR(rate->at(60).y(), 40.0, 0.01);
    EXPECT_NEAR(rate->at(198).x(), (double(s.deviceBytes) - 32 * double(MiB)) / 1e9, 1e-9) << "the last at the end";
    EXPECT_NEAR(rate->at(198).y(), 100.0, 0.01);
    int bands = 0;
    for (QAbstractSeries *series : chart->series()) {
        if (auto *band = qobject_cast<QAreaSeries *>(series)) {
            ++bands;
            EXPECT_NEAR(band->upperSeries()->at(0).x(), double(s.chunks[60].offset) / 1e9, 1e-9);
            EXPECT_NEAR(band->upperSeries()->at(1).x(), double(s.chunks[61].offset + s.chunks[61].length) / 1e9, 1e-9);
        }
    }
    EXPECT_EQ(bands, 1) << "the two slow samples are one region";
    EXPECT_TRUE(chart->title().contains(QStringLiteral("min 40, mean 149, max 200 MB/s")))
        << qPrintable(chart->title());
}

TEST(SurfaceCharts, AReadScanLeadsWithItsBlockMapWithTheRangesInTheirCells)
{
    const RunResult r
        = Fixtures::readScan(); // stopped at 60 %, an error at 200 × 256 MiB, a slow read at 100 × 256 MiB
    ChartsPage page;
    page.resize(1200, 900);
    page.setResult(r);
    SurfaceBlockMap *map = page.findChild<SurfaceBlockMap *>();
    ASSERT_TRUE(map->isFilled());
    EXPECT_EQ(page.findChild<QGridLayout *>()->itemAtPosition(0, 0)->widget(), map);
    EXPECT_FALSE(page.charts().at(PositionMapIndex)->isHidden()) << "its rate by position beside it";
    const QList<SurfaceCell> &cells = map->cells();
    ASSERT_EQ(cells.size(), SurfaceBlockMap::Columns * SurfaceBlockMap::Rows);
    const auto cellOf = [&](std::uint64_t offset) {
        return int(double(offset) / double(r.tests.first().payload.get<SurfaceResult>().deviceBytes)
                   * double(cells.size()));
    };
    const SurfaceRange &slow = r.tests.first().payload.get<SurfaceResult>().ranges.at(0);
    const SurfaceRange &error = r.tests.first().payload.get<SurfaceResult>().ranges.at(1);
    EXPECT_EQ(cells.at(cellOf(error.offset)), SurfaceCell::Error);
    EXPECT_EQ(cells.at(cellOf(slow.offset)), SurfaceCell::Slow);
    EXPECT_EQ(cells.count(SurfaceCell::Error), 1);
    EXPECT_EQ(cells.count(SurfaceCell::Slow), 1);
    EXPECT_EQ(cells.last(), SurfaceCell::Unread) << "stopped at 60 %";
    EXPECT_EQ(cells.first(), SurfaceCell::Good);
    // And drawn so: the red cell is red on screen.
    page.show();
    const QImage image = map->grab().toImage();
    const QRect red = map->cellRect(cellOf(error.offset));
    EXPECT_EQ(image.pixelColor(red.center()), SurfaceBlockMap::cellColor(SurfaceCell::Error));
    EXPECT_EQ(image.pixelColor(map->cellRect(0).center()), SurfaceBlockMap::cellColor(SurfaceCell::Good));
}

TEST(SurfaceCharts, TheAccessTimeDotsLieWhereTheReadsWentWithTheMeanAcross)
{
    const RunResult r = Fixtures::accessTime(); // 200 reads spread over the drive, 5 to 15 ms
    ChartsPage page;
    page.setResult(r);
    ResultChart *view = page.charts().at(AccessTimeIndex);
    ASSERT_TRUE(view->isFilled());
    auto *reads = seriesNamed<QScatterSeries>(view->chart(), QStringLiteral("Reads"));
    ASSERT_NE(reads, nullptr);
    ASSERT_EQ(reads->count(), 200);
    const QList<AccessPoint> &points = r.tests.first().payload.get<SurfaceResult>().accesses;
    for (int i = 0; i < 200; i += 37) {
        EXPECT_NEAR(reads->at(i).x(), double(points.at(i).offset) / 1e9, 1e-9);
        EXPECT_NEAR(reads->at(i).y(), double(points.at(i).latencyNs) / 1e6, 1e-9);
    }
    auto *mean = seriesNamed<QLineSeries>(view->chart(), QStringLiteral("Mean"));
    ASSERT_NE(mean, nullptr);
    EXPECT_NEAR(mean->at(0).y(), 9.955, 0.01);
    EXPECT_TRUE(page.findChild<SurfaceBlockMap *>()->isHidden());
    EXPECT_TRUE(page.charts().at(PositionMapIndex)->isHidden());
}

TEST(SurfaceCharts, TheSurfaceProfilesAreGreyedWithTheReasonForAFolder)
{
    RunOptionsBar bar;
    auto *profiles = bar.findChild<QComboBox *>();
    auto *model = qobject_cast<QStandardItemModel *>(profiles->model());
    ASSERT_NE(model, nullptr);
    const auto item = [&](const char *id) {
        return model->item(profiles->findData(QLatin1String(id)));
    };
    bar.setTargetIsDevice(true);
    ASSERT_TRUE(bar.setProfile(QStringLiteral("read-scan")));
    EXPECT_TRUE(item("read-scan")->isEnabled());
    EXPECT_EQ(bar.profile().kind, Profile::Kind::ReadScan);
    bar.setTargetIsDevice(false);
    for (const char *id : {"position-map", "access-time", "read-scan"}) {
        EXPECT_FALSE(item(id)->isEnabled()) << id;
        EXPECT_TRUE(item(id)->toolTip().contains(QStringLiteral("not a folder"))) << id;
    }
    EXPECT_TRUE(item("default")->isEnabled());
    EXPECT_EQ(bar.profile().id, QStringLiteral("default")) << "a folder cannot keep a surface test chosen";
}

TEST(SurfaceCharts, TheSurfaceSettingsAreChosenInThePopupWhereTheyApply)
{
    RunOptionsBar bar;
    bar.setTargetIsDevice(true);
    const auto combo = [&](const char *name) -> QComboBox * {
        for (auto *c : bar.findChildren<QComboBox *>()) {
            if (c->accessibleName() == QLatin1String(name))
                return c;
        }
        return nullptr;
    };
    QComboBox *samples = combo("Position map samples");
    QComboBox *reads = combo("Access time reads");
    QComboBox *slowRead = combo("Slow read limit");
    QComboBox *depth = combo("Queue depth");
    ASSERT_TRUE(samples && reads && slowRead && depth);
    const auto shown = [](QComboBox *c) {
        return !c->isHidden();
    };
    ASSERT_TRUE(bar.setProfile(QStringLiteral("position-map")));
    EXPECT_TRUE(shown(samples));
    EXPECT_TRUE(shown(depth));
    EXPECT_FALSE(shown(reads));
    EXPECT_FALSE(shown(combo("Measure time"))) << "one pass over the device: no measure time";
    EXPECT_EQ(depth->currentData().toInt(), 8) << "the profile's own depth";
    samples->setCurrentIndex(samples->findData(0));
    depth->setCurrentIndex(depth->findData(4));
    EXPECT_EQ(bar.options().kinds.get<SurfaceOptions>().mapSamples, 0) << "all";
    EXPECT_EQ(bar.profile().tests.first().queueDepth, 4u);

    ASSERT_TRUE(bar.setProfile(QStringLiteral("read-scan")));
    EXPECT_TRUE(shown(slowRead));
    EXPECT_FALSE(shown(samples));
    EXPECT_EQ(depth->currentData().toInt(), 1) << "back to the scan's own depth";
    slowRead->setCurrentIndex(slowRead->findData(500));
    EXPECT_EQ(bar.options().kinds.get<SurfaceOptions>().slowRead, std::chrono::milliseconds(500));

    ASSERT_TRUE(bar.setProfile(QStringLiteral("access-time")));
    EXPECT_TRUE(shown(reads));
    EXPECT_FALSE(shown(depth)) << "the access time is read one at a time";
    RunOptions o;
    o.kinds.edit<SurfaceOptions>().accessReads = 2500; // as --autorun passes it: kept, though not in the list
    bar.setOptions(o);
    EXPECT_EQ(bar.options().kinds.get<SurfaceOptions>().accessReads, 2500);
}
