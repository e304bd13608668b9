// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A --json file that cannot be written is its own failure (exit 15), never a partial file.
#include "cliexpect.h"
#include "clirun.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

using namespace Sektor::Test;

TEST(CliJsonOutput, UncreatableFile)
{
    TempDir dir("/dev/shm");
    // /proc takes no new files, as root neither.
    const std::string json = "/proc/nonexistent/result.json";
    EXPECT_TRUE(failedWith(runCli(quickRun({"--json", json, dir.path()})), 15, json));
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
    const std::string json = outputMount.file("result.json");
    EXPECT_TRUE(failedWith(runCli(quickRun({"--json", json, dir.path()})), 15, json));
    EXPECT_EQ(listDirectory(outputMount.path()), "") << "neither the file nor the writer's temporary file";
    EXPECT_EQ(listDirectory(dir.path()), "");
}
