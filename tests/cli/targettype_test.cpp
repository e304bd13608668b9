// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Targets that are not there or are not a directory or block device: found before any I/O.
#include "cliexpect.h"
#include "clirun.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <fstream>

using namespace Sektor::Test;

TEST(CliTargetType, MissingDirectoryIsNotFound)
{
    TempDir dir("/dev/shm");
    const std::string missing = dir.file("no-such-dir");
    EXPECT_TRUE(failedWith(runCli(quickRun({missing})), 3, missing));
    EXPECT_EQ(listDirectory(dir.path()), "");
}

TEST(CliTargetType, RegularFileIsRefusedAndUntouched)
{
    TempDir dir("/dev/shm");
    const std::string file = dir.file("plain.txt");
    std::ofstream(file) << "keep me";
    EXPECT_TRUE(failedWith(runCli(quickRun({file})), 4, file));
    EXPECT_EQ(listDirectory(dir.path()), "plain.txt");
    std::string content;
    std::getline(std::ifstream(file), content);
    EXPECT_EQ(content, "keep me");
}

TEST(CliTargetType, CharacterDeviceIsRefused)
{
    EXPECT_TRUE(failedWith(runCli(quickRun({"/dev/null"})), 4, "/dev/null"));
}
