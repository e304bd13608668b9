// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A history that cannot take a run never loses it: locked by another program (a connection holding a write
// transaction), on a read-only mount, on a full filesystem (a small loop-mounted ext4). Each time the store says
// which, the run is kept as JSON where the user is told, the history's earlier runs are intact, and the kept run
// joins the history once it takes runs again.
#include "reportfixtures.h"
#include "storeassert.h"
#include "support/fillspace.h"
#include "support/loopdevice.h"
#include "support/mountedloop.h"
#include "support/requireroot.h"

#include "history/keptresult.h"
#include "report/jsonreport.h"

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <thread>

using namespace Sektor;
using namespace Sektor::History;
using namespace Sektor::Test;

namespace {

RunResult runOn(int day)
{
    RunResult r = Fixtures::defaultProfile();
    r.started = r.started.addDays(day);
    r.comment = QStringLiteral("day %1").arg(day);
    return r;
}

int runsIn(const QString &path)
{
    HistoryStore store(path);
    QList<RunSummary> runs;
    return store.list({}, runs).isError() ? -1 : int(runs.size());
}

/// The kept file holds the run, to the last field.
::testing::AssertionResult holds(const QString &keptPath, const RunResult &run)
{
    QFile file(keptPath);
    if (!file.open(QIODevice::ReadOnly))
        return ::testing::AssertionFailure() << "cannot read " << qPrintable(keptPath);
    const QByteArray json = file.readAll();
    if (json != toJsonBytes(run))
        return ::testing::AssertionFailure() << qPrintable(keptPath) << " differs from the run";
    return ::testing::AssertionSuccess();
}

/// Points the temporary folder (keepUnsaved()'s last resort) at a folder of the test's own while it lives.
class TemporaryFolder
{
public:
    TemporaryFolder()
        : m_old(qgetenv("TMPDIR"))
    {
        qputenv("TMPDIR", QByteArray::fromStdString(m_dir.path()));
    }
    ~TemporaryFolder() { m_old.isNull() ? qunsetenv("TMPDIR") : qputenv("TMPDIR", m_old); }
    QString path() const { return QString::fromStdString(m_dir.path()); }

private:
    TempDir m_dir;
    QByteArray m_old;
};

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
        const QString kept = keepUnsaved(run, path);
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

TEST(HistoryFaults, AReadOnlyHistoryIsNotTakenForDamagedAndTheRunIsKeptElsewhere)
{
    SEKTOR_REQUIRE_ROOT();
    TempDir mountPoint;
    Mount tmpfs("tmpfs", mountPoint.path(), "tmpfs", "size=16m", false);
    ASSERT_TRUE(tmpfs.ok()) << tmpfs.error();
    const QString path = QString::fromStdString(mountPoint.file("sektor/history.sqlite"));
    ASSERT_TRUE(ok(HistoryStore(path).save(runOn(0))));
    ASSERT_TRUE(tmpfs.remount("ro"));

    TemporaryFolder temporary;
    const RunResult run = runOn(1);
    HistoryStore store(path);
    const StoreError e = store.save(run);
    EXPECT_EQ(e.kind, StoreError::Kind::Unavailable) << qPrintable(e.detail);
    EXPECT_TRUE(store.movedAside().isEmpty()) << "a sound file on a read-only disk is not damaged";
    const QString kept = keepUnsaved(run, path);
    EXPECT_TRUE(kept.startsWith(temporary.path())) << "the history's own folder is read-only too: " << qPrintable(kept);
    EXPECT_TRUE(holds(kept, run));

    ASSERT_TRUE(tmpfs.remount("rw"));
    EXPECT_EQ(runsIn(path), 1) << "the earlier run is intact";
}

TEST(HistoryFaults, AFullDiskKeepsTheRunElsewhereAndLosesNoEarlierRun)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(64 * 1024 * 1024);
    ASSERT_TRUE(fs.ok()) << fs.error();
    const QString path = QString::fromStdString(fs.file("history.sqlite"));
    ASSERT_TRUE(ok(HistoryStore(path).save(runOn(0))));
    const std::string filler = fs.file("filler");
    ASSERT_TRUE(fillCompletely(filler));

    TemporaryFolder temporary;
    RunResult run = runOn(1);
    HistoryStore store(path);
    const StoreError e = store.save(run);
    EXPECT_EQ(e.kind, StoreError::Kind::Full) << int(e.kind) << ": " << qPrintable(e.detail);
    EXPECT_TRUE(store.movedAside().isEmpty());
    const QString kept = keepUnsaved(run, path);
    EXPECT_TRUE(kept.startsWith(temporary.path())) << qPrintable(kept);
    EXPECT_TRUE(holds(kept, run));

    std::filesystem::remove(filler);
    EXPECT_EQ(runsIn(path), 1) << "the earlier run is intact";
}
