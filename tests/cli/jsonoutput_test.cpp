// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A --json file that cannot be written is its own failure (exit 15), never a partial file.
// A destination that is wrong from the start is refused before the benchmark runs; one that
// fails only at the end (a full disk) still gets the results printed, so the run is not lost.
#include "cliexpect.h"
#include "clirun.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <sys/statvfs.h>

using namespace Sektor::Test;

TEST(CliJsonOutput, UncreatableFile)
{
    TempDir dir("/dev/shm");
    // /proc takes no new files, as root neither.
    const std::string json = "/proc/nonexistent/result.json";
    // A long --time: refusing before the run means this returns at once, not after 60 s.
    std::vector<std::string> args = quickRun({"--json", json, dir.path()});
    args.insert(args.end() - 1, {"--time", "60s"});
    EXPECT_TRUE(failedWith(runCli(args), 15, json));
    EXPECT_FALSE(exists(json));
    EXPECT_EQ(listDirectory(dir.path()), "");
}

TEST(CliJsonOutput, PathIsADirectory)
{
    TempDir dir("/dev/shm");
    TempDir output;
    EXPECT_TRUE(failedWith(runCli(quickRun({"--json", output.path(), dir.path()})), 15, output.path()));
    EXPECT_EQ(listDirectory(output.path()), "");
    EXPECT_EQ(listDirectory(dir.path()), "");
}

TEST(CliJsonOutput, FullFilesystemLeavesNoPartialFile)
{
    SEKTOR_REQUIRE_ROOT();
    TempDir dir("/dev/shm");
    TempDir outputMount;
    // Room for a few KiB: the JSON (tens of KiB with histograms and samples) cannot fit.
    Mount tiny("tmpfs", outputMount.path(), "tmpfs", "size=8k", false);
    ASSERT_TRUE(tiny.ok()) << tiny.error();
    // The run must write into the 8 KiB file system, not the folder under it (CI once saw exit 0 and no file here).
    struct statvfs fs
    {
    };
    ASSERT_EQ(statvfs(outputMount.path().c_str(), &fs), 0);
    ASSERT_LE(std::uint64_t(fs.f_blocks) * fs.f_frsize, 16384u)
        << "the tiny tmpfs is not mounted at " << outputMount.path();
    const std::string json = outputMount.file("result.json");
    const CommandResult result = runCli(quickRun({"--json", json, dir.path()}));
    EXPECT_EQ(result.exitCode, 15) << result.err;
    EXPECT_TRUE(hasSeq1mLine(result.out, "[Read]")) << "the results must still be shown: " << result.out;
    ASSERT_EQ(errorLines(result.err).size(), 1u) << result.err;
    EXPECT_NE(errorLines(result.err).front().find(json), std::string::npos) << result.err;
    EXPECT_EQ(listDirectory(outputMount.path()), "") << "neither the file nor the writer's temporary file";
    EXPECT_EQ(listDirectory(dir.path()), "");
}
