// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A target that turns read-only while a write test runs (a filesystem remounted read-only after
// an error, a drive that switches to read-only when it wears out) ends the run with exit 6,
// "read-only", not an anonymous I/O error.
#include "cliexpect.h"
#include "clirun.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/shell.h"

#include <gtest/gtest.h>

using namespace Sektor::Test;
using namespace std::chrono_literals;

TEST(CliReadOnlyMidRun, ADeviceSetReadOnlyDuringAWriteTestExitsSix)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop({.size = 64ull << 20});
    ASSERT_TRUE(loop.ok()) << loop.error();
    BackgroundCli cli(
        showingProgress(
            quickRun({"--time", "60s", "--modes", "write", "--allow-destroy-data=" + loop.device(), loop.device()})),
        BackgroundCli::Stderr::Terminal);
    ASSERT_TRUE(cli.started());
    // Its progress line says when it measures: then the write test is under way, past any preparation.
    ASSERT_TRUE(cli.waitForProgress("run 1/", 30s)) << "not measuring within 30 s: " << cli.err();
    ASSERT_EQ(run({"blockdev", "--setro", loop.device()}).exitCode, 0);
    const std::optional<int> exitCode = cli.waitForExit(10s);
    run({"blockdev", "--setrw", loop.device()});
    ASSERT_TRUE(exitCode.has_value()) << "still running on a read-only device";
    const CommandResult r {*exitCode, cli.out(), cli.err()};
    EXPECT_TRUE(failedWith(r, 6, loop.device()));
    EXPECT_NE(r.err.find("read-only"), std::string::npos) << r.err;
}
