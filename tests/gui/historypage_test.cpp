// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The History tab and the comparison on a history of the test's own: runs listed newest first and filtered by
// drive, one opened into the window greyed and named as past, deleted; two compared with their deltas coloured by
// what is better in the unit, the conditions that differ, and a chart drawing what the table says.
#include "guihelpers.h"
#include "reportfixtures.h"
#include "support/tempdir.h"

#include "gui/charts/chartspage.h"
#include "gui/charts/peerdistributionchart.h"
#include "gui/charts/peerdistributionview.h"
#include "gui/history/comparechart.h"
#include "gui/history/comparedialog.h"
#include "gui/history/historypage.h"
#include "gui/history/historyrunsmodel.h"
#include "gui/results/resultcell.h"
#include "gui/results/resultscaption.h"
#include "gui/results/resultsgrid.h"
#include "gui/results/trustbanner.h"
#include "gui/run/runcontroller.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include "report/jsonreport.h"

#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {

/// A history of three runs: two of one drive a month apart (the later 20 % slower), one of another drive.
struct ThreeRuns
{
    TempDir dir;
    QString path = QString::fromStdString(dir.file("history.sqlite"));
    RunResult first = Fixtures::defaultProfile();
    RunResult later = Fixtures::scaled(first, 0.8);
    RunResult other = Fixtures::defaultProfile();

    ThreeRuns()
    {
        later.started = first.started.addDays(30);
        later.target.span = later.options.testSize = 4ull << 30;
        other.started = first.started.addDays(1);
        other.target.drives.first().serial = QStringLiteral("ANOTHER");
        other.target.drives.first().wwid.clear();
        History::HistoryStore store(path);
        for (const RunResult &r : {first, later, other})
            EXPECT_FALSE(store.save(r).isError());
    }
};

} // namespace

TEST(HistoryPage, ListsNewestFirstFiltersByDriveOpensAndDeletes)
{
    ThreeRuns h;
    HistoryPage page(h.path);
    page.refresh();
    ASSERT_EQ(page.model()->rowCount(), 3);
    EXPECT_EQ(page.model()->run(0).started, h.later.started) << "newest first";
    EXPECT_EQ(page.driveFilter()->count(), 3) << "all drives, and each of the two";

    page.setDriveFilter(page.model()->run(0).driveId);
    ASSERT_EQ(page.model()->rowCount(), 2) << "the other drive's run is left out";
    QSignalSpy opened(&page, &HistoryPage::openRequested);
    page.selectRows({1});
    page.openSelected();
    ASSERT_EQ(opened.size(), 1);
    EXPECT_EQ(toJsonBytes(opened.at(0).at(0).value<RunResult>()), toJsonBytes(h.first)) << "the run, to the last field";

    page.selectRows({0});
    page.deleteSelected(false);
    EXPECT_EQ(page.model()->rowCount(), 1);
    page.setDriveFilter(0);
    EXPECT_EQ(page.model()->rowCount(), 2);
}

TEST(HistoryPage, ComparingShowsDeltasColouredByWhatIsBetterAndTheDifferingConditions)
{
    ThreeRuns h;
    HistoryPage page(h.path);
    page.setDriveFilter(0);
    page.selectRows({0, 2}); // the later and the first run of one drive
    EXPECT_TRUE(page.compareButton()->isEnabled());
    CompareDialog *dialog = page.compareSelected();
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->headline()->text().contains(QLatin1String("the same drive")))
        << qPrintable(dialog->headline()->text());
    QTableWidget *t = dialog->table();
    ASSERT_EQ(t->rowCount(), h.first.tests.size());
    ASSERT_EQ(t->columnCount(), 4) << "test, two runs, one delta";
    // The oldest run is the baseline: the later one is 20 % slower, in red.
    EXPECT_EQ(t->item(0, 3)->text(), QStringLiteral("−20.0 %"));
    EXPECT_EQ(t->item(0, 3)->foreground().color(), QColor(0xc0, 0x1c, 0x28));
    EXPECT_TRUE(dialog->differences()->text().contains(QLatin1String("Test size")))
        << qPrintable(dialog->differences()->text());
    const QList<QList<double>> bars = dialog->chart()->values();
    ASSERT_EQ(bars.size(), 2);
    EXPECT_NEAR(bars.at(1).at(0) / bars.at(0).at(0), 0.8, 0.001) << "the chart draws what the table says";

    // In latency, lower is better: the same mean latencies change by nothing, and nothing is coloured.
    dialog->unitSwitch()->setCurrentIndex(dialog->unitSwitch()->findData(int(DisplayUnit::LatencyMicroseconds)));
    EXPECT_EQ(t->item(0, 3)->text(), QStringLiteral("0.0 %"));
    EXPECT_FALSE(t->item(0, 3)->foreground().color().isValid() && t->item(0, 3)->foreground().style() != Qt::NoBrush);
    dialog->close();
}

TEST(HistoryPage, APastRunOpensIntoTheWindowGreyedAndNamed)
{
    ThreeRuns h;
    qputenv("SEKTOR_HISTORY", h.path.toUtf8());
    WindowUnderTest w;
    qunsetenv("SEKTOR_HISTORY");
    w.show();
    w.tabs()->setCurrentWidget(w.historyPage());
    ASSERT_EQ(w.historyPage()->model()->rowCount(), 3) << "read when shown";
    w.historyPage()->selectRows({2});
    w.historyPage()->openSelected();
    EXPECT_EQ(w.tabs()->currentIndex(), 0) << "the results tab shows it";
    EXPECT_EQ(toJsonBytes(w.controller()->result()), toJsonBytes(h.first));
    EXPECT_TRUE(w.grid()->isStale()) << "greyed: not a run of the selected target now";
    EXPECT_TRUE(w.resultsCaption()->text().contains(QLatin1String("of the history")))
        << qPrintable(w.resultsCaption()->text());
}

// A past run opened from the History tab stands among the other results of its model in the history: seven
// drives of one model at 1× to 7× a speed, the fourth opened: three below it, three above (the 50th percentile, the
// median its own rate), in the line under the grid, each cell's tooltip and the Charts tab's distribution.
TEST(HistoryPage, APastRunShowsWhereItStandsAmongItsModel)
{
    TempDir dir;
    const QString path = QString::fromStdString(dir.file("history.sqlite"));
    {
        History::HistoryStore store(path);
        for (int k = 1; k <= 7; ++k) {
            RunResult r = Fixtures::scaled(Fixtures::defaultProfile(), k);
            r.started = r.started.addDays(k);
            r.target.drives.first().serial = QStringLiteral("SERIAL%1").arg(k);
            r.target.drives.first().wwid.clear();
            ASSERT_FALSE(store.save(r).isError());
        }
    }
    qputenv("SEKTOR_HISTORY", path.toUtf8());
    WindowUnderTest w;
    qunsetenv("SEKTOR_HISTORY");
    w.show();
    auto *line = w.findChild<QLabel *>(QStringLiteral("peersLine"));
    ASSERT_NE(line, nullptr);
    EXPECT_TRUE(line->isHidden()) << "no run shown: no standings";
    w.tabs()->setCurrentWidget(w.historyPage());
    ASSERT_EQ(w.historyPage()->model()->rowCount(), 7);
    w.historyPage()->selectRows({3}); // newest first: the fourth
    w.historyPage()->openSelected();
    const RunResult &shown = w.controller()->result();
    ASSERT_EQ(shown.target.drives.first().serial, QStringLiteral("SERIAL4"));

    EXPECT_FALSE(line->isHidden());
    EXPECT_TRUE(line->text().startsWith(QStringLiteral("Against the 6 results of Samsung SSD 980 PRO 500GB in the "
                                                       "history: SEQ1M Q8T1 Read at the 50th percentile (median ")))
        << qPrintable(line->text());
    EXPECT_TRUE(w.grid()->cell(0, 0)->toolTip().contains(QStringLiteral("50th percentile of 6 results")))
        << qPrintable(w.grid()->cell(0, 0)->toolTip());

    PeerDistributionView *view = w.chartsPage()->peerDistribution();
    EXPECT_FALSE(view->isHidden());
    ASSERT_TRUE(view->chart()->isFilled());
    const auto *own = qobject_cast<QLineSeries *>(view->chart()->chart()->series().at(1));
    ASSERT_NE(own, nullptr);
    EXPECT_EQ(own->objectName(), QStringLiteral("thisResult"));
    EXPECT_DOUBLE_EQ(own->at(0).x(), shown.tests.first().stats.medianBytesPerSecond / 1e6);
}
