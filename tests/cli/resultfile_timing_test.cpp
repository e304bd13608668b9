// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A --json name that cannot work is refused before the run, which the time sektor-cli takes to say so shows: well
// under what the quick run would take.
#include "cliexpect.h"
#include "clirun.h"
#include "support/quickrun.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <chrono>

using namespace Sektor::Test;

namespace {
// Fails fast: a refused name must not cost a benchmark first.
CommandResult timedRun(const std::vector<std::string> &args, std::chrono::milliseconds &took)
{
    const auto start = std::chrono::steady_clock::now();
    const CommandResult r = runCli(args);
    took = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start);
    return r;
}
} // namespace

TEST(CliResultFile, ImpossibleNamesAreRefusedBeforeTheRun)
{
    TempDir dir("/dev/shm");
    const std::string tooLong = dir.file(std::string(300, 'x') + ".json");
    const struct
    {
        std::string path;
        int exitCode;
        const char *says;
    } cases[] = {
        {"", 2, "--json needs a file name"},
        {dir.file("missing/results.json"), 15, "its folder does not exist"},
        {tooLong, 15, "the name is too long"},
        {dir.path(), 15, "it is a directory"},
    };
    for (const auto &c : cases) {
        std::chrono::milliseconds took {};
        const CommandResult r = timedRun(quickRun({"--json", c.path, dir.path()}), took);
        EXPECT_EQ(r.exitCode, c.exitCode) << c.path << ": " << r.err;
        EXPECT_NE(r.err.find(c.says), std::string::npos) << r.err;
        EXPECT_LT(took.count(), 2000) << "refused only after a run: " << c.path;
        EXPECT_EQ(listDirectory(dir.path()), "") << "nothing is left in " << dir.path();
    }
}
