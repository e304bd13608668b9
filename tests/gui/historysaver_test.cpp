// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The window keeps a run in the history on a thread of its own; where the system refuses that thread (a container's
// pids limit, a unit's TasksMax), the run is kept all the same, on the window's thread, and the status says so. Before,
// QThread::start() only logged the refusal and the window waited for a save that never came.
#include "gui/history/historysaver.h"
#include "gui/results/resultcell.h"
#include "gui/results/resultsgrid.h"

#include "reportfixtures.h"
#include "support/limitedcgroup.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include "history/historystore.h"
#include "model/profile.h"

#include <QSignalSpy>

#include <gtest/gtest.h>

#include <unistd.h>

using namespace Sektor;
using namespace Sektor::Test;

TEST(HistorySaver, KeepsTheRunWhenTheSystemRefusesItsThread)
{
    SEKTOR_REQUIRE_ROOT(); // root is held by a pids cgroup, not by RLIMIT_NPROC
    TempDir home;
    qputenv("SEKTOR_HISTORY", QByteArray::fromStdString(home.file("history.sqlite")));
    LimitedCgroup cgroup(100000);
    if (!cgroup.ok())
        SEKTOR_SKIP_OR_FAIL_IN_CI(cgroup.error());
    ASSERT_TRUE(cgroup.adopt(int(::getpid())));
    Gui::HistorySaver saver;
    QSignalSpy saved(&saver, &Gui::HistorySaver::finished);
    // At the limit: this process's threads, and not one more.
    const bool limited = cgroup.setTaskLimit(cgroup.tasks());
    saver.save(Fixtures::defaultProfile());
    const bool lifted = cgroup.setTaskLimit(100000) && cgroup.release(int(::getpid()));
    ASSERT_TRUE(limited && lifted);

    ASSERT_TRUE(saved.wait(10000)) << "the save never said it was over";
    EXPECT_TRUE(saved.at(0).at(0).toBool()) << qPrintable(saved.at(0).at(1).toString());
    EXPECT_TRUE(saved.at(0).at(1).toString().startsWith(QLatin1String("Saved in the history as run")));
    History::HistoryStore store(QString::fromStdString(home.file("history.sqlite")));
    QList<History::RunSummary> runs;
    ASSERT_FALSE(store.list({}, runs).isError());
    EXPECT_EQ(runs.size(), 1);
    qunsetenv("SEKTOR_HISTORY");
}

// Saved among five earlier runs of its model, a run's standings come back from the saving thread, and its cells'
// tooltips say where each figure stands.
TEST(HistorySaver, SaysWhereTheSavedRunStandsAmongItsModel)
{
    TempDir home;
    const QString path = QString::fromStdString(home.file("history.sqlite"));
    qputenv("SEKTOR_HISTORY", path.toUtf8());
    {
        History::HistoryStore store(path);
        for (int k = 1; k <= 6; ++k) {
            if (k == 3)
                continue;
            RunResult r = Fixtures::scaled(Fixtures::defaultProfile(), k);
            r.comment = QStringLiteral("drive %1").arg(k);
            r.target.drives.first().serial = QStringLiteral("SERIAL%1").arg(k);
            r.target.drives.first().wwid.clear();
            ASSERT_FALSE(store.save(r).isError());
        }
    }
    RunResult own = Fixtures::scaled(Fixtures::defaultProfile(), 3);
    own.target.drives.first().serial = QStringLiteral("SERIAL3");
    own.target.drives.first().wwid.clear();
    Gui::HistorySaver saver;
    QSignalSpy found(&saver, &Gui::HistorySaver::peersFound);
    saver.save(own);
    ASSERT_TRUE(found.wait(10000)) << "no standings came back";
    EXPECT_EQ(found.at(0).at(0).toDateTime(), own.started);
    const PeerStandings standings = found.at(0).at(1).value<PeerStandings>();
    ASSERT_EQ(standings.size(), own.tests.size());
    EXPECT_EQ(standings.first().count, 5);
    EXPECT_DOUBLE_EQ(standings.first().percentile, 40);

    Gui::ResultsGrid grid;
    grid.setProfile(*findProfile(own.profileId));
    grid.setResults(own.tests);
    const QString before = grid.cell(0, 0)->toolTip();
    EXPECT_FALSE(before.contains(QStringLiteral("percentile"))) << qPrintable(before);
    grid.setPeers(own.tests, standings);
    const QString after = grid.cell(0, 0)->toolTip();
    EXPECT_TRUE(after.contains(QStringLiteral("40th percentile of 5 results of Samsung SSD 980 PRO 500GB")))
        << qPrintable(after);
    qunsetenv("SEKTOR_HISTORY");
}
