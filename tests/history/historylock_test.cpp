// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A history locked by another program (a connection holding a write transaction) never loses a run: the store waits
// for the other, says it is busy when the lock outlasts the wait, and the run is kept as JSON beside the history and
// joins it once it takes runs again; a lock released within the wait costs nothing. (Read-only and full:
// historyfaults_test.cpp.)
#include "keptruns.h"
#include "storeassert.h"

#include "history/keptresult.h"

#include <QDir>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

using namespace Sektor;
using namespace Sektor::History;
using namespace Sektor::Test;

namespace {

/// Another program in the middle of a save: a connection of its own holding the write lock until released.
class WriteLockHolder
{
public:
    explicit WriteLockHolder(const QString &path)
    {
        m_thread = std::thread([this, path] {
            {
                QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("holder"));
                db.setDatabaseName(path);
                m_locked = db.open() && QSqlQuery(db).exec(QStringLiteral("BEGIN IMMEDIATE"));
                m_ready.test_and_set();
                m_ready.notify_all();
                while (!m_release.test())
                    std::this_thread::sleep_for(std::chrono::milliseconds(10));
                QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
                db.close();
            }
            QSqlDatabase::removeDatabase(QStringLiteral("holder"));
        });
        m_ready.wait(false);
    }
    ~WriteLockHolder()
    {
        release();
        m_thread.join();
    }
    bool locked() const { return m_locked; }
    void release() { m_release.test_and_set(); }

private:
    std::thread m_thread;
    std::atomic_flag m_ready;
    std::atomic_flag m_release;
    bool m_locked = false;
};

} // namespace

TEST(HistoryFaults, ALockedHistoryKeepsTheRunAndTakesItOnceFree)
{
    TempDir dir;
    const QString path = fileIn(dir, "history.sqlite");
    ASSERT_TRUE(ok(HistoryStore(path).save(runOn(0))));
    const RunResult run = runOn(1);
    {
        WriteLockHolder holder(path);
        ASSERT_TRUE(holder.locked());
        HistoryStore store(path);
        const auto start = std::chrono::steady_clock::now();
        EXPECT_EQ(store.save(run).kind, StoreError::Kind::Busy);
        EXPECT_GE(std::chrono::steady_clock::now() - start, std::chrono::seconds(4)) << "it waited for the other";
        const QString kept = keepUnsaved(run, path).path;
        EXPECT_TRUE(kept.startsWith(unsavedFolder(path))) << qPrintable(kept);
        EXPECT_TRUE(holds(kept, run));
    }
    HistoryStore store(path);
    ASSERT_TRUE(ok(store.save(runOn(2))));
    const KeptImport kept = importKept(store);
    EXPECT_EQ(kept.imported, 1);
    EXPECT_EQ(kept.failed, 0);
    EXPECT_EQ(runsIn(path), 3);
    EXPECT_TRUE(QDir(unsavedFolder(path)).isEmpty()) << "the kept file is gone once stored";
}

TEST(HistoryFaults, ALockReleasedWithinTheWaitCostsNothing)
{
    TempDir dir;
    const QString path = fileIn(dir, "history.sqlite");
    ASSERT_TRUE(ok(HistoryStore(path).save(runOn(0))));
    WriteLockHolder holder(path);
    ASSERT_TRUE(holder.locked());
    std::thread releaser([&holder] {
        std::this_thread::sleep_for(std::chrono::seconds(1));
        holder.release();
    });
    HistoryStore store(path);
    EXPECT_TRUE(ok(store.save(runOn(1))));
    releaser.join();
    EXPECT_EQ(runsIn(path), 2);
}
