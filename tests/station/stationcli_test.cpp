// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// sektor-cli station end to end on loop devices attached and detached while it runs (the kernel's uevents): drives
// taken and certified (signed, and checked by certificate verify), a mounted one left alone, one cut off mid-test
// flagged while the station goes on, Ctrl-C keeping what was measured, a chain that writes refused without consent.
#include "clirun.h"
#include "stationlog.h"

#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include "model/caveats.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <gtest/gtest.h>

#include <algorithm>
#include <csignal>
#include <filesystem>
#include <iostream>
#include <memory>
#include <thread>

using namespace Sektor::Test;
using namespace std::chrono_literals;

namespace {

// On the machine's disk, not in RAM: the station leaves a loop device over tmpfs alone.
LoopDevice::Options onDisk(std::uint64_t size)
{
    LoopDevice::Options o;
    o.size = size;
    o.backingDir = "/var/tmp";
    return o;
}

std::vector<std::string> stationArgs(const TempDir &reports, std::vector<std::string> more)
{
    std::vector<std::string> args {"station", "--report-dir", reports.path(), "--json-log", "--no-save"};
    args.insert(args.end(), more.begin(), more.end());
    return args;
}

std::string read(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll().toStdString() : std::string();
}

} // namespace

TEST(CliStation, AChainThatWritesIsRefusedWithoutDestroyNewDrives)
{
    TempDir reports;
    const CommandResult r = runCli({"station", "--chain", "read-scan,burn-in", "--report-dir", reports.path()});
    EXPECT_EQ(r.exitCode, 10) << r.err;
    EXPECT_NE(r.err.find("--destroy-new-drives"), std::string::npos) << r.err;
    EXPECT_FALSE(std::filesystem::exists(reports.path() + "/station.log")) << "it never started";
}

TEST(CliStation, ArgumentsThatCannotWorkAreRefused)
{
    TempDir reports;
    for (const std::vector<std::string> &args :
         {std::vector<std::string> {"station", "--profile", "read-scan"},
          {"station", "--report-dir", reports.path()},
          {"station", "--profile", "nonesuch", "--report-dir", reports.path()},
          {"station", "--profile", "read-scan", "--report-dir", reports.path(), "--json", "x.json"}}) {
        const CommandResult r = runCli(args);
        EXPECT_EQ(r.exitCode, 2) << r.err;
    }
}

TEST(CliStation, ALoopDeviceAttachedAnewWhileTheStationCouldNotLookIsTaken)
{
    SEKTOR_REQUIRE_ROOT();
    TempDir reports;
    // Another's loop device, there when the station starts: left alone.
    auto before = std::make_unique<LoopDevice>(onDisk(32ull << 20));
    ASSERT_TRUE(before->ok()) << before->error();
    const std::string device = before->device();
    const std::string name = before->name();
    BackgroundCli cli(stationArgs(reports, {"--profile", "read-scan"}));
    ASSERT_TRUE(cli.started());
    ASSERT_FALSE(waitForStationEvent(reports.path(), "refused", name, 10s).isEmpty())
        << cli.err() << stationLogText(reports.path());
    // Detached, and the same name attached to a new file, while the station cannot look (stopped, as a busy event
    // loop would be): when it handles the detach's event, the new drive is already in place.
    ASSERT_EQ(::kill(pid_t(cli.pid()), SIGSTOP), 0);
    before.reset();
    LoopDevice::Options anew = onDisk(32ull << 20);
    anew.device = device;
    LoopDevice after(anew);
    ASSERT_EQ(::kill(pid_t(cli.pid()), SIGCONT), 0);
    ASSERT_TRUE(after.ok()) << after.error();
    EXPECT_FALSE(waitForStationEvent(reports.path(), "removed", name, 10s).isEmpty()) << stationLogText(reports.path());
    EXPECT_FALSE(waitForStationEvent(reports.path(), "report", name, 30s).isEmpty())
        << cli.err() << stationLogText(reports.path());
    ASSERT_EQ(::kill(pid_t(cli.pid()), SIGTERM), 0);
    EXPECT_TRUE(cli.waitForExit(20s).has_value());
}

TEST(CliStation, TestsDrivesAttachedWhileItRunsAndLeavesAMountedOneAlone)
{
    SEKTOR_REQUIRE_ROOT();
    TempDir reports;
    TempDir mountPoint("/var/tmp");
    LoopDevice mounted(onDisk(32ull << 20));
    ASSERT_TRUE(mounted.ok()) << mounted.error();
    Mount mount(mounted.device(), mountPoint.path(), "ext4");
    ASSERT_TRUE(mount.ok()) << mount.error();

    TempDir keys;
    const std::string key = keys.file("station-key");
    ASSERT_EQ(runChecked({"ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", key}).exitCode, 0);
    BackgroundCli cli(stationArgs(reports, {"--profile", "read-scan", "--take-present", "--sign-key", key}));
    ASSERT_TRUE(cli.started());
    ASSERT_FALSE(waitForStationEvent(reports.path(), "listening", {}, 10s).isEmpty()) << cli.err();
    const QJsonObject refused = waitForStationEvent(reports.path(), "refused", mounted.name(), 10s);
    EXPECT_TRUE(refused.value(QStringLiteral("reason")).toString().contains(QLatin1String("mounted")))
        << refused.value(QStringLiteral("message")).toString().toStdString();

    // Appearance to certificate, as the technician sees it: losetup returns, the certificate's PDF is there.
    const auto attached = std::chrono::steady_clock::now();
    LoopDevice first(onDisk(64ull << 20));
    ASSERT_TRUE(first.ok()) << first.error();
    const QJsonObject report = waitForStationEvent(reports.path(), "report", first.name(), 30s);
    const auto certified = std::chrono::steady_clock::now();
    ASSERT_FALSE(report.isEmpty()) << cli.err() << stationLogText(reports.path());
    const QString pdf = report.value(QStringLiteral("certificate")).toString();
    EXPECT_TRUE(QFileInfo(pdf).size() > 0) << pdf.toStdString();
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(certified - attached).count();
    std::cout << "appearance to certificate (64 MiB read scan): " << ms << " ms\n";
    RecordProperty("appearance_to_certificate_ms", int(ms));
    EXPECT_FALSE(waitForStationEvent(reports.path(), "finished", first.name(), 10s).isEmpty());
    // Signed as a batch signs: the certificate verifies, its signature with it.
    EXPECT_EQ(report.value(QStringLiteral("signature")).toString(), pdf + QLatin1String(".sig"));
    const std::string trusted = keys.file("allowed_signers");
    ASSERT_EQ(
        run({"sh", "-c", "printf 'station ' > " + trusted + " && ssh-keygen -y -f " + key + " >> " + trusted}).exitCode,
        0);
    const CommandResult verified = runCli({"certificate", "verify", "--allowed-signers", trusted, pdf.toStdString()});
    EXPECT_EQ(verified.exitCode, 0) << verified.out << verified.err;

    // Detached: a "change" uevent, and the station says the drive went; attached again, it is new.
    const std::string firstName = first.name();
    ASSERT_TRUE(first.detach());
    EXPECT_FALSE(waitForStationEvent(reports.path(), "removed", firstName, 10s).isEmpty()) << cli.err();
    LoopDevice second(onDisk(64ull << 20));
    ASSERT_TRUE(second.ok()) << second.error();
    EXPECT_FALSE(waitForStationEvent(reports.path(), "report", second.name(), 30s).isEmpty())
        << cli.err() << stationLogText(reports.path());

    ASSERT_EQ(::kill(pid_t(cli.pid()), SIGTERM), 0);
    EXPECT_EQ(cli.waitForExit(20s), 143) << cli.err();
    EXPECT_FALSE(stationEvent(reports.path(), "stopped").isEmpty());
    // Every line has its time, and what it is.
    for (const QJsonObject &line : stationLog(reports.path())) {
        EXPECT_FALSE(line.value(QStringLiteral("time")).toString().isEmpty());
        EXPECT_FALSE(line.value(QStringLiteral("event")).toString().isEmpty());
    }
    EXPECT_TRUE(stationEvent(reports.path(), "started", mounted.name()).isEmpty()) << "the mounted one never ran";
}

/// How many 512-byte sectors of @p path are all zeros; every one when it cannot be read.
std::uint64_t zeroSectorsOf(const std::string &path)
{
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly))
        return UINT64_MAX;
    std::uint64_t zero = 0;
    while (!file.atEnd()) {
        const QByteArray sector = file.read(512);
        zero += std::all_of(sector.cbegin(),
                            sector.cend(),
                            [](char c) {
                                return c == 0;
                            })
            ? 1
            : 0;
    }
    return zero;
}

// The burn-in short enough to take seconds: one pass of one pattern over a small loop device.
std::vector<std::string> shortBurnIn()
{
    return {"--profile", "burn-in", "--passes", "1", "--patterns", "stamps"};
}

TEST(CliStation, WithDestroyNewDrivesABurnInWritesEachNewDriveAndItsCertificateVerifies)
{
    SEKTOR_REQUIRE_ROOT();
    TempDir reports;
    std::vector<std::string> args = shortBurnIn();
    args.insert(args.end(), {"--destroy-new-drives", "--include-loop-devices"});
    // There at the start (and so left alone): once the station says so, it listed what was present, and the drive
    // attached below is a new one whatever the timing.
    LoopDevice present(onDisk(1ull << 20));
    ASSERT_TRUE(present.ok()) << present.error();
    BackgroundCli cli(stationArgs(reports, args));
    ASSERT_TRUE(cli.started());
    // The scope of the consent is said and logged before any drive comes.
    const QJsonObject scope = waitForStationEvent(reports.path(), "scope", {}, 10s);
    ASSERT_FALSE(scope.isEmpty()) << cli.err();
    ASSERT_FALSE(waitForStationEvent(reports.path(), "refused", present.name(), 10s).isEmpty()) << cli.err();
    EXPECT_TRUE(scope.value(QStringLiteral("writes")).toBool());
    EXPECT_TRUE(scope.value(QStringLiteral("message")).toString().contains(QLatin1String("destroy")));

    const auto attached = std::chrono::steady_clock::now();
    LoopDevice drive(onDisk(32ull << 20));
    ASSERT_TRUE(drive.ok()) << drive.error();
    const QJsonObject report = waitForStationEvent(reports.path(), "report", drive.name(), 60s);
    ASSERT_FALSE(report.isEmpty()) << cli.err() << stationLogText(reports.path());
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - attached);
    std::cout << "appearance to certificate (32 MiB burn-in, one pass of stamps): " << ms.count() << " ms\n";
    const QJsonObject finished = waitForStationEvent(reports.path(), "finished", drive.name(), 10s);
    ASSERT_FALSE(finished.isEmpty()) << cli.err();
    EXPECT_EQ(finished.value(QStringLiteral("state")).toString().toStdString(), "finished")
        << finished.value(QStringLiteral("message")).toString().toStdString();
    // The whole drive was written: no sector of its backing file, sparse and so all zeros before, is zero now. (Its
    // write counter cannot tell: the station can finish a 32 MiB burn-in before a counter read after attaching it.)
    EXPECT_EQ(zeroSectorsOf(drive.backingFile()), 0u);

    const QString pdf = report.value(QStringLiteral("certificate")).toString();
    ASSERT_TRUE(QFileInfo(pdf).size() > 0) << pdf.toStdString();
    const QString json = report.value(QStringLiteral("result")).toString();
    EXPECT_NE(read(json).find("burn"), std::string::npos) << json.toStdString();
    // Unsigned: consistent, nothing says who made it.
    const CommandResult verified = runCli({"certificate", "verify", pdf.toStdString()});
    EXPECT_EQ(verified.exitCode, 26) << verified.out << verified.err;

    ASSERT_EQ(::kill(pid_t(cli.pid()), SIGTERM), 0);
    EXPECT_EQ(cli.waitForExit(20s), 143) << cli.err();
    // Printed too, where the technician reads it.
    EXPECT_NE(cli.out().find("Consent given to destroy the data"), std::string::npos) << cli.out();
}

TEST(CliStation, WithoutDestroyNewDrivesABurnInExits10AndWritesNothingToTheDrive)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice drive(onDisk(32ull << 20));
    ASSERT_TRUE(drive.ok()) << drive.error();
    const QByteArray pattern(1 << 20, 'W');
    {
        QFile device(QString::fromStdString(drive.device()));
        ASSERT_TRUE(device.open(QIODevice::WriteOnly) && device.write(pattern) == pattern.size() && device.flush());
    }
    const BlockStat before = BlockStat::read(drive.name());
    TempDir reports;
    // Taking the drives present too, so that it would have this one at once if it started.
    std::vector<std::string> args = shortBurnIn();
    args.emplace_back("--take-present");
    const CommandResult r = runCli(stationArgs(reports, args));
    EXPECT_EQ(r.exitCode, 10) << r.out << r.err;
    EXPECT_NE(r.err.find("--destroy-new-drives"), std::string::npos) << r.err;
    EXPECT_EQ(BlockStat::read(drive.name()).writeIos, before.writeIos);
    EXPECT_EQ(BlockStat::read(drive.name()).writeSectors, before.writeSectors);
    QFile device(QString::fromStdString(drive.device()));
    ASSERT_TRUE(device.open(QIODevice::ReadOnly));
    EXPECT_EQ(device.read(pattern.size()), pattern) << "the drive's first MiB is as it was";
    EXPECT_TRUE(QDir(QString::fromStdString(reports.path())).entryList(QDir::Files).isEmpty());
}

TEST(CliStation, AReadOnlyChainRunsUnaskedOnADriveAttachedWhileItRunsWritesNothingAndEachCertificateVerifies)
{
    SEKTOR_REQUIRE_ROOT();
    TempDir reports;
    BackgroundCli cli(stationArgs(reports, {"--profile", "health-check", "--chain", "read-scan"}));
    ASSERT_TRUE(cli.started());
    const QJsonObject scope = waitForStationEvent(reports.path(), "scope", {}, 10s);
    ASSERT_FALSE(scope.isEmpty()) << cli.err();
    EXPECT_FALSE(scope.value(QStringLiteral("writes")).toBool());

    LoopDevice drive(onDisk(64ull << 20));
    ASSERT_TRUE(drive.ok()) << drive.error();
    const BlockStat before = BlockStat::read(drive.name());
    const QJsonObject finished = waitForStationEvent(reports.path(), "finished", drive.name(), 60s);
    ASSERT_FALSE(finished.isEmpty()) << cli.err();
    EXPECT_EQ(finished.value(QStringLiteral("state")).toString().toStdString(), "finished")
        << finished.value(QStringLiteral("message")).toString().toStdString();
    const BlockStat during = BlockStat::read(drive.name()) - before;
    EXPECT_EQ(during.writeIos, 0u) << "a chain that only reads wrote to the drive";
    // And before the counter was first read, too: its sparse backing file is all zeros still.
    EXPECT_EQ(zeroSectorsOf(drive.backingFile()), (64ull << 20) / 512);
    EXPECT_GE(during.readSectors, (64ull << 20) / 512) << "the read scan read all of it";

    // A certificate for each step, each one verified.
    QStringList certificates;
    for (const QJsonObject &line : stationLog(reports.path())) {
        if (line.value(QStringLiteral("event")).toString() == QLatin1String("report")
            && line.value(QStringLiteral("device")).toString() == QString::fromStdString(drive.name()))
            certificates << line.value(QStringLiteral("certificate")).toString();
    }
    ASSERT_EQ(certificates.size(), 2) << cli.err();
    for (const QString &pdf : certificates) {
        const CommandResult verified = runCli({"certificate", "verify", pdf.toStdString()});
        EXPECT_EQ(verified.exitCode, 26) << "consistent, unsigned: " << pdf.toStdString() << ": " << verified.out
                                         << verified.err;
    }
    ASSERT_EQ(::kill(pid_t(cli.pid()), SIGTERM), 0);
    EXPECT_EQ(cli.waitForExit(20s), 143) << cli.err();
}

TEST(CliStation, ADriveCutOffMidTestKeepsWhatFinishedFlaggedAndTheStationGoesOn)
{
    SEKTOR_REQUIRE_ROOT();
    TempDir reports;
    BackgroundCli cli(stationArgs(reports, {"--chain", "health-check,read-scan"}));
    ASSERT_TRUE(cli.started());
    ASSERT_FALSE(waitForStationEvent(reports.path(), "listening", {}, 10s).isEmpty()) << cli.err();

    // Large enough that its read scan (about 300 MB/s here) still runs when it is cut off.
    LoopDevice cut(onDisk(4ull << 30));
    ASSERT_TRUE(cut.ok()) << cut.error();
    const std::string name = cut.name();
    ASSERT_FALSE(waitForStationEvent(reports.path(), "report", name, 30s).isEmpty()) << "the health check's";
    ASSERT_FALSE(waitForStationEvent(reports.path(), "step", name, 10s).isEmpty());
    // Pulled once the scan has read chunks of its own (the device's counters say so): a scan cut before its first chunk
    // has nothing to keep.
    const BlockStat before = BlockStat::readNow(name);
    const auto deadline = std::chrono::steady_clock::now() + 30s;
    while ((BlockStat::readNow(name) - before).readSectors * 512 < (256ull << 20)
           && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(20ms);
    ASSERT_GE((BlockStat::readNow(name) - before).readSectors * 512, 256ull << 20) << "the scan never got going";
    // Pulled: its storage shrinks under the running scan (I/O errors from there on) and it is detached, which the
    // kernel carries out once the scan lets go of it.
    runChecked({"truncate", "-s", "1M", cut.backingFile()});
    runChecked({"losetup", "--set-capacity", cut.device()});
    ASSERT_TRUE(cut.detach());
    const QJsonObject flagged = waitForStationEvent(reports.path(), "flagged", name, 30s);
    ASSERT_FALSE(flagged.isEmpty()) << cli.err() << stationLogText(reports.path());
    const QJsonObject finished = waitForStationEvent(reports.path(), "finished", name, 10s);
    EXPECT_TRUE(finished.value(QStringLiteral("state")).toString().contains(QLatin1String("removed")));

    // Both steps' results are kept; the one cut off says so.
    const QStringList json = QDir(QString::fromStdString(reports.path())).entryList({QStringLiteral("*.json")});
    ASSERT_EQ(json.size(), 2) << json.join(QLatin1Char(' ')).toStdString();
    int flaggedResults = 0;
    for (const QString &file : json)
        flaggedResults += read(QString::fromStdString(reports.path()) + QLatin1Char('/') + file)
                              .find(Sektor::Caveat::RemovedDuringTest)
            != std::string::npos;
    EXPECT_EQ(flaggedResults, 1);

    LoopDevice next(onDisk(64ull << 20));
    ASSERT_TRUE(next.ok()) << next.error();
    EXPECT_FALSE(waitForStationEvent(reports.path(), "report", next.name(), 30s).isEmpty()) << "the station went on";
    ASSERT_EQ(::kill(pid_t(cli.pid()), SIGINT), 0);
    EXPECT_EQ(cli.waitForExit(20s), 130) << cli.err();
}

TEST(CliStation, CtrlCCancelsTheDriveInProgressAndKeepsItsPartialResult)
{
    SEKTOR_REQUIRE_ROOT();
    TempDir reports;
    BackgroundCli cli(stationArgs(reports, {"--profile", "read-scan"}));
    ASSERT_TRUE(cli.started());
    ASSERT_FALSE(waitForStationEvent(reports.path(), "listening", {}, 10s).isEmpty()) << cli.err();
    LoopDevice drive(onDisk(4ull << 30));
    ASSERT_TRUE(drive.ok()) << drive.error();
    ASSERT_FALSE(waitForStationEvent(reports.path(), "step", drive.name(), 10s).isEmpty()) << cli.err();

    ASSERT_EQ(::kill(pid_t(cli.pid()), SIGINT), 0);
    EXPECT_EQ(cli.waitForExit(30s), 130) << cli.err();
    EXPECT_FALSE(stationEvent(reports.path(), "stopping").isEmpty());
    const QJsonObject report = stationEvent(reports.path(), "report", drive.name());
    ASSERT_FALSE(report.isEmpty()) << "the cancelled drive's certificate is written";
    EXPECT_FALSE(report.value(QStringLiteral("result")).toString().isEmpty()) << "with its partial result";
    EXPECT_FALSE(stationEvent(reports.path(), "stopped").isEmpty());
}

// With --destroy-new-drives the station overwrote a disk image another user had attached (losetup,
// udisksctl loop-setup). A station that writes now leaves loop devices alone unless asked, and then takes only those
// over a file of its own user.
TEST(CliStation, AStationThatWritesLeavesLoopDevicesAloneUnlessAskedAndThenOnlyItsOwnUsers)
{
    SEKTOR_REQUIRE_ROOT();
    std::vector<std::string> args = shortBurnIn();
    args.emplace_back("--destroy-new-drives");
    // There when each station starts: once it says so, it has listed what was present, and a drive attached after
    // that is a new one.
    LoopDevice present(onDisk(1ull << 20));
    ASSERT_TRUE(present.ok()) << present.error();
    const auto listening = [&present](const TempDir &reports) {
        return !waitForStationEvent(reports.path(), "refused", present.name(), 10s).isEmpty();
    };
    {
        TempDir reports;
        BackgroundCli cli(stationArgs(reports, args));
        ASSERT_TRUE(cli.started());
        ASSERT_TRUE(listening(reports)) << cli.err() << stationLogText(reports.path());
        const QJsonObject scope = stationEvent(reports.path(), "scope");
        EXPECT_TRUE(scope.value(QStringLiteral("message")).toString().contains(QLatin1String("--include-loop-devices")))
            << scope.value(QStringLiteral("message")).toString().toStdString();
        LoopDevice image(onDisk(32ull << 20));
        ASSERT_TRUE(image.ok()) << image.error();
        const QJsonObject refused = waitForStationEvent(reports.path(), "refused", image.name(), 10s);
        EXPECT_TRUE(refused.value(QStringLiteral("reason")).toString().contains(QLatin1String("loop device")))
            << stationLogText(reports.path());
        EXPECT_EQ(zeroSectorsOf(image.backingFile()), (32u << 20) / 512) << "not a sector written";
        ASSERT_EQ(::kill(pid_t(cli.pid()), SIGTERM), 0);
        EXPECT_EQ(cli.waitForExit(20s), 143) << cli.err();
    }
    // Asked to include them: another user's image is still theirs.
    TempDir images("/var/tmp");
    const std::string theirs = images.file("their-disk.img");
    ASSERT_EQ(run({"truncate", "-s", "32M", theirs}).exitCode, 0);
    ASSERT_EQ(run({"chown", "nobody", theirs}).exitCode, 0);
    TempDir reports;
    args.emplace_back("--include-loop-devices");
    BackgroundCli cli(stationArgs(reports, args));
    ASSERT_TRUE(cli.started());
    ASSERT_TRUE(listening(reports)) << cli.err() << stationLogText(reports.path());
    LoopDevice::Options over = onDisk(32ull << 20);
    over.over = theirs;
    LoopDevice image(over);
    ASSERT_TRUE(image.ok()) << image.error();
    const QJsonObject refused = waitForStationEvent(reports.path(), "refused", image.name(), 10s);
    EXPECT_TRUE(refused.value(QStringLiteral("reason")).toString().contains(QLatin1String("not this user's")))
        << stationLogText(reports.path());
    EXPECT_EQ(zeroSectorsOf(theirs), (32u << 20) / 512) << "not a sector of the other user's image written";
    ASSERT_EQ(::kill(pid_t(cli.pid()), SIGTERM), 0);
    EXPECT_EQ(cli.waitForExit(20s), 143) << cli.err();
}

// Station.log was opened with QFile::Append through links: root's station appended to whatever file
// a link planted in a shared report folder named.
TEST(CliStation, AStationLogThatIsALinkOrAnotherUsersFileIsRefused)
{
    TempDir reports;
    TempDir elsewhere;
    const std::string victim = elsewhere.file("victim");
    std::filesystem::create_symlink(victim, reports.file("station.log"));
    const CommandResult linked = runCli(stationArgs(reports, {"--profile", "read-scan"}));
    EXPECT_EQ(linked.exitCode, 15) << linked.err;
    EXPECT_NE(linked.err.find("symbolic link"), std::string::npos) << linked.err;
    EXPECT_FALSE(std::filesystem::exists(victim)) << "nothing created through the link";
    if (::geteuid() != 0)
        return; // a file of another user's own needs root to make
    std::filesystem::remove(reports.file("station.log"));
    ASSERT_EQ(run({"sh", "-c", "echo theirs > " + reports.file("station.log")}).exitCode, 0);
    ASSERT_EQ(run({"chown", "nobody", reports.file("station.log")}).exitCode, 0);
    const CommandResult foreign = runCli(stationArgs(reports, {"--profile", "read-scan"}));
    EXPECT_EQ(foreign.exitCode, 15) << foreign.err;
    EXPECT_NE(foreign.err.find("not a regular file of this user's own"), std::string::npos) << foreign.err;
    EXPECT_EQ(read(QString::fromStdString(reports.file("station.log"))), "theirs\n");
}
