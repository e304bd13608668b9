// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// sektor-cli batch end to end: a drive whose filesystem fills up mid-run failing alone, Ctrl-C keeping the drives
// that finished, a report of result files, and arguments that cannot work refused before any drive runs. (The slow
// drive of three shaped devices flagged: batch_timing_test.cpp.)
#include "clibatch.h"
#include "cliexpect.h"
#include "clirun.h"
#include "support/fillspace.h"
#include "support/loopdevice.h"
#include "support/mountedloop.h"
#include "support/nameswap.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include "model/units.h"

#include <gtest/gtest.h>

#include <csignal>
#include <filesystem>
#include <thread>

using Sektor::MiB;
using namespace Sektor::Test;
using namespace std::chrono_literals;

TEST_F(CliBatch, ArgumentsThatCannotWorkStopBeforeAnyDriveRuns)
{
    TempDir a("/dev/shm");
    TempDir b("/dev/shm");
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases {
        {{a.path(), a.path() + "/."}, "is named twice"},
        {{"--allow-destroy-data=/dev/loop99", a.path(), b.path()}, "names none of the targets"},
        {{"--json", "/tmp/x.json", a.path(), b.path()}, "use --report-dir"},
        {{a.path(), b.path(), "--report-dir"}, "--report-dir, --operator, --customer and --sign-key need a value"},
        {{"--operator", "Ana", a.path()}, "add --report-dir FOLDER"},
        {{"--sign-key", "/nonexistent/key", a.path()}, "--sign-key signs the certificates: add --report-dir FOLDER"},
        {{"--report-dir", a.path() + "/missing", a.path(), b.path()}, "does not exist"},
        {{"--profile", "Nonesuch", a.path()}, "Unknown profile"},
        {{}, "Name the targets"},
    };
    for (const auto &[extra, says] : cases) {
        const CommandResult r = runCli(batch(extra));
        EXPECT_TRUE(failedWith(r, 2, "")) << says;
        EXPECT_NE(r.err.find(says), std::string::npos) << r.err;
        EXPECT_EQ(r.err.find("Drive 1 of"), std::string::npos) << "nothing may run: " << r.err;
    }
    EXPECT_FALSE(exists(historyFile())) << "no drive ran, so nothing was saved";
    EXPECT_EQ(listDirectory(a.path()), "");
}

TEST_F(CliBatch, ADriveWhoseFilesystemFillsUpFailsAloneAndTheOthersFinish)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop before(64 * MiB);
    MountedLoop full(256 * MiB, "btrfs");
    MountedLoop after(64 * MiB);
    for (const MountedLoop *fs : {&before, &full, &after})
        ASSERT_TRUE(fs->ok()) << fs->error();
    // As in CliOutOfSpace: compressed btrfs copies every overwrite, and only the first copy fits.
    const std::string fullDir = full.file("bench");
    ASSERT_TRUE(std::filesystem::create_directory(fullDir));
    ASSERT_EQ(run({"chattr", "+c", fullDir}).exitCode, 0);
    ASSERT_TRUE(fillAllBut(full.file("filler"), 20 * MiB));

    const CommandResult r = runCli(batch({before.path(), fullDir, after.path()}));
    EXPECT_EQ(r.exitCode, 22) << r.err << r.out;
    EXPECT_NE(r.out.find("3 drives: 2 finished, 1 did not."), std::string::npos) << r.out;
    EXPECT_NE(rowOf(r.out, before.path()).find("finished"), std::string::npos) << r.out;
    EXPECT_NE(rowOf(r.out, fullDir).find("failed"), std::string::npos) << r.out;
    EXPECT_NE(rowOf(r.out, after.path()).find("finished"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("2 " + fullDir + " (" + full.loop().name() + ") failed: "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("ran out of space"), std::string::npos) << r.out;
    EXPECT_EQ(storedRuns(), 2);
    EXPECT_EQ(listDirectory(fullDir), "") << "the failed drive's test file is gone";
}

TEST_F(CliBatch, CtrlCStopsTheBatchAndKeepsTheDrivesThatFinished)
{
    TempDir first("/dev/shm");
    TempDir second("/dev/shm");
    TempDir third("/dev/shm");
    std::vector<std::string> args = batch({"--time", "1s", first.path(), second.path(), third.path()});
    BackgroundCli cli(args);
    ASSERT_TRUE(cli.started());
    ASSERT_TRUE(cli.waitForFileUnder(second.path(), 30s)) << cli.err();
    std::this_thread::sleep_for(300ms);
    ASSERT_EQ(::kill(pid_t(cli.pid()), SIGINT), 0);
    const std::optional<int> exitCode = cli.waitForExit(10s);
    ASSERT_TRUE(exitCode.has_value());
    EXPECT_EQ(*exitCode, 130) << cli.err();
    const std::string out = cli.out();
    EXPECT_NE(out.find("3 drives: 1 finished, 2 did not."), std::string::npos) << out;
    EXPECT_NE(rowOf(out, first.path()).find("finished"), std::string::npos) << out;
    EXPECT_NE(rowOf(out, second.path()).find("stopped"), std::string::npos) << out;
    EXPECT_NE(rowOf(out, third.path()).find("not run"), std::string::npos) << out;
    EXPECT_EQ(storedRuns(), 1) << "the finished drive is in the history";
    for (const TempDir *d : {&first, &second, &third})
        EXPECT_EQ(listDirectory(d->path()), "");
}

TEST_F(CliBatch, AReportOfResultFilesRefusesOneThatIsNotAResultAndWritesNothing)
{
    TempDir reports;
    TempDir inputs;
    const std::string good = std::string(SEKTOR_TEST_DATA_DIR) + "/result-written-2026-11-24.json";
    const std::string bad = inputs.file("notes.json");
    ASSERT_EQ(run({"sh", "-c", "echo '{\"not\": \"a result\"}' > " + bad}).exitCode, 0);
    const CommandResult r = runCli({"report", "--report-dir", reports.path(), good, bad});
    EXPECT_TRUE(failedWith(r, 21, bad));
    EXPECT_EQ(listDirectory(reports.path()), "") << "no report from a batch that lacks a drive";
    EXPECT_TRUE(failedWith(runCli({"report", "--report-dir", reports.path()}), 2, ""));

    const CommandResult one = runCli({"report", good});
    EXPECT_EQ(one.exitCode, 0) << one.err;
    EXPECT_NE(one.out.find("1 drive, all finished."), std::string::npos) << one.out;
}

// Consent to overwrite a drive is given for that drive, not for its name. After the batch started,
// the second loop device is detached and its name given to another file (a new diskseq under the same /dev/loopN):
// that file must come through untouched, and the batch says why the drive was not run.
TEST_F(CliBatch, AConsentToOverwriteIsForTheDriveNotForItsName)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice first;
    LoopDevice second;
    ASSERT_TRUE(first.ok() && second.ok()) << first.error() << second.error();
    NameSwap swap(32 * MiB, "/dev/shm");
    ASSERT_TRUE(swap.ok());

    BackgroundCli cli(showingProgress(batch({"--allow-destroy-data=" + first.device(),
                                             "--allow-destroy-data=" + second.device(),
                                             first.device(),
                                             second.device()})),
                      BackgroundCli::Stderr::Terminal);
    ASSERT_TRUE(cli.started());
    // The first drive measures: the consents were taken before. Held still while the name changes hands.
    ASSERT_TRUE(cli.waitForProgress("run 1/", 30s)) << cli.err();
    ASSERT_EQ(::kill(pid_t(cli.pid()), SIGSTOP), 0);
    const bool reattached = swap.takeNameOf(second);
    ASSERT_EQ(::kill(pid_t(cli.pid()), SIGCONT), 0);
    ASSERT_TRUE(reattached);

    const std::optional<int> exitCode = cli.waitForExit(60s);
    ASSERT_TRUE(exitCode.has_value());
    EXPECT_EQ(*exitCode, 22) << cli.err();
    const std::string out = cli.out();
    EXPECT_NE(rowOf(out, first.device()).find("finished"), std::string::npos) << out;
    EXPECT_NE(rowOf(out, second.device()).find("refused"), std::string::npos) << out;
    EXPECT_NE(out.find("the drive changed after you agreed to overwrite it"), std::string::npos) << out;
    swap.release();
    EXPECT_TRUE(swap.untouched()) << "the file now under the name was not written";
}
