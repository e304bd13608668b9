// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// bonnie++'s file test, against ground truth: on ext4 over a loop device of its own, exactly the files it says are
// created, read and deleted in each phase and round, its folder gone and the filesystem's free inodes back where
// they were afterwards; synced files reach the device (its own counters); a filesystem out of inodes and a read-only
// one end it with nothing left; the leftovers of a killed run are removed by the next, and nothing else. (A stop:
// filephases_timing_test.cpp.)
#include "filesplan.h"
#include "smallfiles/filephases.h"

#include "support/loopdevice.h"
#include "support/mountedloop.h"
#include "support/requireroot.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sys/statvfs.h>
#include <unistd.h>

using namespace Sektor;
using namespace Sektor::SmallFiles;
using namespace Sektor::Test;

namespace {
std::uint64_t freeInodes(const std::string &path)
{
    struct statvfs fs
    {
    };
    return ::statvfs(path.c_str(), &fs) == 0 ? std::uint64_t(fs.f_favail) : 0;
}
} // namespace

TEST(SmallFiles, EveryPhaseOfEveryRoundDoesExactlyItsFilesAndLeavesTheFilesystemAsItWas)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(256ull << 20);
    ASSERT_TRUE(fs.ok()) << fs.error();
    const std::uint64_t inodesBefore = freeInodes(fs.path());
    FilesPlan plan = planFor(fs.path(), 3000, 3);
    plan.minPhaseNs = 60'000'000'000; // more rounds than…
    plan.maxRounds = 3; // …it may run
    FilesObserver observer;
    const FilesOutcome outcome = runSmallFiles(plan, observer);
    ASSERT_EQ(outcome.errorNumber, 0) << outcome.failedCall << " " << outcome.failedPath.toStdString();
    const SmallFilesResult &r = outcome.result;
    EXPECT_EQ(r.rounds, 3);
    EXPECT_EQ(r.filesPerRound, 3000u);
    EXPECT_EQ(r.threads, 3);
    ASSERT_EQ(r.phases.size(), 6);
    for (const FilePhaseResult &p : r.phases) {
        EXPECT_EQ(p.files, 9000u) << idOf(p.order) << " " << idOf(p.operation);
        EXPECT_EQ(p.latency.count(), 9000u) << "each file timed";
        EXPECT_GT(p.elapsedNs, 0);
        EXPECT_GT(p.filesPerSecond(), 0.0) << "a number, never +++++";
        EXPECT_GT(p.cpuNs, 0);
        // The threads work side by side: the phase takes at least the slowest thread's share, no more than all.
        EXPECT_GE(double(p.elapsedNs), p.latency.mean() * 3000 * 0.9);
    }
    EXPECT_EQ(r.phases.at(0).order, FileOrder::Sequential);
    EXPECT_EQ(r.phases.at(3).order, FileOrder::Random);
    EXPECT_EQ(r.phases.at(2).operation, FileOperation::Delete);
    EXPECT_TRUE(onlyLostAndFound(fs.path()));
    EXPECT_EQ(freeInodes(fs.path()), inodesBefore) << "every file and folder it made is gone";
}

TEST(SmallFiles, SyncedFilesOfContentReachTheDriveAndAreReadBackWhole)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(128ull << 20);
    ASSERT_TRUE(fs.ok()) << fs.error();
    FilesPlan plan = planFor(fs.path(), 500, 1);
    plan.fileBytes = 4096;
    plan.sync = FileSync::File;
    const std::string name = std::filesystem::path(fs.loop().device()).filename();
    const BlockStat before = BlockStat::read(name);
    FilesObserver observer;
    const FilesOutcome outcome = runSmallFiles(plan, observer);
    const BlockStat delta = BlockStat::read(name) - before;
    ASSERT_EQ(outcome.errorNumber, 0) << outcome.failedCall;
    EXPECT_EQ(outcome.result.phases.at(1).files, 500u) << "every file read back, 4 KiB each";
    EXPECT_GE(delta.writeSectors * 512, 2 * 500 * 4096u) << "each file's data made durable on the drive, both orders";
    EXPECT_TRUE(onlyLostAndFound(fs.path()));
}

TEST(SmallFiles, AFilesystemOutOfInodesEndsItWithHowManyFitAndNothingLeft)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop(LoopDevice::Options {32ull << 20});
    ASSERT_TRUE(loop.ok()) << loop.error();
    runChecked({"mkfs.ext4", "-q", "-F", "-N", "256", loop.device()});
    TempDir mountPoint;
    Mount fs(loop.device(), mountPoint.path(), "ext4", "noinit_itable", false);
    ASSERT_TRUE(fs.ok()) << fs.error();
    const std::uint64_t inodesBefore = freeInodes(mountPoint.path());
    ASSERT_LT(inodesBefore, 1000u);
    FilesObserver observer;
    const FilesOutcome outcome = runSmallFiles(planFor(mountPoint.path(), 2000, 1), observer);
    EXPECT_EQ(outcome.errorNumber, ENOSPC);
    EXPECT_STREQ(outcome.failedCall, "open");
    // Its own folder and its thread's take two inodes; every other free one held a file.
    EXPECT_EQ(outcome.filesWhenFailed, inodesBefore - 2);
    EXPECT_EQ(outcome.result.phases.at(0).files, inodesBefore - 2);
    EXPECT_TRUE(onlyLostAndFound(mountPoint.path()));
    EXPECT_EQ(freeInodes(mountPoint.path()), inodesBefore);
}

TEST(SmallFiles, AReadOnlyFilesystemIsRefusedWithNothingMade)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(64ull << 20);
    ASSERT_TRUE(fs.ok()) << fs.error();
    ASSERT_TRUE(fs.mount().remount("ro"));
    FilesObserver observer;
    const FilesOutcome outcome = runSmallFiles(planFor(fs.path(), 100, 1), observer);
    EXPECT_EQ(outcome.errorNumber, EROFS);
    EXPECT_STREQ(outcome.failedCall, "mkdir");
    EXPECT_TRUE(outcome.result.phases.isEmpty());
    EXPECT_TRUE(onlyLostAndFound(fs.path()));
}

TEST(SmallFiles, AKilledRunsLeftoversAreRemovedAndNothingElse)
{
    TempDir dir;
    const std::string run = dir.file(std::string(FolderPrefix) + std::to_string(deadPid()) + "-1700000000");
    std::filesystem::create_directories(run + "/0");
    std::filesystem::create_directories(run + "/1");
    for (const char *file : {"/0/0000000001.f", "/0/0000000002.f", "/1/0000000007.f"})
        std::ofstream(run + file) << "";
    std::ofstream(run + "/1/notes.txt") << "not ours"; // kept, and so its folder
    const std::string alive = dir.file(std::string(FolderPrefix) + std::to_string(::getpid()) + "-1700000000");
    std::filesystem::create_directories(alive + "/0");
    std::ofstream(alive + "/0/0000000001.f") << "";

    EXPECT_EQ(removeFilesLeftovers(QString::fromStdString(dir.path())), 3);
    EXPECT_FALSE(std::filesystem::exists(run + "/0"));
    EXPECT_TRUE(std::filesystem::exists(run + "/1/notes.txt"));
    EXPECT_TRUE(std::filesystem::exists(alive + "/0/0000000001.f")) << "a running process's files are its own";
}

TEST(SmallFiles, AFolderWhosePathAlmostFillsPathMaxWorksAndIsLeftEmpty)
{
    // Its files' full paths would pass PATH_MAX (4096): the test reaches them by short names relative to its folders.
    TempDir top("/var/tmp");
    std::string path = top.path();
    while (path.size() + 251 < 4090)
        path += '/' + std::string(250, 'a');
    path += '/' + std::string(4090 - path.size() - 1, 'b');
    ASSERT_EQ(path.size(), 4090u);
    std::error_code error;
    ASSERT_TRUE(std::filesystem::create_directories(path, error)) << error.message();
    FilesObserver observer;
    const FilesOutcome outcome = runSmallFiles(planFor(path, 500, 2), observer);
    ASSERT_EQ(outcome.errorNumber, 0) << outcome.failedCall << " " << std::strerror(outcome.errorNumber);
    ASSERT_EQ(outcome.result.phases.size(), 6);
    for (const FilePhaseResult &p : outcome.result.phases)
        EXPECT_EQ(p.files, 500u) << idOf(p.order) << " " << idOf(p.operation);
    EXPECT_TRUE(std::filesystem::is_empty(path)) << "its folders are gone too";
}

TEST(SmallFiles, UnsyncedFilesOfContentStillReachTheDriveWithinTheirCreatePhase)
{
    // Without a sync per file the cache takes the data in; the phase ends once it is written back (as bonnie++'s does
    // with sync()), so a create's rate is the drive's, not the cache's. Without that, ext4's delayed allocation never
    // writes files deleted in the next phase at all.
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(128ull << 20);
    ASSERT_TRUE(fs.ok()) << fs.error();
    FilesPlan plan = planFor(fs.path(), 2000, 1);
    plan.fileBytes = 4096;
    const std::string name = std::filesystem::path(fs.loop().device()).filename();
    const BlockStat before = BlockStat::read(name);
    FilesObserver observer;
    const FilesOutcome outcome = runSmallFiles(plan, observer);
    const BlockStat delta = BlockStat::read(name) - before;
    ASSERT_EQ(outcome.errorNumber, 0) << outcome.failedCall;
    EXPECT_GE(delta.writeSectors * 512, 2 * 2000 * 4096u) << "both orders' files written to the drive";
    EXPECT_TRUE(onlyLostAndFound(fs.path()));
}

TEST(SmallFiles, EveryPhaseIsExactOnXfsAndBtrfsToo)
{
    SEKTOR_REQUIRE_ROOT();
    for (const char *type : {"xfs", "btrfs"}) {
        MountedLoop fs(320ull << 20, type);
        ASSERT_TRUE(fs.ok()) << type << ": " << fs.error();
        FilesPlan plan = planFor(fs.path(), 2000, 2);
        plan.fileBytes = 1000; // not a whole block: read back whole, length checked
        FilesObserver observer;
        const FilesOutcome outcome = runSmallFiles(plan, observer);
        ASSERT_EQ(outcome.errorNumber, 0) << type << ": " << outcome.failedCall;
        ASSERT_EQ(outcome.result.phases.size(), 6) << type;
        for (const FilePhaseResult &p : outcome.result.phases)
            EXPECT_EQ(p.files, 2000u) << type << " " << idOf(p.order) << " " << idOf(p.operation);
        EXPECT_TRUE(std::filesystem::is_empty(fs.path())) << type << ": every file and folder gone";
    }
}
