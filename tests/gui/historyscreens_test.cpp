// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The History tab and the comparison on a 1280×646 laptop screen in every language: screenshots for people to look
// at, and no text cut off or widget outside the window.
#include "guihelpers.h"
#include "reportfixtures.h"
#include "screenshotsupport.h"
#include "support/tempdir.h"

#include "gui/charts/chartspage.h"
#include "gui/charts/peerdistributionchart.h"
#include "gui/charts/peerdistributionview.h"
#include "gui/history/comparedialog.h"
#include "gui/history/historypage.h"
#include "gui/results/resultcell.h"
#include "gui/results/resultsgrid.h"
#include "gui/settings/language.h"
#include "gui/settings/theme.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include "history/historystore.h"
#include "model/smallfiles.h"

#include <QLabel>
#include <QScrollArea>
#include <QTabWidget>

#include <cmath>
#include <memory>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {
/// The main window on a 1280×646 screen, its history read from @p historyPath.
std::unique_ptr<WindowUnderTest> laptopWindowOn(const QString &historyPath)
{
    qputenv("SEKTOR_HISTORY", historyPath.toUtf8());
    auto window = std::make_unique<WindowUnderTest>();
    qunsetenv("SEKTOR_HISTORY");
    window->show();
    window->resize(1280, 646);
    return window;
}

/// A Samsung SSD 870 EVO 1TB's Default run kept in a history at @p path among 42 other runs of its model (9 of them
/// imported), denser in the middle, from 86 % to 130 % of its figures; its id there in @p id.
RunResult runAmong42OfItsModel(const QString &path, qint64 &id)
{
    RunResult result = Fixtures::defaultProfile();
    result.target.drives.first().model = QStringLiteral("Samsung SSD 870 EVO 1TB");
    result.target.drives.first().sizeBytes = 1'000'204'886'016;
    History::HistoryStore store(path);
    for (int i = 0; i < 42; ++i) {
        const double factor = 1.08 + 0.22 * std::pow((i - 20.5) / 20.5, 3);
        RunResult other = Fixtures::scaled(result, factor);
        other.started = result.started.addDays(-1 - i);
        other.target.drives.first().serial = QStringLiteral("EVO%1").arg(i);
        other.target.drives.first().wwid.clear();
        EXPECT_FALSE(store.saveAll({other}, i < 9).isError());
    }
    History::Saved saved;
    EXPECT_FALSE(store.save(result, &saved).isError());
    id = saved.id;
    return result;
}

/// Compares the history's @p rows, saves the dialog as @p name (and its picture as @p name-image) and checks that it
/// fits a 1280×646 screen whole.
void saveComparison(WindowUnderTest &w, const QList<int> &rows, const QString &name)
{
    w.historyPage()->selectRows(rows);
    CompareDialog *dialog = w.historyPage()->compareSelected();
    ASSERT_NE(dialog, nullptr);
    settle();
    EXPECT_LE(dialog->width(), 1280);
    EXPECT_LE(dialog->height(), 646);
    save(dialog, name);
    EXPECT_EQ(truncatedTexts(dialog), QStringList()) << qPrintable(name);
    EXPECT_EQ(offWindowWidgets(dialog), QStringList()) << qPrintable(name);
    // And the picture Save Image writes of it.
    const QString picture = QStringLiteral(SEKTOR_SCREENSHOT_DIR "/%1-image%2.png")
                                .arg(name, qEnvironmentVariable("SEKTOR_SCREENSHOT_SUFFIX"));
    EXPECT_EQ(dialog->writeImage(picture), QString()) << qPrintable(picture);
    dialog->close();
}
} // namespace

TEST(Screenshots, TheHistoryAndAComparisonFitALaptopScreen)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    TempDir dir;
    const QString path = QString::fromStdString(dir.file("history.sqlite"));
    {
        // A month of one drive's runs, getting slower, with a comment, then a run at another test size and heat.
        History::HistoryStore store(path);
        RunResult run = Fixtures::defaultProfile();
        for (int week = 0; week < 5; ++week) {
            RunResult r = Fixtures::scaled(run, 1.0 - 0.04 * week);
            r.started = run.started.addDays(7 * week);
            r.comment = week == 4 ? QStringLiteral("after the firmware update") : QString();
            if (week == 4) {
                r.target.span = r.options.testSize = 4ull << 30;
                r.target.drives.first().temperature.readings = {{0, 41000}, {1000, 67000}};
            }
            ASSERT_FALSE(store.save(r).isError());
        }
        RunResult other = Fixtures::blockDevice();
        ASSERT_FALSE(store.save(other).isError());
    }
    const std::unique_ptr<WindowUnderTest> window = laptopWindowOn(path);
    WindowUnderTest &w = *window;
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        w.tabs()->setCurrentWidget(w.historyPage());
        settle(); // the page reads the history again in the new language
        w.historyPage()->selectRows({1, 5});
        settle();
        save(&w, QStringLiteral("laptop-1280x646-history-%1").arg(lang));
        EXPECT_EQ(truncatedTexts(&w), QStringList()) << qPrintable(lang);
        EXPECT_EQ(offWindowWidgets(&w), QStringList()) << qPrintable(lang);

        // the latest, the week before, and the first
        saveComparison(w, {0, 1, 5}, QStringLiteral("laptop-compare-%1").arg(lang));
    }
    applyLanguage(QStringLiteral("en"));
}

// Two small-files runs compared: their six phases in files per second, each run's column and the change.
TEST(Screenshots, AComparisonOfSmallFilesRunsFitsALaptopScreen)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    TempDir dir;
    const QString path = QString::fromStdString(dir.file("history.sqlite"));
    {
        History::HistoryStore store(path);
        RunResult first = Fixtures::smallFiles();
        RunResult second = first;
        second.started = first.started.addDays(30);
        for (FilePhaseResult &p : second.tests.first().payload.edit<SmallFilesResult>().phases)
            p.elapsedNs = p.elapsedNs * 4 / 5; // a quarter more files per second
        ASSERT_FALSE(store.save(first).isError());
        ASSERT_FALSE(store.save(second).isError());
    }
    const std::unique_ptr<WindowUnderTest> window = laptopWindowOn(path);
    WindowUnderTest &w = *window;
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        w.tabs()->setCurrentWidget(w.historyPage());
        settle();
        saveComparison(w, {0, 1}, QStringLiteral("laptop-compare-small-files-%1").arg(lang));
    }
    applyLanguage(QStringLiteral("en"));
}

// A run on /dev/shm compared with one on a disk. The dialog at both laptop sizes with each run's caveats
// under its line, and the picture Save Image writes (drawn from the runs, the caveats in the memory run's card) in the
// light and the dark theme, in every language.
TEST(Screenshots, AMemoryRunComparedWithADiskKeepsItsCaveatsInTheDialogAndThePicture)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    TempDir dir;
    const QString path = QString::fromStdString(dir.file("history.sqlite"));
    {
        History::HistoryStore store(path);
        ASSERT_FALSE(store.save(Fixtures::defaultProfile()).isError());
        ASSERT_FALSE(store.save(Fixtures::defaultOnDevShm()).isError());
    }
    const std::unique_ptr<WindowUnderTest> window = laptopWindowOn(path);
    WindowUnderTest &w = *window;
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        w.tabs()->setCurrentWidget(w.historyPage());
        settle();
        w.historyPage()->selectRows({1, 0}); // the disk run first: the baseline
        CompareDialog *dialog = w.historyPage()->compareSelected();
        ASSERT_NE(dialog, nullptr);
        for (const QSize screen : {QSize(1280, 646), QSize(1093, 614)}) {
            dialog->resize(screen);
            settle();
            const QString size = QStringLiteral("%1x%2").arg(screen.width()).arg(screen.height());
            save(dialog, QStringLiteral("laptop-%1-compare-memory-%2").arg(size, lang));
            EXPECT_EQ(truncatedTexts(dialog), QStringList()) << qPrintable(size) << ", " << qPrintable(lang);
            EXPECT_EQ(offWindowWidgets(dialog), QStringList()) << qPrintable(size) << ", " << qPrintable(lang);
        }
        for (const Theme theme : {Theme::Light, Theme::Dark}) {
            applyTheme(theme);
            if (theme == Theme::Dark) { // the dialog itself, which Save Image used to write: the picture must not be it
                settle();
                save(dialog, QStringLiteral("laptop-1093x614-compare-memory-dark-%1").arg(lang));
                EXPECT_EQ(truncatedTexts(dialog), QStringList()) << "dark, " << qPrintable(lang);
            }
            const QString name = QStringLiteral(SEKTOR_SCREENSHOT_DIR "/compare-image-memory-%1-%2%3.png")
                                     .arg(theme == Theme::Dark ? QStringLiteral("dark") : QStringLiteral("light"),
                                          lang,
                                          qEnvironmentVariable("SEKTOR_SCREENSHOT_SUFFIX"));
            EXPECT_EQ(dialog->writeImage(name), QString()) << qPrintable(name);
        }
        applyTheme(Theme::System);
        dialog->close();
    }
    applyLanguage(QStringLiteral("en"));
}

// A result among 42 of its model in the history (9 of them imported), opened from it: the first cell's tooltip says
// where it stands, in every language, on the 1280×646 laptop screen (the tooltip is a window of its own: the screen is
// grabbed).
TEST(Screenshots, ACellSaysWhereItsFigureStandsAmongItsModel)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    TempDir dir;
    const QString path = QString::fromStdString(dir.file("history.sqlite"));
    qint64 id = 0;
    const RunResult result = runAmong42OfItsModel(path, id);
    const std::unique_ptr<WindowUnderTest> window = laptopWindowOn(path);
    WindowUnderTest &w = *window;
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        w.showPastRun(result, id); // looked up among the 42 as it opens
        w.tabs()->setCurrentIndex(0);
        settle();
        ResultCell *cell = w.grid()->cell(0, 0);
        EXPECT_TRUE(cell->toolTip().contains(QStringLiteral("42"))) << qPrintable(cell->toolTip());
        saveWithToolTip(&w, cell, QStringLiteral("laptop-1280x646-peers-%1").arg(lang));
    }
    applyLanguage(QStringLiteral("en"));
}

// A run among 42 others of its model in the history, opened from the History tab: the line under the grid
// and the distribution on the Charts tab, on both laptop screens in every language, nothing cut off or off the window.
TEST(Screenshots, APastRunStandsAmongItsModelUnderTheGridAndOnTheChartsTab)
{
    SEKTOR_REQUIRE_SCREENSHOTS();
    TempDir dir;
    const QString path = QString::fromStdString(dir.file("history.sqlite"));
    qint64 id = 0;
    const RunResult result = runAmong42OfItsModel(path, id);
    const std::unique_ptr<WindowUnderTest> window = laptopWindowOn(path);
    WindowUnderTest &w = *window;
    auto *scroll = qobject_cast<QScrollArea *>(w.tabs()->widget(1));
    ASSERT_NE(scroll, nullptr);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("pt")}) {
        applyLanguage(lang);
        w.showPastRun(result, id);
        for (const QSize screen : {QSize(1280, 646), QSize(1093, 614)}) {
            w.resize(screen);
            const QString size = QStringLiteral("%1x%2").arg(screen.width()).arg(screen.height());
            w.tabs()->setCurrentIndex(0);
            settle();
            auto *line = w.findChild<QLabel *>(QStringLiteral("peersLine"));
            EXPECT_TRUE(line->isVisible() && line->text().contains(QStringLiteral("42"))) << qPrintable(line->text());
            save(&w, QStringLiteral("laptop-%1-peers-line-%2").arg(size, lang));
            EXPECT_EQ(truncatedTexts(&w), QStringList()) << qPrintable(size) << ", " << qPrintable(lang);
            EXPECT_EQ(offWindowWidgets(&w), QStringList()) << qPrintable(size) << ", " << qPrintable(lang);
            w.tabs()->setCurrentIndex(1);
            settle();
            scroll->ensureWidgetVisible(w.chartsPage()->peerDistribution());
            settle();
            EXPECT_TRUE(w.chartsPage()->peerDistribution()->chart()->isFilled());
            save(&w, QStringLiteral("laptop-%1-peers-chart-%2").arg(size, lang));
            EXPECT_EQ(truncatedTexts(&w), QStringList()) << qPrintable(size) << ", " << qPrintable(lang);
        }
    }
    w.resize(1280, 646);
    applyLanguage(QStringLiteral("en"));
}
