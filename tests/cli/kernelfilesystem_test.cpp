// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Directories of the kernel's own filesystems have no drive below them. They used to fail with
// "not enough free space: 0 bytes free", which sends the user looking for space to free.
#include "cliexpect.h"
#include "clirun.h"

#include <gtest/gtest.h>

using namespace Sektor::Test;

TEST(CliKernelFilesystems, AreRefusedByName)
{
    const struct
    {
        const char *path;
        const char *type;
    } cases[] = {{"/proc", "proc"}, {"/sys", "sysfs"}, {"/dev/pts", "devpts"}};
    for (const auto &c : cases) {
        const CommandResult r = runCli(quickRun({c.path}));
        EXPECT_TRUE(failedWith(r, 11, c.path));
        EXPECT_NE(r.err.find("filesystem of the kernel"), std::string::npos) << r.err;
        EXPECT_NE(r.err.find(std::string("(") + c.type + ")"), std::string::npos) << r.err;
        EXPECT_EQ(r.err.find("free space"), std::string::npos) << r.err;
    }
}
