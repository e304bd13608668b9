// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Technician mode in the window: ticked drives run one after another, each raw write confirmed by its typed name,
// a refused or failing drive does not stop the others, skip and stop keep what finished, and the reports and the
// history get every drive.
#include "guihelpers.h"
#include "support/loopdevice.h"
#include "support/mountedloop.h"
#include "support/nameswap.h"
#include "support/quickrun.h"
#include "support/requireroot.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include "gui/batch/batchcontroller.h"
#include "gui/batch/batchreportfields.h"
#include "gui/batch/batchtable.h"
#include "gui/batch/batchwindow.h"
#include "gui/options/runoptionsbar.h"
#include "gui/run/destroydatadialog.h"
#include "gui/window/mainmenus.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include "history/historystore.h"

#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;
using namespace std::chrono_literals;

namespace {
constexpr int BatchTimeoutMs = 120000;

BatchWindow *openBatch(WindowUnderTest &w, const RunOptions &options)
{
    EXPECT_TRUE(w.optionsBar()->setProfile(QStringLiteral("demo")));
    w.optionsBar()->setOptions(options);
    w.menus()->batchAction()->trigger();
    return w.findChild<BatchWindow *>();
}

int rowOf(const BatchWindow &batch, const QString &path)
{
    const QList<RunTarget> &targets = batch.table()->targets();
    for (int row = 0; row < targets.size(); ++row) {
        if (targets.at(row).path == path)
            return row;
    }
    return -1;
}

DestroyDataDialog *waitForConfirmation(BatchWindow &batch, const QString &device)
{
    DestroyDataDialog *found = nullptr;
    (void)QTest::qWaitFor(
        [&] {
            for (DestroyDataDialog *d : batch.findChildren<DestroyDataDialog *>()) {
                if (d->isVisible() && d->confirms(device))
                    found = d;
            }
            return found != nullptr;
        },
        5000);
    return found;
}

QByteArray firstMiB(const std::string &device)
{
    QFile file(QString::fromStdString(device));
    return file.open(QIODevice::ReadOnly) ? file.read(1 << 20) : QByteArray();
}

// Clicks @p button and answers the message box it opens (its own event loop: a timer still runs there); its text, or
// empty when none came within a few seconds.
QString clickAndReadMessage(QPushButton *button)
{
    QString text;
    QTimer answer;
    QObject::connect(&answer, &QTimer::timeout, [&text] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            text = box->text();
            box->close();
        }
    });
    answer.start(20);
    button->click();
    (void)QTest::qWaitFor(
        [&text] {
            return !text.isEmpty();
        },
        3000);
    return text;
}

bool stamp(const std::string &device, const QByteArray &bytes)
{
    QFile file(QString::fromStdString(device));
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.flush();
}
} // namespace

TEST(BatchWindow, RunsEachTickedDriveAndKeepsGoingPastARefusalAndAFailure)
{
    SEKTOR_REQUIRE_ROOT();
    TempDir home;
    qputenv("SEKTOR_HISTORY", QByteArray::fromStdString(home.file("history.sqlite")));
    MountedLoop mounted(128ull << 20);
    ASSERT_TRUE(mounted.ok()) << mounted.error();
    MountedLoop tooSmall(8ull << 20); // the 16 MiB test file does not fit: this drive fails, the others go on
    ASSERT_TRUE(tooSmall.ok()) << tooSmall.error();
    LoopDevice confirmed;
    LoopDevice declined;
    ASSERT_TRUE(confirmed.ok() && declined.ok()) << confirmed.error() << declined.error();
    const QByteArray pattern(1 << 20, 'S');
    ASSERT_TRUE(stamp(declined.device(), pattern));

    WindowUnderTest w;
    w.show();
    BatchWindow *batch = openBatch(w, quickRunOptions());
    ASSERT_NE(batch, nullptr);
    TempDir reports;
    batch->reportFields()->setFolder(QString::fromStdString(reports.path()));
    batch->reportFields()->operatorEdit()->setText(QStringLiteral("Ana Técnica"));
    const QStringList paths {QString::fromStdString(mounted.path()),
                             QString::fromStdString(tooSmall.path()),
                             QString::fromStdString(confirmed.device()),
                             QString::fromStdString(declined.device())};
    for (const QString &path : paths) {
        const int row = rowOf(*batch, path);
        ASSERT_GE(row, 0) << qPrintable(path) << " is listed to tick";
        batch->table()->setTicked(row, true);
    }
    ASSERT_EQ(batch->table()->tickedTargets().size(), 4);

    QSignalSpy done(batch, &BatchWindow::batchFinished);
    batch->startButton()->click();
    // One typed name per raw device, asked before anything runs.
    DestroyDataDialog *first = waitForConfirmation(*batch, QString::fromStdString(confirmed.device()));
    ASSERT_NE(first, nullptr);
    EXPECT_FALSE(batch->controller()->isRunning()) << "nothing runs while a confirmation is asked";
    first->nameEdit()->setText(QString::fromStdString(confirmed.name()));
    first->destroyButton()->click();
    DestroyDataDialog *second = waitForConfirmation(*batch, QString::fromStdString(declined.device()));
    ASSERT_NE(second, nullptr);
    second->reject();
    ASSERT_TRUE(done.wait(BatchTimeoutMs));

    const QList<BatchEntry> &entries = batch->controller()->entries();
    ASSERT_EQ(entries.size(), 4);
    // The batch runs the drives in the order the list shows them (grouped, in natural order): found by target.
    const auto entryOf = [&](const QString &target) {
        for (int i = 0; i < entries.size(); ++i) {
            if (entries.at(i).target == target)
                return i;
        }
        ADD_FAILURE() << qPrintable(target) << " is not in the batch";
        return 0;
    };
    const int mountedEntry = entryOf(paths.at(0));
    const int tooSmallEntry = entryOf(paths.at(1));
    const int confirmedEntry = entryOf(paths.at(2));
    const int declinedEntry = entryOf(paths.at(3));
    EXPECT_EQ(entries.at(mountedEntry).state, BatchEntry::State::Finished)
        << qPrintable(entries.at(mountedEntry).error.message());
    EXPECT_EQ(entries.at(tooSmallEntry).state, BatchEntry::State::Failed);
    EXPECT_EQ(entries.at(tooSmallEntry).error.code, ErrorCode::NotEnoughSpace)
        << qPrintable(entries.at(tooSmallEntry).error.message());
    EXPECT_EQ(entries.at(confirmedEntry).state, BatchEntry::State::Finished)
        << qPrintable(entries.at(confirmedEntry).error.message());
    EXPECT_EQ(entries.at(confirmedEntry).result.tests.size(), 2) << "the confirmed device got its write test too";
    EXPECT_EQ(entries.at(declinedEntry).state, BatchEntry::State::Refused);
    EXPECT_EQ(entries.at(declinedEntry).error.code, ErrorCode::WritesNotAllowed);
    EXPECT_EQ(firstMiB(declined.device()), pattern) << "the device not confirmed was not written";
    EXPECT_NE(firstMiB(confirmed.device()), QByteArray(1 << 20, 0)) << "the confirmed device was written";
    EXPECT_EQ(entries.at(declinedEntry).result.target.drives.value(0).name.toStdString(), declined.name())
        << "a refused drive is still named";

    // The table says it row by row; the status counts them.
    BatchTable *table = batch->table();
    EXPECT_TRUE(table->item(table->rowOf(declinedEntry), BatchTable::NoteColumn)
                    ->text()
                    .contains(QLatin1String("not confirmed")))
        << qPrintable(table->item(table->rowOf(declinedEntry), BatchTable::NoteColumn)->text());
    EXPECT_FALSE(table->item(table->rowOf(mountedEntry), BatchTable::ReadColumn)->text().isEmpty());
    EXPECT_TRUE(batch->statusLabel()->text().contains(QLatin1String("4 drives")))
        << qPrintable(batch->statusLabel()->text());

    // A certificate for each of the four, and the summary; no report written twice over.
    const QStringList pdfs = QDir(QString::fromStdString(reports.path())).entryList({QStringLiteral("*.pdf")});
    EXPECT_EQ(pdfs.size(), 5) << qPrintable(pdfs.join(QLatin1Char(' ')));
    EXPECT_EQ(QDir(QString::fromStdString(reports.path())).entryList({QStringLiteral("batch_*.txt")}).size(), 1);
    for (const ReportFilesOutcome &outcome : batch->reportOutcomes())
        EXPECT_TRUE(outcome.ok) << qPrintable(outcome.error);

    // Every drive that measured is in the history: the two that finished.
    QList<History::RunSummary> runs;
    EXPECT_TRUE(QTest::qWaitFor(
        [&] {
            History::HistoryStore store(QString::fromStdString(home.file("history.sqlite")));
            return !store.list({}, runs).isError() && runs.size() == 2;
        },
        10000))
        << runs.size();
    qunsetenv("SEKTOR_HISTORY");
    batch->close();
}

// The typed name confirms the drive the dialog showed, not whatever has its name when the drive's
// turn comes. Confirmed, then the second loop device is detached and its name given to another file (a new diskseq
// under the same /dev/loopN) before the batch reaches it: that file comes through untouched, and the row says why.
TEST(BatchWindow, AConfirmationIsForTheDriveNotForItsName)
{
    SEKTOR_REQUIRE_ROOT();
    TempDir home;
    qputenv("SEKTOR_HISTORY", QByteArray::fromStdString(home.file("history.sqlite")));
    LoopDevice first;
    LoopDevice second;
    ASSERT_TRUE(first.ok() && second.ok()) << first.error() << second.error();
    NameSwap swap(32 * MiB, "/dev/shm");
    ASSERT_TRUE(swap.ok());

    WindowUnderTest w;
    w.show();
    BatchWindow *batch = openBatch(w, quickRunOptions());
    ASSERT_NE(batch, nullptr);
    for (const LoopDevice *loop : {&first, &second}) {
        const int row = rowOf(*batch, QString::fromStdString(loop->device()));
        ASSERT_GE(row, 0) << loop->device() << " is listed to tick";
        batch->table()->setTicked(row, true);
    }
    QSignalSpy done(batch, &BatchWindow::batchFinished);
    batch->startButton()->click();
    for (const LoopDevice *loop : {&first, &second}) {
        DestroyDataDialog *dialog = waitForConfirmation(*batch, QString::fromStdString(loop->device()));
        ASSERT_NE(dialog, nullptr);
        dialog->nameEdit()->setText(QString::fromStdString(loop->name()));
        dialog->destroyButton()->click();
    }
    // Both confirmed; the batch's first drive starts from the event loop, after this.
    ASSERT_TRUE(swap.takeNameOf(second));
    ASSERT_TRUE(done.wait(BatchTimeoutMs));

    const QList<BatchEntry> &entries = batch->controller()->entries();
    ASSERT_EQ(entries.size(), 2);
    EXPECT_EQ(entries.at(0).state, BatchEntry::State::Finished) << qPrintable(entries.at(0).error.message());
    EXPECT_EQ(entries.at(1).state, BatchEntry::State::Refused) << qPrintable(entries.at(1).error.message());
    EXPECT_TRUE(entries.at(1).error.message().contains(QLatin1String("changed after you agreed to overwrite it")))
        << qPrintable(entries.at(1).error.message());
    BatchTable *table = batch->table();
    EXPECT_TRUE(table->item(table->rowOf(1), BatchTable::NoteColumn)->text().contains(QLatin1String("changed after")))
        << qPrintable(table->item(table->rowOf(1), BatchTable::NoteColumn)->text());
    swap.release();
    EXPECT_TRUE(swap.untouched()) << "the file now under the name was not written";
    qunsetenv("SEKTOR_HISTORY");
    batch->close();
}

TEST(BatchWindow, SkipAndStopKeepTheDrivesThatFinishedAndLeaveNoTestFile)
{
    TempDir root;
    QStringList folders;
    for (const char *name : {"a", "b", "c", "d"}) {
        folders << QString::fromStdString(root.file(name));
        ASSERT_TRUE(QDir().mkpath(folders.last()));
    }
    WindowUnderTest w;
    w.show();
    RunOptions options = quickRunOptions();
    options.measureTime = 3s;
    qputenv("SEKTOR_HISTORY", QByteArray::fromStdString(root.file("history.sqlite")));
    BatchWindow *batch = openBatch(w, options);
    ASSERT_NE(batch, nullptr);
    for (const QString &folder : folders)
        ASSERT_TRUE(batch->addFolder(folder));
    BatchController *controller = batch->controller();
    QSignalSpy done(batch, &BatchWindow::batchFinished);
    batch->startButton()->click();

    // a finishes; while b measures, c (waiting) is skipped, then b itself is stopped; d starts and the batch is
    // stopped.
    auto measuring = [&](int index) {
        return QTest::qWaitFor(
            [&] {
                return controller->current() == index && controller->progress().phase == Phase::Measuring;
            },
            BatchTimeoutMs);
    };
    ASSERT_TRUE(measuring(1));
    EXPECT_GT(controller->remainingNs(), 0);
    batch->table()->selectRow(batch->table()->rowOf(2));
    EXPECT_TRUE(batch->skipButton()->isEnabled());
    batch->skipButton()->click();
    controller->skip(1);
    ASSERT_TRUE(measuring(3));
    batch->startButton()->click(); // "Stop Batch"
    ASSERT_TRUE(done.wait(BatchTimeoutMs));
    qunsetenv("SEKTOR_HISTORY");

    const QList<BatchEntry> &entries = controller->entries();
    EXPECT_EQ(entries.at(0).state, BatchEntry::State::Finished);
    EXPECT_EQ(entries.at(0).result.tests.size(), 2);
    EXPECT_EQ(entries.at(1).state, BatchEntry::State::Cancelled);
    EXPECT_EQ(entries.at(2).state, BatchEntry::State::Skipped);
    EXPECT_EQ(entries.at(3).state, BatchEntry::State::Cancelled);
    for (const QString &folder : folders)
        EXPECT_EQ(QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList())
            << qPrintable(folder) << " keeps no test file";
    EXPECT_EQ(batch->startButton()->text(), QStringLiteral("&New Batch"));
    batch->close();
}

TEST(BatchWindow, ClosingItMidBatchStopsTheDriveAndClosesOnceItHas)
{
    TempDir root;
    const QString folder = QString::fromStdString(root.file("only"));
    ASSERT_TRUE(QDir().mkpath(folder));
    WindowUnderTest w;
    w.show();
    RunOptions options = quickRunOptions();
    options.measureTime = 10s;
    qputenv("SEKTOR_HISTORY", QByteArray::fromStdString(root.file("history.sqlite")));
    BatchWindow *batch = openBatch(w, options);
    ASSERT_NE(batch, nullptr);
    ASSERT_TRUE(batch->addFolder(folder));
    QSignalSpy done(batch, &BatchWindow::batchFinished);
    // The window deletes itself once closed: what it did is taken as it finishes.
    QList<BatchEntry> entries;
    QObject::connect(batch, &BatchWindow::batchFinished, batch, [&entries, batch] {
        entries = batch->controller()->entries();
    });
    const QPointer<BatchWindow> guard(batch);
    batch->startButton()->click();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return batch->controller()->progress().phase == Phase::Measuring;
        },
        BatchTimeoutMs));
    batch->close();
    EXPECT_TRUE(batch->isVisible()) << "it waits for the drive to stop";
    ASSERT_TRUE(done.wait(5000)) << "the drive stops within a second or two";
    EXPECT_TRUE(guard.isNull() || !guard->isVisible()) << "closed once the drive stopped";
    ASSERT_EQ(entries.size(), 1);
    EXPECT_EQ(entries.at(0).state, BatchEntry::State::Cancelled);
    EXPECT_EQ(QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
    qunsetenv("SEKTOR_HISTORY");
}

TEST(BatchWindow, InParallelDrivesOnSeparateControllersRunAtOnceAndThoseSharingOneDoNot)
{
    SEKTOR_REQUIRE_ROOT();
    // /var/tmp is on this machine's disk; /dev/shm is RAM, as is a filesystem on a loop device over a file there.
    TempDir disk;
    QTemporaryDir ram(QStringLiteral("/dev/shm/sektor-batch-XXXXXX"));
    ASSERT_TRUE(ram.isValid());
    MountedLoop ramLoop(64ull << 20);
    ASSERT_TRUE(ramLoop.ok()) << ramLoop.error();
    const QStringList paths {QString::fromStdString(disk.path()), ram.path(), QString::fromStdString(ramLoop.path())};

    WindowUnderTest w;
    w.show();
    RunOptions options = quickRunOptions();
    options.measureTime = 1s;
    qputenv("SEKTOR_HISTORY", QByteArray::fromStdString(disk.file("history.sqlite")));
    BatchWindow *batch = openBatch(w, options);
    ASSERT_NE(batch, nullptr);
    for (const QString &path : paths)
        ASSERT_TRUE(batch->addFolder(path));
    batch->parallelBox()->setChecked(true);
    BatchController *controller = batch->controller();
    QSet<QList<int>> together;
    QObject::connect(controller, &BatchController::progressed, batch, [&together, controller] {
        if (const QList<int> now = controller->measuring(); now.size() > 1)
            together.insert(now);
    });
    QSignalSpy done(batch, &BatchWindow::batchFinished);
    batch->startButton()->click();
    ASSERT_TRUE(done.wait(BatchTimeoutMs));
    qunsetenv("SEKTOR_HISTORY");

    EXPECT_EQ(controller->laneCount(), 2) << "the disk, and RAM (the folder and the loop over a file there)";
    // The table lists the loop's mount among the drives, before the folders added: find each by its path.
    QList<int> index;
    for (const QString &path : paths) {
        index << -1;
        for (int i = 0; i < controller->entries().size(); ++i) {
            if (controller->entries().at(i).target == path)
                index.last() = i;
        }
        ASSERT_GE(index.last(), 0) << qPrintable(path);
        EXPECT_EQ(controller->entries().at(index.last()).state, BatchEntry::State::Finished) << qPrintable(path);
    }
    const auto measuredAtOnce = [&](int a, int b) {
        return std::any_of(together.cbegin(), together.cend(), [&](const QList<int> &drives) {
            return drives.contains(index.at(a)) && drives.contains(index.at(b));
        });
    };
    EXPECT_TRUE(measuredAtOnce(0, 1) || measuredAtOnce(0, 2)) << "the disk was measured beside RAM";
    EXPECT_FALSE(measuredAtOnce(1, 2)) << "the two in RAM were measured at once";
    batch->close();
}

TEST(BatchWindow, ADeviceTheSafetyVerdictRefusesIsListedWithItsReasonsWithoutAsking)
{
    SEKTOR_REQUIRE_ROOT();
    TempDir home;
    qputenv("SEKTOR_HISTORY", QByteArray::fromStdString(home.file("history.sqlite")));
    MountedLoop mounted(64ull << 20); // its filesystem is mounted: writing the raw device would destroy it
    ASSERT_TRUE(mounted.ok()) << mounted.error();
    WindowUnderTest w;
    w.show();
    BatchWindow *batch = openBatch(w, quickRunOptions());
    ASSERT_NE(batch, nullptr);
    const QString device = QString::fromStdString(mounted.loop().device());
    const int row = rowOf(*batch, device);
    ASSERT_GE(row, 0);
    EXPECT_FALSE(batch->table()->targets().at(row).writeRefusals.isEmpty());
    batch->table()->setTicked(row, true);
    QSignalSpy done(batch, &BatchWindow::batchFinished);
    batch->startButton()->click();
    ASSERT_TRUE(done.wait(BatchTimeoutMs)) << "no dialog asked for a name it would not use";
    EXPECT_EQ(batch->findChildren<DestroyDataDialog *>().size(), 0);
    const BatchEntry &entry = batch->controller()->entries().at(0);
    EXPECT_EQ(entry.state, BatchEntry::State::Refused);
    EXPECT_EQ(entry.error.code, ErrorCode::WritesRefused);
    EXPECT_TRUE(entry.error.message().contains(QLatin1String("mounted"))) << qPrintable(entry.error.message());
    qunsetenv("SEKTOR_HISTORY");
    batch->close();
}

TEST(BatchWindow, SignsEachCertificateWithTheKeyOfItsFieldsAndRefusesAKeyThatCannotSignBeforeAnyRun)
{
    SEKTOR_REQUIRE_ROOT();
    TempDir home;
    qputenv("SEKTOR_HISTORY", QByteArray::fromStdString(home.file("history.sqlite")));
    MountedLoop mounted(128ull << 20);
    ASSERT_TRUE(mounted.ok()) << mounted.error();
    TempDir keys;
    const std::string key = keys.file("batch-key");
    ASSERT_EQ(run({"ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", "workshop", "-f", key}).exitCode, 0);
    const std::string lockedKey = keys.file("locked-key"); // a passphrase: Sektor asks for none, it cannot sign
    ASSERT_EQ(run({"ssh-keygen", "-q", "-t", "ed25519", "-N", "secret", "-f", lockedKey}).exitCode, 0);

    WindowUnderTest w;
    w.show();
    BatchWindow *batch = openBatch(w, quickRunOptions());
    ASSERT_NE(batch, nullptr);
    TempDir reports;
    batch->reportFields()->setFolder(QString::fromStdString(reports.path()));
    const int row = rowOf(*batch, QString::fromStdString(mounted.path()));
    ASSERT_GE(row, 0);
    batch->table()->setTicked(row, true);

    // A key that cannot sign: said before anything runs, nothing written.
    batch->reportFields()->setSignKey(QString::fromStdString(lockedKey));
    const QString refusal = clickAndReadMessage(batch->startButton());
    EXPECT_TRUE(refusal.contains(QLatin1String("passphrase"))) << qPrintable(refusal);
    EXPECT_FALSE(batch->controller()->isRunning());
    EXPECT_TRUE(QDir(QString::fromStdString(reports.path())).entryList(QDir::Files).isEmpty());
    // A key without a folder to sign in.
    batch->reportFields()->setFolder({});
    batch->reportFields()->setSignKey(QString::fromStdString(key));
    EXPECT_TRUE(clickAndReadMessage(batch->startButton()).contains(QLatin1String("reports folder")));
    EXPECT_FALSE(batch->controller()->isRunning());

    batch->reportFields()->setFolder(QString::fromStdString(reports.path()));
    QSignalSpy done(batch, &BatchWindow::batchFinished);
    batch->startButton()->click();
    ASSERT_TRUE(done.wait(BatchTimeoutMs));
    ASSERT_EQ(batch->controller()->entries().size(), 1);
    EXPECT_EQ(batch->controller()->entries().at(0).state, BatchEntry::State::Finished);

    // Its certificate's signature is OpenSSH's own: ssh-keygen accepts it in the certificates' namespace.
    const QDir dir(QString::fromStdString(reports.path()));
    const QStringList signatures = dir.entryList({QStringLiteral("*.pdf.sig")}, QDir::Files);
    ASSERT_FALSE(signatures.isEmpty()) << qPrintable(dir.entryList(QDir::Files).join(QLatin1Char(' ')));
    for (const QString &signature : signatures) {
        const std::string pdf = dir.filePath(signature.chopped(4)).toStdString();
        ASSERT_TRUE(QFile::exists(QString::fromStdString(pdf))) << pdf;
        std::string bytes;
        {
            QFile file(QString::fromStdString(pdf));
            ASSERT_TRUE(file.open(QIODevice::ReadOnly));
            bytes = file.readAll().toStdString();
        }
        const CommandResult check = run({"ssh-keygen",
                                         "-Y",
                                         "check-novalidate",
                                         "-n",
                                         "sektor-certificate",
                                         "-s",
                                         dir.filePath(signature).toStdString()},
                                        bytes);
        EXPECT_EQ(check.exitCode, 0) << signature.toStdString() << ": " << check.err;
    }
    for (const ReportFilesOutcome &outcome : batch->reportOutcomes())
        EXPECT_TRUE(outcome.ok) << qPrintable(outcome.error);
    qunsetenv("SEKTOR_HISTORY");
    batch->close();
}
