// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A run that works: the CrystalDiskMark text on stdout, the JSON file, and nothing left behind.
#include "cliexpect.h"
#include "clirun.h"
#include "support/loopdevice.h"
#include "support/mountedloop.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <filesystem>

using namespace Sektor::Test;

namespace {
void expectGoodRun(const std::string &dir)
{
    TempDir output;
    const std::string json = output.file("result.json");
    const CommandResult r = runCli(quickRun({"--json", json, dir}));
    ASSERT_TRUE(succeeded(r));
    EXPECT_TRUE(hasSeq1mLine(r.out, "[Read]")) << r.out;
    EXPECT_TRUE(hasSeq1mLine(r.out, "[Write]")) << r.out;
    EXPECT_NE(r.out.find("[" + dir + ": "), std::string::npos) << "the footer names the target: " << r.out;
    EXPECT_TRUE(isResultJson(json));
    EXPECT_EQ(listDirectory(output.path()), "result.json") << "no temporary file of the JSON writer stays";
    EXPECT_EQ(listDirectory(dir), "") << "the test file must be gone";
}
} // namespace

TEST(CliSuccess, TmpfsDirectory)
{
    TempDir dir("/dev/shm");
    expectGoodRun(dir.path());
}

TEST(CliSuccess, Ext4Directory)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(64ull << 20, "ext4");
    ASSERT_TRUE(fs.ok()) << fs.error();
    // A directory of its own: the filesystem's lost+found is not ours to judge.
    const std::string dir = fs.file("bench");
    ASSERT_TRUE(std::filesystem::create_directory(dir));
    expectGoodRun(dir);
}
