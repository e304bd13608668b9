// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The live chart on the smaller laptop screen (1093×614, the longest words: German): mid-run it keeps the size its axes
// need, with no label cut to "…", rather than fold away into blank space or squeeze its axes. And screenshots of the
// finished Position Map, Access Time and Sustained Write (their headline figures) and of the live chart mid-run, on
// both laptop screens in every language, with their pictures for forums.
#include "guihelpers.h"
#include "reportfixtures.h"
#include "screenshotsupport.h"
#include "support/quickrun.h"
#include "support/tempdir.h"
#include "windowundertest.h"

#include "gui/settings/language.h"
#include "model/units.h"

#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>

#include <gtest/gtest.h>

#include <tuple>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {
/// What the window gets from a run of its profile while it measures: 100 ms samples of each test in turn.
void feedSamples(WindowUnderTest &w, int samplesPerTest)
{
    const Profile profile = w.optionsBar()->profile();
    int index = 0;
    std::int64_t elapsed = 0;
    for (const TestSpec &spec : profile.tests) {
        for (const IoMode mode : {IoMode::Read, IoMode::Write}) {
            for (int i = 0; i < samplesPerTest; ++i) {
                Progress p;
                p.phase = Phase::Measuring;
                p.testIndex = index;
                p.testCount = int(profile.tests.size()) * 2;
                p.run = p.runs = 1;
                p.spec = spec;
                p.mode = mode;
                elapsed += 100 * NsPerMs;
                p.elapsedNs = elapsed;
                p.sample.run = 1;
                p.sample.intervalNs = 100 * NsPerMs;
                p.sample.elapsedNs = elapsed;
                (mode == IoMode::Read ? p.sample.readBytes : p.sample.writeBytes) = 150'000'000 + 1'000'000 * i;
                Q_EMIT w.controller()->progressed(p);
            }
            ++index;
        }
    }
}

/// The texts the chart draws (axis labels and titles, legend) that Qt Charts cut short for want of room.
QStringList elidedTexts(const LiveChart *chart)
{
    QStringList out;
    for (const QGraphicsItem *item : chart->scene()->items()) {
        if (!item->isVisible())
            continue;
        QString text;
        if (const auto *rich = dynamic_cast<const QGraphicsTextItem *>(item))
            text = rich->toPlainText();
        else if (const auto *simple = dynamic_cast<const QGraphicsSimpleTextItem *>(item))
            text = simple->text();
        if (text.contains(QStringLiteral("...")) || text.contains(QChar(0x2026)))
            out << text;
    }
    return out;
}
} // namespace

TEST(LiveChart, MidRunOnTheSmallerLaptopScreenInGermanItKeepsReadableAxes)
{
    SEKTOR_REQUIRE_SCREENSHOTS(); // real fonts and window metrics: the offscreen platform's do not cut labels alike
    TempDir dir("/dev/shm"); // memory: the banner above the grid warns
    WindowUnderTest w;
    prepareRun(w, dir.path(), QStringLiteral("default"), quickRunOptions());
    w.show();
    applyLanguage(QStringLiteral("de"));
    w.resize(1093, 614);
    w.tabs()->setCurrentIndex(0);
    feedSamples(w, 20);
    settle();
    const LiveChart *live = w.liveChart();
    ASSERT_TRUE(live->isVisible());
    EXPECT_TRUE(live->chart()->isVisible()) << "folded away into blank space";
    const QSize minimum = live->minimumSizeHint();
    EXPECT_GE(live->height(), minimum.height());
    EXPECT_GE(live->width(), minimum.width());
    EXPECT_GE(live->chart()->plotArea().height(), minimum.height() / 3) << "the plot keeps room between its axes";
    EXPECT_EQ(elidedTexts(live), QStringList());
    applyLanguage(QStringLiteral("en"));
}

TEST(Screenshots, HeadlinesAndTheLiveChartOnLaptopScreens)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    TempDir dir;
    WindowUnderTest w;
    w.show();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    // The fixtures as if just measured on the selected target: their figures shown as current, not greyed.
    const auto onTarget = [&dir](RunResult r) {
        r.target.path = QString::fromStdString(dir.path());
        return r;
    };
    const std::tuple<const char *, RunResult, bool> results[] = {
        {"position-map", onTarget(Fixtures::positionMap()), true},
        {"access-time", onTarget(Fixtures::accessTime()), true},
        {"sustained-write", onTarget(Fixtures::sustainedWrite(true)), false},
    };
    for (const QSize screen : {QSize(1280, 646), QSize(1093, 614)}) {
        w.resize(screen);
        const QString size = QStringLiteral("%1x%2").arg(screen.width()).arg(screen.height());
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
            applyLanguage(lang);
            for (const auto &[name, result, onDrive] : results) {
                w.optionsBar()->setTargetIsDevice(onDrive);
                ASSERT_TRUE(w.optionsBar()->setProfile(QLatin1String(name)));
                w.showPastRun(result, 0);
                w.tabs()->setCurrentIndex(0);
                settle();
                save(&w, QStringLiteral("headline-%1-%2-%3").arg(QLatin1String(name), size, lang));
                EXPECT_EQ(truncatedTexts(&w), QStringList())
                    << name << ", " << qPrintable(size) << ", " << qPrintable(lang);
                if (screen.width() == 1280)
                    saveSharePicture(result, QStringLiteral("share-headline-%1-%2").arg(QLatin1String(name), lang));
            }
        }
    }
    // The live chart mid-run of the Default profile on a memory-backed folder (the banner warns above the grid), in a
    // window that has shown nothing else.
    TempDir inMemory("/dev/shm");
    WindowUnderTest running;
    running.show();
    prepareRun(running, inMemory.path(), QStringLiteral("default"), quickRunOptions());
    feedSamples(running, 20);
    for (const QSize screen : {QSize(1280, 646), QSize(1093, 614)}) {
        running.resize(screen);
        for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
            applyLanguage(lang);
            settle();
            save(&running, QStringLiteral("live-%1x%2-%3").arg(screen.width()).arg(screen.height()).arg(lang));
        }
    }
    applyLanguage(QStringLiteral("en"));
}
