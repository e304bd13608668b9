// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The window keeps a run in the history on a thread of its own; where the system refuses that thread (a container's
// pids limit, a unit's TasksMax), the run is kept all the same, on the window's thread, and the status says so. Before,
// QThread::start() only logged the refusal and the window waited for a save that never came.
#include "gui/history/historysaver.h"

#include "reportfixtures.h"
#include "support/limitedcgroup.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include "history/historystore.h"

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
