// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A note is read once wherever the output goes. The text carries the notes under its header;
// standard error says them too only where it is not where the text goes, as with 2>&1 or --json -.
#include "clirun.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

using namespace Sektor::Test;

namespace {

/// A read of memory: a run that always carries the note that it measures RAM.
std::vector<std::string> memoryRun(const std::string &dir, const std::vector<std::string> &more = {})
{
    std::vector<std::string> args {cliPath(),
                                   "run",
                                   "--tests",
                                   "SEQ1M-Q8T1",
                                   "--modes",
                                   "read",
                                   "--size",
                                   "16MiB",
                                   "--runs",
                                   "1",
                                   "--time",
                                   "1s",
                                   "--warmup",
                                   "0",
                                   "--interval",
                                   "0",
                                   "--quiet",
                                   "--no-save"};
    args.insert(args.end(), more.begin(), more.end());
    args.push_back(dir);
    return args;
}

/// The same command with its standard error sent where its standard output goes.
std::vector<std::string> together(const std::vector<std::string> &argv)
{
    std::vector<std::string> shell {"sh", "-c", "exec \"$0\" \"$@\" 2>&1"};
    shell.insert(shell.end(), argv.begin(), argv.end());
    return shell;
}

std::size_t countOf(const std::string &text, const std::string &part)
{
    std::size_t n = 0;
    for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size()))
        ++n;
    return n;
}

const std::string measuresRam = "this measures RAM";

} // namespace

TEST(CliNotes, ANoteIsPrintedOnceWhenStandardErrorGoesWhereTheTextGoes)
{
    TempDir dir("/dev/shm");
    const CommandResult r = run(together(memoryRun(dir.path())));
    ASSERT_EQ(r.exitCode, 0) << r.out;
    EXPECT_EQ(countOf(r.out, measuresRam), 1u) << r.out;
}

TEST(CliNotes, ANoteIsPrintedOnceWhenTheTextGoesToStandardErrorBesideTheJson)
{
    TempDir dir("/dev/shm");
    const CommandResult r = run(memoryRun(dir.path(), {"--json", "-"}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(countOf(r.err, measuresRam), 1u) << r.err;
}

TEST(CliNotes, StandardErrorSaysTheNoteToo_WhenTheTextGoesElsewhere)
{
    // Standard output to a file or a pipe, the terminal showing standard error: the note is in both.
    TempDir dir("/dev/shm");
    const CommandResult r = run(memoryRun(dir.path()));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(countOf(r.out, measuresRam), 1u) << r.out;
    EXPECT_EQ(countOf(r.err, measuresRam), 1u) << r.err;
}
