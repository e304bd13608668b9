// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// sektor-cli batch end to end: the slow drive of three shaped devices flagged, a drive whose filesystem fills up
// mid-run failing alone, Ctrl-C keeping the drives that finished, reports that never collide, and arguments that
// cannot work refused before any drive runs.
#include "cliexpect.h"
#include "clirun.h"
#include "support/fillspace.h"
#include "support/mountedloop.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"
#include "support/tempdir.h"

#include "history/historystore.h"

#include <gtest/gtest.h>

#include <csignal>
#include <filesystem>
#include <regex>
#include <thread>

using namespace Sektor::Test;
using namespace std::chrono_literals;

namespace {
constexpr std::uint64_t MiB = 1ull << 20;

/// Every test gets a history of its own.
class CliBatch : public ::testing::Test
{
protected:
    void SetUp() override { setenv("SEKTOR_HISTORY", historyFile().c_str(), 1); }
    void TearDown() override { unsetenv("SEKTOR_HISTORY"); }
    std::string historyFile() const { return m_data.file("history.sqlite"); }

    /// How many runs the history holds; -1 when it cannot be read.
    int storedRuns() const
    {
        Sektor::History::HistoryStore store(QString::fromStdString(historyFile()));
        QList<Sektor::History::RunSummary> runs;
        return store.list({}, runs).isError() ? -1 : int(runs.size());
    }

private:
    TempDir m_data;
};

std::vector<std::string> batch(std::vector<std::string> extra)
{
    std::vector<std::string> args = quickRun({});
    args.at(0) = "batch";
    args.insert(args.end(), extra.begin(), extra.end());
    return args;
}

std::string escaped(const std::string &text)
{
    static const std::regex special(R"([.^$|()\[\]{}*+?\\])");
    return std::regex_replace(text, special, R"(\$&)");
}

/// The summary's row of @p target ("2  /mnt/x  loop3 …").
std::string rowOf(const std::string &out, const std::string &target)
{
    const std::regex row("(^|\n)(\\d+  " + escaped(target) + " [^\n]*)");
    std::smatch m;
    return std::regex_search(out, m, row) ? m[2].str() : std::string();
}

std::vector<std::string> filesIn(const std::string &dir)
{
    std::vector<std::string> names;
    for (const auto &entry : std::filesystem::directory_iterator(dir))
        names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}
} // namespace

TEST_F(CliBatch, ArgumentsThatCannotWorkStopBeforeAnyDriveRuns)
{
    TempDir a("/dev/shm");
    TempDir b("/dev/shm");
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases {
        {{a.path(), a.path() + "/."}, "is named twice"},
        {{"--allow-destroy-data=/dev/loop99", a.path(), b.path()}, "names none of the targets"},
        {{"--json", "/tmp/x.json", a.path(), b.path()}, "use --report-dir"},
        {{a.path(), b.path(), "--report-dir"}, "--report-dir, --operator and --customer need a value"},
        {{"--operator", "Ana", a.path()}, "add --report-dir FOLDER"},
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

TEST_F(CliBatch, TheSlowDriveOfThreeIsFlaggedAndEachGetsItsOwnReport)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape fast;
    fast.size = 64 * MiB;
    DeviceShape slow = fast;
    slow.readZones = {{slow.size, 15e6}};
    slow.writeSlowRate = 15e6; // from the first byte: writeFast is 0
    ShapedDevice first(fast);
    ShapedDevice second(fast);
    ShapedDevice weak(slow);
    for (const ShapedDevice *d : {&first, &second, &weak})
        ASSERT_TRUE(d->ok()) << d->error();
    TempDir reports;
    const CommandResult r = runCli(batch({"--report-dir",
                                          reports.path(),
                                          "--allow-destroy-data=" + first.device(),
                                          "--allow-destroy-data=" + second.device(),
                                          "--allow-destroy-data=" + weak.device(),
                                          first.device(),
                                          weak.device(),
                                          second.device()}));
    ASSERT_EQ(r.exitCode, 0) << r.err << r.out;
    EXPECT_NE(r.out.find("3 drives, all finished."), std::string::npos) << r.out;
    const std::string weakRow = rowOf(r.out, weak.device());
    ASSERT_FALSE(weakRow.empty()) << r.out;
    EXPECT_NE(weakRow.find("FLAGGED"), std::string::npos) << weakRow;
    EXPECT_EQ(rowOf(r.out, first.device()).find("FLAGGED"), std::string::npos) << r.out;
    EXPECT_EQ(rowOf(r.out, second.device()).find("FLAGGED"), std::string::npos) << r.out;
    for (const char *mode : {"read", "write"}) {
        const std::regex flag("2 " + escaped(weak.device()) + " \\(" + weak.name() + "\\): SEQ1M Q8T1 " + mode
                              + " [0-9,]+ MB/s, [0-9]+ % below the median of 3 drives of this model");
        EXPECT_TRUE(std::regex_search(r.out, flag)) << mode << "\n" << r.out;
    }
    EXPECT_EQ(storedRuns(), 3);

    // Loop devices have no serial: three generated ids, each with its certificate (PDF, HTML) and JSON, and the
    // summary; none over another.
    const std::vector<std::string> files = filesIn(reports.path());
    ASSERT_EQ(files.size(), 12u) << listDirectory(reports.path());
    const std::regex stamp("_\\d{4}-\\d\\d-\\d\\d_\\d{4}\\.");
    std::vector<std::string> certificates;
    for (const std::string &file : files) {
        const bool summary = file.rfind("batch_", 0) == 0;
        EXPECT_TRUE(summary || file.rfind("no-serial-", 0) == 0) << file;
        EXPECT_TRUE(std::regex_search(file, stamp)) << file;
        if (!summary && file.size() > 5 && file.substr(file.size() - 5) == ".json") {
            EXPECT_TRUE(isResultJson(reports.file(file)));
        }
        if (!summary && file.size() > 4 && file.substr(file.size() - 4) == ".pdf")
            certificates.push_back(file);
    }
    ASSERT_EQ(certificates.size(), 3u);
    int flaggedCertificates = 0;
    for (const std::string &pdf : certificates) {
        const CommandResult text = run({"pdftotext", reports.file(pdf), "-"});
        ASSERT_EQ(text.exitCode, 0) << text.err;
        EXPECT_NE(text.out.find("Drive test report: loop"), std::string::npos) << text.out;
        EXPECT_NE(text.out.find("none reported; this report is named"), std::string::npos) << text.out;
        if (text.out.find("FLAGGED") != std::string::npos) {
            ++flaggedCertificates;
            EXPECT_NE(text.out.find(weak.device()), std::string::npos) << "the weak drive's certificate: " << text.out;
        }
    }
    EXPECT_EQ(flaggedCertificates, 1);
    EXPECT_NE(r.err.find("reports no serial number"), std::string::npos) << r.err;
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
