// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The history store on a real SQLite file: a run saved and loaded back is the run; the same drive is recognised
// under another device name and mount point; an import of a stored run is recognised; a file that is not a
// database is moved aside, not replaced; a newer schema is refused; two stores saving at once both succeed; its folder
// and file are the user's alone.
#include "reportfixtures.h"
#include "storeassert.h"

#include "history/historyschema.h"
#include "history/historystore.h"
#include "report/jsonreport.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <gtest/gtest.h>

#include <thread>

#include <sys/stat.h>

using namespace Sektor;
using namespace Sektor::History;
using namespace Sektor::Test;

TEST(HistoryStore, ARunSavedAndLoadedBackIsTheSameRun)
{
    TempDir dir;
    HistoryStore store(fileIn(dir, "sub/history.sqlite"));
    const RunResult run = Fixtures::defaultProfile();
    Saved saved;
    ASSERT_TRUE(ok(store.save(run, &saved)));
    EXPECT_GT(saved.id, 0);
    EXPECT_FALSE(saved.alreadyStored);
    RunResult loaded;
    ASSERT_TRUE(ok(store.load(saved.id, loaded)));
    // Every field the JSON holds (histograms and samples included; report tests hold toJson() to the model).
    EXPECT_EQ(toJsonBytes(loaded), toJsonBytes(run));
    EXPECT_EQ(loaded.tests.size(), run.tests.size());

    QList<RunSummary> runs;
    ASSERT_TRUE(ok(store.list({}, runs)));
    ASSERT_EQ(runs.size(), 1);
    EXPECT_EQ(runs.first().driveSerial, run.target.drives.first().serial);
    EXPECT_EQ(runs.first().firstRead, run.tests.first().stats.medianBytesPerSecond);
    EXPECT_EQ(runs.first().started, run.started);
}

TEST(HistoryStore, TheSameDriveIsRecognisedUnderAnotherNameAndMountPoint)
{
    TempDir dir;
    HistoryStore store(fileIn(dir, "history.sqlite"));
    const RunResult first = Fixtures::defaultProfile();
    RunResult later = first;
    later.started = first.started.addDays(30);
    later.target.drives.first().name = QStringLiteral("nvme1n1");
    later.target.path = later.target.mountPoint = QStringLiteral("/media/other");
    RunResult other = first;
    other.started = first.started.addDays(1);
    other.target.drives.first().serial = QStringLiteral("ANOTHER");
    other.target.drives.first().wwid.clear();
    Saved a, b, c;
    ASSERT_TRUE(ok(store.save(first, &a)));
    ASSERT_TRUE(ok(store.save(later, &b)));
    ASSERT_TRUE(ok(store.save(other, &c)));
    QList<RunSummary> runs;
    ASSERT_TRUE(ok(store.list({}, runs)));
    ASSERT_EQ(runs.size(), 3);
    EXPECT_EQ(runs.at(0).id, b.id) << "newest first";
    QList<RunSummary> ofDrive;
    ASSERT_TRUE(ok(store.list({runs.at(0).driveId, 0}, ofDrive)));
    ASSERT_EQ(ofDrive.size(), 2);
    EXPECT_EQ(ofDrive.at(0).id, b.id);
    EXPECT_EQ(ofDrive.at(1).id, a.id);
}

TEST(HistoryStore, ARunStoredTwiceIsOneRun)
{
    TempDir dir;
    HistoryStore store(fileIn(dir, "history.sqlite"));
    Saved first, again;
    ASSERT_TRUE(ok(store.save(Fixtures::defaultProfile(), &first)));
    ASSERT_TRUE(ok(store.save(Fixtures::defaultProfile(), &again, true)));
    EXPECT_TRUE(again.alreadyStored);
    EXPECT_EQ(again.id, first.id);
    ASSERT_TRUE(ok(store.remove(first.id)));
    RunResult gone;
    EXPECT_EQ(store.load(first.id, gone).kind, StoreError::Kind::NotFound);
    EXPECT_EQ(store.remove(first.id).kind, StoreError::Kind::NotFound);
}

TEST(HistoryStore, AFileThatIsNotADatabaseIsMovedAsideNotReplaced)
{
    TempDir dir;
    const QString path = fileIn(dir, "history.sqlite");
    {
        QFile garbage(path);
        ASSERT_TRUE(garbage.open(QIODevice::WriteOnly));
        garbage.write(QByteArray(8192, 'x'));
    }
    HistoryStore store(path);
    Saved saved;
    ASSERT_TRUE(ok(store.save(Fixtures::defaultProfile(), &saved)));
    ASSERT_FALSE(store.movedAside().isEmpty());
    QFile aside(store.movedAside());
    ASSERT_TRUE(aside.open(QIODevice::ReadOnly));
    EXPECT_EQ(aside.readAll(), QByteArray(8192, 'x')) << "the old file is kept as it was";
}

TEST(HistoryStore, ANewerSchemaIsRefusedAndLeftAlone)
{
    TempDir dir;
    const QString path = fileIn(dir, "history.sqlite");
    {
        HistoryStore store(path);
        ASSERT_TRUE(ok(store.open()));
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("newer"));
        db.setDatabaseName(path);
        ASSERT_TRUE(db.open());
        ASSERT_TRUE(QSqlQuery(db).exec(QStringLiteral("PRAGMA user_version = %1").arg(SchemaVersion + 1)));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("newer"));
    HistoryStore store(path);
    const StoreError e = store.save(Fixtures::defaultProfile());
    EXPECT_EQ(e.kind, StoreError::Kind::Newer);
    EXPECT_EQ(e.detail, QString::number(SchemaVersion + 1));
}

TEST(HistoryStore, TwoProgramsSavingAtOnceBothSucceed)
{
    TempDir dir;
    const QString path = fileIn(dir, "history.sqlite");
    {
        HistoryStore store(path);
        ASSERT_TRUE(ok(store.open()));
    }
    auto saveMany = [&path](int offsetDays, int *failures) {
        HistoryStore store(path);
        RunResult r = Fixtures::defaultProfile();
        for (int i = 0; i < 25; ++i) {
            r.started = r.started.addDays(offsetDays + i);
            r.comment = QString::number(offsetDays + i);
            *failures += store.save(r).isError();
        }
    };
    int failuresA = 0, failuresB = 0;
    std::thread a(saveMany, 0, &failuresA);
    std::thread b(saveMany, 1000, &failuresB);
    a.join();
    b.join();
    EXPECT_EQ(failuresA + failuresB, 0);
    HistoryStore store(path);
    QList<RunSummary> runs;
    ASSERT_TRUE(ok(store.list({}, runs)));
    EXPECT_EQ(runs.size(), 50);
}

TEST(HistoryStore, TwoProgramsCreatingTheFileAtOnceBothSucceed)
{
    for (int attempt = 0; attempt < 5; ++attempt) {
        TempDir dir;
        const QString path = fileIn(dir, "history.sqlite");
        StoreError errors[2];
        std::thread a([&] {
            HistoryStore store(path);
            errors[0] = store.save(Fixtures::defaultProfile());
        });
        std::thread b([&] {
            HistoryStore store(path);
            RunResult r = Fixtures::defaultProfile();
            r.comment = QStringLiteral("the other");
            errors[1] = store.save(r);
        });
        a.join();
        b.join();
        EXPECT_TRUE(ok(errors[0]));
        EXPECT_TRUE(ok(errors[1]));
    }
}

// A history written by the first schema, kept as a file: every later version must open it, migrating it step by
// step, and find its runs as they were stored (two runs of the report tests' Default run, saved by historyspeed).
TEST(HistoryStore, AStoredVersion1HistoryOpensAndReadsBack)
{
    TempDir dir;
    const QString path = fileIn(dir, "history.sqlite");
    ASSERT_TRUE(QFile::copy(QStringLiteral(SEKTOR_TEST_DATA_DIR "/history-v1.sqlite"), path));
    QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    HistoryStore store(path);
    QList<RunSummary> runs;
    ASSERT_TRUE(ok(store.list({}, runs)));
    ASSERT_EQ(runs.size(), 2);
    EXPECT_EQ(runs.at(0).comment, QStringLiteral("generated run 0")) << "the newer of the two";
    EXPECT_EQ(runs.at(0).driveSerial, QStringLiteral("GEN0000"));
    RunResult loaded;
    ASSERT_TRUE(ok(store.load(runs.at(0).id, loaded)));
    const RunResult stored = Fixtures::defaultProfile();
    ASSERT_EQ(loaded.tests.size(), stored.tests.size());
    EXPECT_EQ(loaded.tests.first().stats.medianBytesPerSecond, stored.tests.first().stats.medianBytesPerSecond);
    EXPECT_EQ(loaded.target.drives.first().model, QStringLiteral("Generated SSD"));
    ASSERT_TRUE(ok(store.save(Fixtures::defaultProfile()))) << "and takes new runs";
    ASSERT_TRUE(ok(store.list({}, runs)));
    EXPECT_EQ(runs.size(), 3);
}

namespace {
mode_t modeOf(const std::string &path)
{
    struct stat st
    {
    };
    return ::stat(path.c_str(), &st) == 0 ? st.st_mode & 07777 : mode_t(0);
}
} // namespace

// The history's folder and file kept 0755 and 0644, so other users read which drives and machines a
// user tested. Made 0700 and 0600, and closed so where an earlier version left them open in the user's own place.
TEST(HistoryStore, TheHistorysFolderAndFileAreTheUsersAlone)
{
    const QByteArray data = qgetenv("XDG_DATA_HOME");
    TempDir dir;
    qputenv("XDG_DATA_HOME", QByteArray::fromStdString(dir.path())); // the user's own place: the default path
    const std::string folder = dir.file("sektor");
    {
        HistoryStore store(QString::fromStdString(folder + "/history.sqlite"));
        ASSERT_TRUE(ok(store.save(Fixtures::defaultProfile())));
        ASSERT_TRUE(QFile::exists(QString::fromStdString(folder + "/history.sqlite-wal")));
        EXPECT_EQ(modeOf(folder + "/history.sqlite-wal"), mode_t(0600)) << "SQLite's own files take the file's mode";
    }
    EXPECT_EQ(modeOf(folder), mode_t(0700));
    EXPECT_EQ(modeOf(folder + "/history.sqlite"), mode_t(0600));

    ::chmod(folder.c_str(), 0755);
    ::chmod((folder + "/history.sqlite").c_str(), 0644);
    {
        HistoryStore store(QString::fromStdString(folder + "/history.sqlite"));
        ASSERT_TRUE(ok(store.open()));
    }
    EXPECT_EQ(modeOf(folder), mode_t(0700));
    EXPECT_EQ(modeOf(folder + "/history.sqlite"), mode_t(0600));

    // A history put elsewhere (SEKTOR_HISTORY, a workshop's shared folder) is made closed, but keeps the modes its
    // owner gave it.
    const std::string shared = dir.file("shared");
    {
        HistoryStore store(QString::fromStdString(shared + "/history.sqlite"));
        ASSERT_TRUE(ok(store.open()));
    }
    EXPECT_EQ(modeOf(shared + "/history.sqlite"), mode_t(0600));
    ::chmod(shared.c_str(), 0750);
    ::chmod((shared + "/history.sqlite").c_str(), 0640);
    {
        HistoryStore store(QString::fromStdString(shared + "/history.sqlite"));
        ASSERT_TRUE(ok(store.open()));
    }
    EXPECT_EQ(modeOf(shared), mode_t(0750));
    EXPECT_EQ(modeOf(shared + "/history.sqlite"), mode_t(0640));
    if (data.isNull())
        qunsetenv("XDG_DATA_HOME");
    else
        qputenv("XDG_DATA_HOME", data);
}
