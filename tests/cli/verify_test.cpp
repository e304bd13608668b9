// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// sektor-cli's verify end to end: a verify killed with SIGKILL mid-fill leaves its files (nothing can remove them
// then), and the next verify on the same filesystem removes them first, says so, and leaves nothing itself.
#include "clirun.h"
#include "support/fillspace.h"
#include "support/mountedloop.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <thread>

using namespace Sektor::Test;

namespace {
constexpr std::uint64_t MiB = 1ull << 20;

// The files of verifies in @p dir's verify folders, and how many bytes they hold.
std::pair<int, std::uint64_t> verifyFiles(const std::string &dir)
{
    std::pair<int, std::uint64_t> found {0, 0};
    for (const auto &folder : std::filesystem::directory_iterator(dir)) {
        if (folder.path().filename().string().rfind(".sektor-verify-", 0) != 0)
            continue;
        for (const auto &file : std::filesystem::directory_iterator(folder.path())) {
            ++found.first;
            found.second += file.file_size();
        }
    }
    return found;
}
} // namespace

TEST(CliVerify, AVerifyKilledMidFillLeavesFilesThatTheNextOneRemovesAndSaysSo)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(1536 * MiB);
    ASSERT_TRUE(fs.ok()) << fs.error();
    BackgroundCli killed({"run", "--profile", "Verify", "--size", "all", "--no-save", "--quiet", fs.path()});
    ASSERT_TRUE(killed.started());
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (verifyFiles(fs.path()).second < 64 * MiB && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    ASSERT_EQ(::kill(pid_t(killed.pid()), SIGKILL), 0);
    EXPECT_FALSE(killed.waitForExit(std::chrono::seconds(10)).has_value()) << "killed by the signal, no exit code";
    ASSERT_FALSE(killed.running());
    const auto [leftFiles, leftBytes] = verifyFiles(fs.path());
    ASSERT_GT(leftFiles, 0) << "a killed verify's files stay: only the next run can remove them";
    EXPECT_GE(leftBytes, 64 * MiB);

    const CommandResult next = runCli({"run", "--profile", "Verify", "--size", "16MiB", "--no-save", fs.path()});
    EXPECT_EQ(next.exitCode, 29) << "a verify of part of the free space reaches no verdict: " << next.err;
    EXPECT_NE(next.err.find("Note: Verify writes 16.0 MiB of files to this drive, then reads them all back"),
              std::string::npos)
        << "said before it starts, as the window says it:\n"
        << next.err;
    EXPECT_NE(next.out.find("[Verify] NO VERDICT"), std::string::npos) << "16 MiB of 1.5 GiB:\n" << next.out;
    EXPECT_NE(next.out.find("Removed first: " + std::to_string(leftFiles)
                            + " files left by an earlier verify that "
                              "was killed"),
              std::string::npos)
        << next.out;
    EXPECT_TRUE(onlyLostAndFound(fs.path())) << "the leftovers and its own files are gone";
}

TEST(CliVerify, ARawDeviceIsRefusedAndPointsToTheCapacityProbe)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(64 * MiB);
    ASSERT_TRUE(fs.ok()) << fs.error();
    const CommandResult r = runCli({"run", "--profile", "Verify", "--no-save", fs.loop().device()});
    EXPECT_NE(r.exitCode, 0);
    EXPECT_NE(r.err.find("capacity probe"), std::string::npos) << r.err;
}

// A verify of a filesystem with almost no free space said GENUINE of the 1 MiB it filled, and of a full one
// showed 0.000 MB/s and no verdict with exit 0. It is refused before anything is written, saying what it needs.
TEST(CliVerify, TooLittleFreeSpaceIsRefusedBeforeAnythingIsWritten)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(64 * MiB);
    ASSERT_TRUE(fs.ok()) << fs.error();
    ASSERT_TRUE(fillAllBut(fs.path() + "/filler", 20 * MiB)) << "20 MiB left: 4 MiB beyond the verify's reserve";
    const std::uint64_t before = availableBytes(fs.path());
    TempDir out; // the result file's own folder: nothing of this test lands beside other tests' files
    const std::string json = out.file("verify-refused.json");
    const CommandResult r = runCli({"run", "--profile", "Verify", "--no-save", "--json", json, fs.path()});
    EXPECT_EQ(r.exitCode, 7) << "not enough space, found before the test started: " << r.err;
    EXPECT_NE(r.err.find("Not enough free space"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("fills at least 16 MiB"), std::string::npos) << r.err;
    EXPECT_EQ(r.out.find("GENUINE"), std::string::npos) << "no verdict: " << r.out;
    EXPECT_FALSE(std::filesystem::exists(json)) << "no result file for a run that did not run";
    EXPECT_EQ(verifyFiles(fs.path()).first, 0) << "nothing of the verify is left";
    EXPECT_EQ(availableBytes(fs.path()), before) << "nothing was written";
}

// A verify of a size chosen below the free space said GENUINE of a drive it may never have reached (a fake
// loses what lies past its real capacity). It keeps what it found, and says "no verdict"; all the free space, GENUINE.
TEST(CliVerify, APartOfTheFreeSpaceGivesNoVerdictAndAllOfItDoes)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(128 * MiB);
    ASSERT_TRUE(fs.ok()) << fs.error();
    TempDir out;
    const std::string json = out.file("verify-part.json");
    const CommandResult part
        = runCli({"run", "--profile", "Verify", "--size", "32MiB", "--no-save", "--json", json, fs.path()});
    EXPECT_EQ(part.exitCode, 29) << "NO VERDICT: " << part.err;
    EXPECT_NE(part.out.find("[Verify] NO VERDICT"), std::string::npos) << part.out;
    EXPECT_EQ(part.out.find("GENUINE"), std::string::npos) << part.out;
    std::ifstream file(json);
    const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    EXPECT_NE(text.find("\"verdict\": \"partial\""), std::string::npos) << text;

    const CommandResult all = runCli({"run", "--profile", "Verify", "--size", "all", "--no-save", fs.path()});
    EXPECT_EQ(all.exitCode, 0) << "GENUINE: " << all.err;
    EXPECT_NE(all.out.find("[Verify] GENUINE"), std::string::npos) << all.out;
    EXPECT_EQ(verifyFiles(fs.path()).first, 0);
}
