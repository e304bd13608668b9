// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "fakerunner.h"
#include "stationfixture.h"

#include "reportfixtures.h"
#include "support/feddeviceevents.h"
#include "support/tempdir.h"

#include "certificate/certificateoutcome.h"
#include "model/caveats.h"
#include "peers/peerstanding.h"
#include "station/station.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <functional>

namespace Sektor::Test {
namespace {

using Station::DeviceEvent;
using Station::StationEvent;
using Station::StationRow;
using Kind = StationEvent::Kind;

/// The fed events of the support library, named by the C strings these tests use.
class FedSource : public FedDeviceEvents
{
public:
    void add(const char *name) { FedDeviceEvents::add(QLatin1String(name)); }
    void change(const char *name) { FedDeviceEvents::change(QLatin1String(name)); }
    void remove(const char *name) { FedDeviceEvents::remove(QLatin1String(name)); }
    void unmounted(const char *name) { FedDeviceEvents::unmounted(QLatin1String(name)); }
};

Station::ChainStep step(const char *profile)
{
    return Station::ChainStep {*findProfile(QLatin1String(profile)), RunOptions {}};
}

RunOutcome finishedScan()
{
    return RunOutcome {Fixtures::readScan(), {}};
}

class StationTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        makeStationTree(FixtureTree(m_tree.path()));
        settings.reportFolder = QString::fromStdString(m_reports.path());
        settings.chain = {step("read-scan")};
    }

    /// Makes and starts the station; false when it refused to start.
    bool start()
    {
        station = std::make_unique<Station::Station>(settings, source, [this](const QString &) {
            return runners.make();
        });
        const QString root = QString::fromStdString(m_tree.path());
        station->setCatalogReader([root] {
            return Catalog::DriveCatalog(root + QLatin1String("/sys"), root + QLatin1String("/proc"));
        });
        station->setRemovalGrace(100); // the drives of these tests go at once or not at all
        if (withMountEvents)
            station->setMountEvents(&mountEvents);
        station->setPowerOff([this](const QString &name) {
            poweredOff << name;
            return powerOffAnswer;
        });
        QObject::connect(station.get(), &Station::Station::logged, [this](const StationEvent &e) {
            events << e;
            if (onLogged)
                onLogged(e);
        });
        QObject::connect(station.get(), &Station::Station::resultKept, [this] {
            ++kept;
        });
        return station->start(&error);
    }

    /// The events of @p kind for @p device, in order.
    QList<StationEvent> eventsOf(Kind kind, const QString &device = {}) const
    {
        QList<StationEvent> found;
        for (const StationEvent &e : events) {
            if (e.kind == kind && (device.isEmpty() || e.device == device))
                found << e;
        }
        return found;
    }

    /// Runs the event loop while row @p row is being tested (a failed run waits a moment for its drive's removal).
    void waitWhileTesting(int row) const
    {
        QElapsedTimer clock;
        clock.start();
        while (station->rows().at(row).state == StationRow::State::Testing && clock.elapsed() < 10000)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    }

    /// The queued work of the station (the next drive on a bus starting) done.
    static void settle() { QCoreApplication::processEvents(); }

    QStringList reportFiles(const char *suffix) const
    {
        return QDir(settings.reportFolder).entryList({QStringLiteral("*") + QLatin1String(suffix)}, QDir::Files);
    }

    TempDir m_tree;
    TempDir m_reports;
    Station::StationSettings settings;
    FedSource source;
    FedSource mountEvents; ///< udisks2's signals, where a test gives them (withMountEvents).
    bool withMountEvents = false;
    FakeRunners runners;
    std::unique_ptr<Station::Station> station;
    QList<StationEvent> events;
    int kept = 0; ///< resultKept() signals.
    std::function<void(const StationEvent &)> onLogged; ///< Called with each event as it is logged.
    QStringList poweredOff;
    Station::PowerOffOutcome powerOffAnswer {true, {}};
    QString error;
};

TEST_F(StationTest, LeavesTheDrivesPresentAtTheStartAloneAndTakesANewOne)
{
    source.present = {QStringLiteral("sdb"), QStringLiteral("nvme0n1")};
    ASSERT_TRUE(start()) << error.toStdString();
    EXPECT_EQ(eventsOf(Kind::Refused).size(), 2);
    source.add("sdb"); // a change event of a drive it knows: not new
    EXPECT_EQ(runners.count(), 0);
    source.add("sdd");
    ASSERT_EQ(runners.count(), 1);
    EXPECT_EQ(runners.at(0)->request().target, QStringLiteral("/dev/sdd"));
    EXPECT_EQ(eventsOf(Kind::Appeared, QStringLiteral("sdd")).size(), 1);
    EXPECT_EQ(eventsOf(Kind::Started, QStringLiteral("sdd")).size(), 1);
}

TEST_F(StationTest, ADriveAttachedOnceTheStationSaysItListensIsNewNotPresentAtTheStart)
{
    source.present = {QStringLiteral("sdb")};
    // What a test (or a technician) does on reading "listening": plug a drive in. Its event comes later.
    onLogged = [this](const StationEvent &e) {
        if (e.kind == Kind::Listening && !source.present.contains(QStringLiteral("sdd")))
            source.present << QStringLiteral("sdd");
    };
    ASSERT_TRUE(start()) << error.toStdString();
    EXPECT_TRUE(eventsOf(Kind::Refused, QStringLiteral("sdd")).isEmpty());
    source.add("sdd");
    ASSERT_EQ(runners.count(), 1);
    EXPECT_EQ(runners.at(0)->request().target, QStringLiteral("/dev/sdd"));
}

TEST_F(StationTest, TakesTheEligibleDrivesPresentAtTheStartWhenAsked)
{
    settings.takePresent = true;
    source.present = {QStringLiteral("nvme0n1"), QStringLiteral("sdd")};
    ASSERT_TRUE(start());
    ASSERT_EQ(runners.count(), 1);
    EXPECT_EQ(runners.at(0)->request().target, QStringLiteral("/dev/sdd"));
    const QList<StationEvent> refused = eventsOf(Kind::Refused, QStringLiteral("nvme0n1"));
    ASSERT_EQ(refused.size(), 1);
    EXPECT_EQ(refused.first().fields.value(QStringLiteral("reason")).toString(),
              Station::refusalText(Station::Refusal::SystemDisk));
}

TEST_F(StationTest, LogsWhyItLeavesADriveAlone)
{
    ASSERT_TRUE(start());
    source.add("sde");
    source.add("loop5");
    source.add("sdf");
    EXPECT_EQ(runners.count(), 0);
    const auto reason = [this](const char *device) {
        const QList<StationEvent> refused = eventsOf(Kind::Refused, QLatin1String(device));
        return refused.isEmpty() ? QString() : refused.first().fields.value(QStringLiteral("reason")).toString();
    };
    EXPECT_EQ(reason("sde"), Station::refusalText(Station::Refusal::Mounted));
    EXPECT_EQ(reason("loop5"), Station::refusalText(Station::Refusal::MemoryBacked));
    EXPECT_EQ(reason("sdf"), Station::refusalText(Station::Refusal::Held));
}

TEST_F(StationTest, TestsDrivesOnSeparateControllersSideBySideAndOnOneInTurn)
{
    ASSERT_TRUE(start());
    source.add("sdb");
    source.add("sdc"); // the same controller as sdb
    source.add("sdd"); // another one
    EXPECT_EQ(runners.running(), 2);
    EXPECT_EQ(eventsOf(Kind::Waiting, QStringLiteral("sdc")).size(), 1);
    runners.at(0)->finish(finishedScan());
    settle();
    EXPECT_EQ(runners.running(), 2);
    EXPECT_EQ(runners.at(2)->request().target, QStringLiteral("/dev/sdc"));
}

TEST_F(StationTest, ADriveMountedWhileItWaitedForItsBusIsLeftAlone)
{
    ASSERT_TRUE(start());
    source.add("sdb");
    source.add("sdc"); // waits for sdb, on the same controller
    // Meanwhile a desktop mounts it.
    FixtureTree(m_tree.path())
        .write("proc/self/mountinfo",
               "21 1 259:2 / / rw - ext4 /dev/nvme0n1p2 rw\n"
               "30 21 8:32 / /media/sdc rw - vfat /dev/sdc rw\n");
    runners.at(0)->finish(finishedScan());
    settle();
    EXPECT_EQ(runners.count(), 1);
    EXPECT_EQ(station->rows().at(1).state, StationRow::State::Failed);
    EXPECT_EQ(station->rows().at(1).verdict, Station::refusalText(Station::Refusal::Mounted));
}

/// The fixture's mount table without sde1's mount, as after a desktop's "eject" (the kernel sends no event for it).
void unmountSde1(const TempDir &tree)
{
    FixtureTree(tree.path())
        .write("proc/self/mountinfo",
               "21 1 259:2 / / rw,relatime shared:1 - ext4 /dev/nvme0n1p2 rw\n"
               "22 21 259:1 / /boot/efi rw,relatime shared:2 - vfat /dev/nvme0n1p1 rw\n"
               "24 21 0:5 / /dev/shm rw - tmpfs tmpfs rw\n");
}

TEST_F(StationTest, ADriveLeftAloneBecauseItWasMountedIsTakenOnceUnmounted)
{
    withMountEvents = true;
    ASSERT_TRUE(start()) << error.toStdString();
    source.add("sde");
    ASSERT_EQ(eventsOf(Kind::Refused, QStringLiteral("sde")).size(), 1);
    EXPECT_EQ(runners.count(), 0);
    unmountSde1(m_tree);
    mountEvents.unmounted("sde1"); // udisks2 names the partition whose filesystem it was
    ASSERT_EQ(runners.count(), 1);
    EXPECT_EQ(runners.at(0)->request().target, QStringLiteral("/dev/sde"));
    const QList<StationEvent> unmounted = eventsOf(Kind::Unmounted, QStringLiteral("sde"));
    ASSERT_EQ(unmounted.size(), 1);
    EXPECT_EQ(unmounted.first().fields.value(QStringLiteral("filesystem")).toString(), QStringLiteral("sde1"));
    EXPECT_EQ(eventsOf(Kind::Appeared, QStringLiteral("sde")).size(), 1); // it came once
    ASSERT_EQ(station->rows().size(), 1);
    EXPECT_EQ(station->rows().at(0).device, QStringLiteral("sde"));
}

TEST_F(StationTest, AnUnmountChangesNothingForADriveLeftAloneForAnotherReasonOrStillMounted)
{
    withMountEvents = true;
    source.present = {QStringLiteral("sde")}; // there at the start: the technician's own, mounted or not
    ASSERT_TRUE(start());
    unmountSde1(m_tree);
    mountEvents.unmounted("sde1");
    EXPECT_EQ(runners.count(), 0);
    EXPECT_TRUE(eventsOf(Kind::Unmounted).isEmpty());

    // A drive with a filesystem still mounted after another one's unmount stays left alone.
    FixtureTree(m_tree.path())
        .write("proc/self/mountinfo",
               "21 1 259:2 / / rw - ext4 /dev/nvme0n1p2 rw\n"
               "30 21 8:32 / /media/sdc rw - vfat /dev/sdc rw\n");
    source.add("sdc");
    mountEvents.unmounted("sdc");
    EXPECT_EQ(runners.count(), 0);
    EXPECT_TRUE(eventsOf(Kind::Unmounted).isEmpty());
}

TEST_F(StationTest, ADriveBothSourcesReportComesOnce)
{
    withMountEvents = true;
    ASSERT_TRUE(start());
    source.change("sdd");
    mountEvents.change("sdd"); // udisks2's InterfacesAdded of the same drive, later
    mountEvents.change("sdb");
    source.add("sdb"); // the kernel's word after udisks2's
    EXPECT_EQ(eventsOf(Kind::Appeared, QStringLiteral("sdd")).size(), 1);
    EXPECT_EQ(eventsOf(Kind::Appeared, QStringLiteral("sdb")).size(), 1);
    EXPECT_EQ(runners.count(), 2);
    EXPECT_EQ(station->rows().size(), 2);
}

TEST_F(StationTest, SaysWhetherItListensToUdisksOrRunsOnTheKernelsEventsOnly)
{
    withMountEvents = true;
    mountEvents.startError = QStringLiteral("udisks2 does not run.");
    ASSERT_TRUE(start()) << error.toStdString();
    QList<StationEvent> listening = eventsOf(Kind::Listening);
    ASSERT_EQ(listening.size(), 2);
    EXPECT_FALSE(listening.at(1).fields.value(QStringLiteral("udisks")).toBool());
    EXPECT_TRUE(listening.at(1).message.contains(QLatin1String("udisks2 does not run.")));
    EXPECT_TRUE(listening.at(1).message.contains(QLatin1String("kernel's events only")));
    // Without it an unmount is never heard of: the drive stays left alone.
    source.add("sde");
    unmountSde1(m_tree);
    mountEvents.unmounted("sde1");
    EXPECT_EQ(runners.count(), 0);

    station.reset();
    events.clear();
    mountEvents.startError.clear();
    ASSERT_TRUE(start());
    listening = eventsOf(Kind::Listening);
    ASSERT_EQ(listening.size(), 2);
    EXPECT_TRUE(listening.at(1).fields.value(QStringLiteral("udisks")).toBool());
}

TEST_F(StationTest, RunsTheChainAndWritesACertificateForEachStep)
{
    settings.chain = {step("health-check"), step("read-scan")};
    ASSERT_TRUE(start());
    source.add("sdd");
    ASSERT_EQ(runners.count(), 1);
    EXPECT_EQ(runners.at(0)->request().profile.id, QStringLiteral("health-check"));
    runners.at(0)->progress(0.5);
    EXPECT_DOUBLE_EQ(station->rows().first().progress, 0.5);
    runners.at(0)->finish(finishedScan());
    ASSERT_EQ(runners.count(), 2);
    EXPECT_EQ(runners.at(1)->request().profile.id, QStringLiteral("read-scan"));
    runners.at(1)->finish(finishedScan());
    const StationRow &row = station->rows().first();
    EXPECT_EQ(row.state, StationRow::State::Finished);
    EXPECT_EQ(kept, 2) << "each step's result, for the history";
    EXPECT_EQ(eventsOf(Kind::Report, QStringLiteral("sdd")).size(), 2);
    EXPECT_EQ(reportFiles(".pdf").size(), 2);
    EXPECT_EQ(reportFiles(".json").size(), 2);
    EXPECT_TRUE(QFile::exists(row.certificate));
    const QList<StationEvent> finished = eventsOf(Kind::Finished, QStringLiteral("sdd"));
    ASSERT_EQ(finished.size(), 1);
    EXPECT_FALSE(finished.first().fields.value(QStringLiteral("verdict")).toString().isEmpty());
}

TEST_F(StationTest, AStopBetweenStepsCancelsTheChainAndItsVerdictSaysSo)
{
    settings.chain = {step("health-check"), step("read-scan"), step("read-scan")};
    ASSERT_TRUE(start());
    source.add("sdd");
    runners.at(0)->finish(finishedScan());
    ASSERT_EQ(runners.count(), 2);
    runners.at(1)->outcomeOnCancel = finishedScan(); // the step ends before the cancel reaches it
    station->stop();
    EXPECT_EQ(runners.count(), 2) << "no step starts once the station stops";
    EXPECT_EQ(station->rows().first().state, StationRow::State::Cancelled);
    EXPECT_EQ(station->rows().first().verdict, outcomeWord(CertificateOutcome::Stopped));
}

TEST_F(StationTest, AStepThatFailsEndsTheDrivesChain)
{
    settings.chain = {step("health-check"), step("read-scan")};
    ASSERT_TRUE(start());
    source.add("sdd");
    runners.at(0)->finish(RunOutcome {RunResult {}, Error::of(ErrorCode::IoError, QStringLiteral("/dev/sdd"))});
    waitWhileTesting(0);
    EXPECT_EQ(runners.count(), 1);
    EXPECT_EQ(station->rows().first().state, StationRow::State::Failed);
    EXPECT_EQ(reportFiles(".pdf").size(), 1) << "a drive that did not finish gets its certificate too";
    EXPECT_EQ(kept, 0) << "nothing measured, nothing for the history";
}

TEST_F(StationTest, ADriveRemovedDuringItsTestKeepsWhatFinishedFlaggedAndTheStationGoesOn)
{
    ASSERT_TRUE(start());
    source.add("sdd");
    ASSERT_EQ(runners.count(), 1);
    RunResult partial = Fixtures::readScan();
    runners.at(0)->outcomeOnCancel = RunOutcome {partial, Error::of(ErrorCode::IoError, QStringLiteral("/dev/sdd"))};
    source.remove("sdd");
    EXPECT_TRUE(runners.at(0)->cancelled());
    EXPECT_EQ(eventsOf(Kind::Removed, QStringLiteral("sdd")).size(), 1);
    EXPECT_EQ(eventsOf(Kind::Flagged, QStringLiteral("sdd")).size(), 1);
    EXPECT_EQ(station->rows().first().state, StationRow::State::Removed);
    EXPECT_TRUE(station->rows().first().removedDuringTest);

    const QStringList json = reportFiles(".json");
    ASSERT_EQ(json.size(), 1);
    QFile file(QDir(settings.reportFolder).filePath(json.first()));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_TRUE(file.readAll().contains(Caveat::RemovedDuringTest));

    settle();
    source.add("sdb");
    EXPECT_EQ(runners.running(), 1) << "the station goes on with the next drive";
}

TEST_F(StationTest, ARunThatFailsOnADriveGoneBeforeTheKernelSaidSoIsFlaggedRemoved)
{
    ASSERT_TRUE(start());
    source.change("loop3");
    ASSERT_EQ(runners.count(), 1);
    // A loop device detached while in use goes when the run lets go of it: the run's I/O fails first.
    FixtureTree(m_tree.path()).write("sys/devices/virtual/block/loop3/size", "0");
    runners.at(0)->finish(
        RunOutcome {Fixtures::readScan(), Error::of(ErrorCode::IoError, QStringLiteral("/dev/loop3"))});
    EXPECT_EQ(eventsOf(Kind::Flagged, QStringLiteral("loop3")).size(), 1);
    EXPECT_EQ(station->rows().first().state, StationRow::State::Removed);
}

TEST_F(StationTest, ARunThatFailsOnADriveTheKernelSaysWentJustAfterIsFlaggedRemoved)
{
    ASSERT_TRUE(start());
    source.add("sdd");
    runners.at(0)->finish(RunOutcome {Fixtures::readScan(), Error::of(ErrorCode::IoError, QStringLiteral("/dev/sdd"))});
    EXPECT_EQ(station->rows().first().state, StationRow::State::Testing) << "its removal is awaited a moment";
    source.remove("sdd");
    EXPECT_EQ(eventsOf(Kind::Flagged, QStringLiteral("sdd")).size(), 1);
    EXPECT_EQ(station->rows().first().state, StationRow::State::Removed);
}

TEST_F(StationTest, ARunThatFailsOnADriveStillThereIsNotFlaggedRemoved)
{
    ASSERT_TRUE(start());
    source.change("loop3");
    runners.at(0)->finish(
        RunOutcome {Fixtures::readScan(), Error::of(ErrorCode::IoError, QStringLiteral("/dev/loop3"))});
    waitWhileTesting(0);
    EXPECT_TRUE(eventsOf(Kind::Flagged).isEmpty());
    EXPECT_EQ(station->rows().first().state, StationRow::State::Failed);
}

TEST_F(StationTest, ALoopDeviceDetachedIsRemovedAndAttachedAgainIsNew)
{
    ASSERT_TRUE(start());
    source.change("loop3");
    ASSERT_EQ(runners.count(), 1);
    runners.at(0)->finish(finishedScan());
    settle();
    // Detached: the kernel says "change", and the loop device has no size and no file.
    FixtureTree(m_tree.path()).write("sys/devices/virtual/block/loop3/size", "0");
    source.change("loop3");
    EXPECT_EQ(eventsOf(Kind::Removed, QStringLiteral("loop3")).size(), 1);
    FixtureTree(m_tree.path()).write("sys/devices/virtual/block/loop3/size", "131072");
    source.change("loop3");
    EXPECT_EQ(runners.count(), 2);
}

TEST_F(StationTest, ALoopDeviceAttachedAnewBeforeItsDetachWasHandledIsANewDrive)
{
    // Another's loop device, there at the start.
    FixtureTree tree(m_tree.path());
    tree.write("sys/devices/virtual/block/loop3/diskseq", "10");
    source.present = {QStringLiteral("loop3")};
    ASSERT_TRUE(start()) << error.toStdString();
    ASSERT_EQ(eventsOf(Kind::Refused, QStringLiteral("loop3")).size(), 1);
    // Detached, and the name attached to a new file before the station handled the detach's event: when that event
    // and the attach's are handled, the catalog already shows the new drive, under the same name and size.
    tree.write("sys/devices/virtual/block/loop3/diskseq", "11");
    tree.write("sys/devices/virtual/block/loop3/loop/backing_file", "/var/tmp/station-b.img");
    source.change("loop3");
    source.change("loop3");
    EXPECT_EQ(eventsOf(Kind::Removed, QStringLiteral("loop3")).size(), 1);
    ASSERT_EQ(runners.count(), 1) << "the new drive is taken, once";
    EXPECT_EQ(eventsOf(Kind::Started, QStringLiteral("loop3")).size(), 1);
}

// A drive pulled mid-test, and another attached under its name before the first one's run let go of
// it, was left alone for good ("the station tests it already").
TEST_F(StationTest, ADriveAttachedUnderTheNameOfOneRemovedMidTestIsTakenToo)
{
    FixtureTree tree(m_tree.path());
    tree.write("sys/devices/virtual/block/loop3/diskseq", "10");
    ASSERT_TRUE(start()) << error.toStdString();
    source.add("loop3");
    ASSERT_EQ(runners.count(), 1);
    tree.write("sys/devices/virtual/block/loop3/diskseq", "11");
    tree.write("sys/devices/virtual/block/loop3/loop/backing_file", "/var/tmp/station-b.img");
    source.change("loop3");
    EXPECT_EQ(eventsOf(Kind::Flagged, QStringLiteral("loop3")).size(), 1) << "the first one was cut off";
    settle();
    EXPECT_EQ(runners.count(), 2) << "the drive now under the name is tested as well";
    EXPECT_EQ(eventsOf(Kind::Started, QStringLiteral("loop3")).size(), 2);
}

TEST_F(StationTest, StopCancelsTheDrivesInProgressAndKeepsTheirResults)
{
    ASSERT_TRUE(start());
    source.add("sdb");
    source.add("sdd");
    ASSERT_EQ(runners.running(), 2);
    for (int i = 0; i < 2; ++i) {
        RunResult partial = Fixtures::readScan();
        partial.warnings << QLatin1String(Caveat::Stopped);
        runners.at(i)->outcomeOnCancel = RunOutcome {partial, Error::of(ErrorCode::Cancelled)};
    }
    int stopped = 0;
    QObject::connect(station.get(), &Station::Station::stopped, [&stopped] {
        ++stopped;
    });
    station->stop();
    EXPECT_EQ(stopped, 1);
    EXPECT_EQ(runners.running(), 0);
    for (const StationRow &row : station->rows())
        EXPECT_EQ(row.state, StationRow::State::Cancelled);
    EXPECT_EQ(reportFiles(".json").size(), 2);
    source.add("sdc");
    EXPECT_EQ(runners.count(), 2) << "a stopping station takes no new drive";
}

TEST_F(StationTest, AChainThatWritesDoesNotStartWithoutConsent)
{
    settings.chain = {step("read-scan"), step("burn-in")};
    EXPECT_FALSE(start());
    EXPECT_FALSE(error.isEmpty());
    source.add("sdd");
    EXPECT_EQ(runners.count(), 0);
}

TEST_F(StationTest, WithConsentTheScopeIsLoggedAndAWriteStepRunsOnlyOnTheDriveConsentedTo)
{
    settings.chain = {step("burn-in")};
    settings.destroyNewDrives = true;
    ASSERT_TRUE(start()) << error.toStdString();
    const QList<StationEvent> scope = eventsOf(Kind::Scope);
    ASSERT_EQ(scope.size(), 1);
    EXPECT_TRUE(scope.first().fields.value(QStringLiteral("writes")).toBool());
    // The fixture's drives have no device node to bind a consent to: the write step is refused, never run.
    source.add("sdd");
    settle();
    EXPECT_EQ(runners.count(), 0);
    EXPECT_EQ(station->rows().first().state, StationRow::State::Failed);
}

// The window's way (askEachDrive): each drive waits, untouched, for its own confirmation; one declined is left alone.
TEST_F(StationTest, AskingEachDriveAChainThatWritesWaitsForEachDrivesAnswerAndLeavesADeclinedOneAlone)
{
    settings.chain = {step("read-scan"), step("burn-in")};
    settings.askEachDrive = true;
    ASSERT_TRUE(start()) << error.toStdString();
    QList<int> asked;
    QObject::connect(station.get(), &Station::Station::consentNeeded, [&](int row) {
        asked << row;
    });
    source.add("sdb");
    source.add("sdd"); // on another controller: nothing but the question holds it back
    settle();
    EXPECT_EQ(asked, (QList<int> {0, 1})) << "one question per drive";
    EXPECT_EQ(runners.count(), 0) << "nothing runs before the answer, not even the chain's reading step";
    EXPECT_TRUE(station->rows().at(0).awaitingConsent);

    station->answerConsent(1, false);
    settle();
    EXPECT_EQ(station->rows().at(1).state, StationRow::State::Declined);
    EXPECT_EQ(runners.count(), 0);
    ASSERT_EQ(eventsOf(Kind::Refused, QStringLiteral("sdd")).size(), 1);

    station->answerConsent(0, true);
    station->answerConsent(0, true); // answered once only
    settle();
    EXPECT_FALSE(station->rows().at(0).awaitingConsent);
    EXPECT_EQ(runners.count(), 1) << "confirmed: its chain starts";
    EXPECT_EQ(asked.size(), 2);
}

TEST_F(StationTest, PowersAFinishedDriveOffAndLogsWhyNot)
{
    settings.powerOff = true;
    ASSERT_TRUE(start());
    source.add("sdb");
    source.add("sdd");
    runners.at(0)->finish(finishedScan());
    EXPECT_EQ(poweredOff, QStringList {QStringLiteral("sdb")});
    EXPECT_EQ(eventsOf(Kind::PoweredOff, QStringLiteral("sdb")).size(), 1);
    powerOffAnswer = Station::PowerOffOutcome {false, QStringLiteral("no drive behind it")};
    runners.at(1)->finish(finishedScan());
    const QList<StationEvent> notOff = eventsOf(Kind::NotPoweredOff, QStringLiteral("sdd"));
    ASSERT_EQ(notOff.size(), 1);
    EXPECT_TRUE(notOff.first().message.contains(QLatin1String("no drive behind it")));
}

TEST_F(StationTest, ADriveRemovedDuringItsTestIsNotPoweredOff)
{
    settings.powerOff = true;
    ASSERT_TRUE(start());
    source.add("sdd");
    source.remove("sdd");
    EXPECT_TRUE(poweredOff.isEmpty());
}

// Each step's certificate says where the drive stands among its model's results, looked up through the
// program's lookup before the step's result is kept (so it is not among its own peers).
TEST_F(StationTest, ACertificateSaysWhereTheDriveStandsAmongItsModel)
{
    ASSERT_TRUE(start());
    int keptWhenLookedUp = -1;
    station->setPeerLookup([this, &keptWhenLookedUp](const RunResult &result) {
        keptWhenLookedUp = kept;
        PeerStandings standings(result.tests.size());
        const std::optional<PeerQuery> query = peerQueryFor(result, result.tests.at(0));
        if (query) {
            const double value = result.tests.at(0).stats.medianBytesPerSecond;
            standings[0] = standingAmong(
                *query,
                value,
                {{value / 2, false}, {value / 2, false}, {value * 2, false}, {value * 2, true}, {value * 3, false}});
        }
        return standings;
    });
    source.add("sdd");
    ASSERT_EQ(runners.count(), 1);
    runners.at(0)->finish(RunOutcome {Fixtures::defaultProfile(), {}});
    EXPECT_EQ(keptWhenLookedUp, 0) << "looked up before the result was kept";
    const QStringList html = reportFiles(".html");
    ASSERT_EQ(html.size(), 1);
    QFile file(QDir(settings.reportFolder).filePath(html.first()));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    EXPECT_TRUE(text.contains(QStringLiteral("Against its model"))) << qPrintable(text.left(400));
    EXPECT_TRUE(text.contains(QStringLiteral("Against the 5 results of Samsung SSD 980 PRO 500GB in the history (1 of "
                                             "them imported): SEQ1M Q8T1 Read at the 40th percentile")));
}

} // namespace
} // namespace Sektor::Test
