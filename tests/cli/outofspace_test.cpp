// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// ENOSPC after the free-space check passed: a filesystem can need new space for writes into a
// file that is already fully allocated. btrfs does: the first write into preallocated extents
// goes in place, but every later overwrite is copy-on-write and allocates new extents. With the
// rest of the filesystem taken, the engine's fill of the test file succeeds and the write test
// then fails with ENOSPC: exit 12, and nothing left behind. (Sektor makes its test file NOCOW where it can, which
// avoids this; tests/conditions/btrfsnocow_test.cpp holds both cases side by side.)
#include "cliexpect.h"
#include "clirun.h"
#include "support/fillspace.h"
#include "support/loopdevice.h"
#include "support/mountedloop.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <filesystem>

using namespace Sektor::Test;

namespace {
constexpr std::uint64_t MiB = 1ull << 20;
} // namespace

TEST(CliOutOfSpace, BtrfsCopyOnWriteOverwriteRunsOutOfSpace)
{
    SEKTOR_REQUIRE_ROOT();
    // 256 MiB: comfortably above mkfs.btrfs's minimum; sparse, so it costs little memory.
    MountedLoop fs(256 * MiB, "btrfs");
    ASSERT_TRUE(fs.ok()) << fs.error();
    const std::string dir = fs.file("bench");
    ASSERT_TRUE(std::filesystem::create_directory(dir));
    // Sektor makes its test file NOCOW, which overwrites in place; a file that inherits btrfs's compression attribute
    // from its directory cannot be NOCOW, so here every overwrite is copied as the test means it to be.
    ASSERT_EQ(run({"chattr", "+c", dir}).exitCode, 0);
    // Room for the 16 MiB test file and a little more, never for a second copy of it.
    ASSERT_TRUE(fillAllBut(fs.file("filler"), 20 * MiB));
    const std::uint64_t available = availableBytes(dir);
    ASSERT_GE(available, 16 * MiB) << "the free-space check must pass";
    ASSERT_LT(available, 32 * MiB) << "the overwrite must not fit";

    TempDir output;
    const std::string json = output.file("result.json");
    const CommandResult r = runCli(quickRun({"--json", json, dir}));
    EXPECT_TRUE(failedWith(r, 12, dir));
    EXPECT_NE(r.err.find("ran out of space"), std::string::npos) << r.err;
    EXPECT_EQ(listDirectory(dir), "") << "the test file must be gone";
    EXPECT_FALSE(exists(json)) << "no result file for a failed run";
    EXPECT_EQ(listDirectory(output.path()), "");
}
