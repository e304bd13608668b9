// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Ctrl-C, SIGTERM and SIGHUP (the terminal closed) while measuring: the run stops at once, exits with 128 + signal as
// shells expect, and leaves neither the test file nor a result file.
#include "cliexpect.h"
#include "clirun.h"
#include "signalcase.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <csignal>
#include <optional>

using namespace Sektor::Test;
using namespace std::chrono_literals;

namespace {

class CliSignals : public ::testing::TestWithParam<SignalCase>
{
};
} // namespace

TEST_P(CliSignals, StopsWithinASecondAndLeavesNothing)
{
    TempDir dir("/dev/shm");
    TempDir output;
    const std::string json = output.file("result.json");
    // A minute of measuring, so the signal surely arrives mid-test; on a terminal, as Ctrl-C comes from one.
    BackgroundCli cli(showingProgress(quickRun({"--time", "60s", "--json", json, dir.path()})),
                      BackgroundCli::Stderr::Terminal);
    ASSERT_TRUE(cli.started());
    // Its progress line says when it measures: past the fill of the test file.
    ASSERT_TRUE(cli.waitForProgress("run 1/", 30s)) << "not measuring within 30 s: " << cli.err();

    const auto signalled = std::chrono::steady_clock::now();
    ASSERT_EQ(::kill(pid_t(cli.pid()), GetParam().signal), 0);
    const std::optional<int> exitCode = cli.waitForExit(10s);
    const auto took = std::chrono::steady_clock::now() - signalled;
    ASSERT_TRUE(exitCode.has_value()) << "killed by the signal instead of handling it";
    EXPECT_LT(took, 1s) << std::chrono::duration_cast<std::chrono::milliseconds>(took).count() << " ms";
    EXPECT_TRUE(failedWith(CommandResult {*exitCode, cli.out(), cli.err()}, GetParam().exitCode, ""));
    EXPECT_EQ(listDirectory(dir.path()), "");
    EXPECT_FALSE(exists(json));
    EXPECT_EQ(listDirectory(output.path()), "");
}

INSTANTIATE_TEST_SUITE_P(Signals,
                         CliSignals,
                         ::testing::Values(SignalCase {"Sigint", SIGINT, 130},
                                           SignalCase {"Sigterm", SIGTERM, 143},
                                           SignalCase {"Sighup", SIGHUP, 129}),
                         [](const auto &info) {
                             return std::string(info.param.name);
                         });
