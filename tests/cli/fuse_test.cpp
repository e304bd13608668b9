// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A real FUSE filesystem (bindfs), as USB sticks with exFAT or NTFS often are: no O_TMPFILE, so
// the test file is created with a hidden name that is removed at once. Nothing may be left
// there, also when the run is killed. And when the filesystem stalls (its daemon stops
// answering), a second Ctrl-C ends sektor-cli without waiting for the run to wind down.
#include "cliexpect.h"
#include "clirun.h"
#include "support/bindfsmount.h"
#include "support/requireroot.h"

#include <gtest/gtest.h>

#include <csignal>
#include <thread>

using namespace Sektor::Test;
using namespace std::chrono_literals;

namespace {
// FUSE keeps an unlinked but open file as .fuse_hidden* until the kernel releases it, which it
// does just after the process is gone.
bool emptiesWithin(const std::string &dir, std::chrono::milliseconds timeout)
{
    for (auto waited = 0ms; waited < timeout; waited += 50ms) {
        if (listDirectory(dir).empty())
            return true;
        std::this_thread::sleep_for(50ms);
    }
    return listDirectory(dir).empty();
}

class CliFuse : public ::testing::Test
{
protected:
    void SetUp() override
    {
        SEKTOR_REQUIRE_ROOT(); // mounting
        ASSERT_TRUE(m_fs.ok()) << m_fs.error();
    }
    void expectASecondSignalEndsAStalledRun(int signalNumber);
    BindfsMount m_fs;
};
} // namespace

TEST_F(CliFuse, ARunLeavesNothingBehind)
{
    const CommandResult r = runCli(quickRun({m_fs.path()}));
    EXPECT_TRUE(succeeded(r));
    EXPECT_NE(r.out.find("FS: fuse"), std::string::npos) << r.out;
    EXPECT_TRUE(emptiesWithin(m_fs.backingDir(), 2s)) << listDirectory(m_fs.backingDir());
}

TEST_F(CliFuse, AKilledRunLeavesNothingBehind)
{
    BackgroundCli cli(quickRun({"--time", "60s", m_fs.path()}));
    ASSERT_TRUE(cli.started());
    ASSERT_TRUE(cli.waitForFileUnder(m_fs.path(), 10s)) << cli.err();
    std::this_thread::sleep_for(300ms);
    ASSERT_EQ(::kill(pid_t(cli.pid()), SIGKILL), 0);
    cli.waitForExit(10s);
    EXPECT_TRUE(emptiesWithin(m_fs.backingDir(), 2s)) << listDirectory(m_fs.backingDir());
}

/// A run held by a stalled filesystem, then signalNumber twice: the first asks the run to stop (and waits for the I/O
/// the filesystem holds), the second must end the program at once, with 128 + the signal.
void CliFuse::expectASecondSignalEndsAStalledRun(int signalNumber)
{
    BackgroundCli cli(quickRun({"--time", "60s", m_fs.path()}));
    ASSERT_TRUE(cli.started());
    ASSERT_TRUE(cli.waitForFileUnder(m_fs.path(), 10s)) << cli.err();
    std::this_thread::sleep_for(300ms);
    ASSERT_TRUE(m_fs.stall());
    ASSERT_EQ(::kill(pid_t(cli.pid()), signalNumber), 0);
    EXPECT_FALSE(cli.waitForExit(1s).has_value()) << "the stall did not hold the run; the test proves nothing";
    ASSERT_EQ(::kill(pid_t(cli.pid()), signalNumber), 0);
    // The process ends at once where the kernel lets a killed thread go; a FUSE request the
    // daemon had already taken holds it (even SIGKILL waits for that answer), so the daemon is
    // resumed before the exit is awaited: what is checked is that the second signal, not the
    // end of the run, ended the program.
    std::this_thread::sleep_for(300ms);
    ASSERT_TRUE(m_fs.resume());
    const std::optional<int> exitCode = cli.waitForExit(5s);
    ASSERT_TRUE(exitCode.has_value()) << "still running after the second signal";
    EXPECT_EQ(*exitCode, 128 + signalNumber);
    EXPECT_NE(cli.err().find("stopped at once by a second signal"), std::string::npos) << cli.err();
    EXPECT_EQ(cli.err().find("The benchmark was cancelled"), std::string::npos) << "the run wound down instead";
    EXPECT_TRUE(emptiesWithin(m_fs.backingDir(), 2s)) << listDirectory(m_fs.backingDir());
}

TEST_F(CliFuse, ASecondSignalEndsARunStalledByItsFilesystem)
{
    expectASecondSignalEndsAStalledRun(SIGINT); // Ctrl-C twice
}

TEST_F(CliFuse, ASecondTerminateEndsARunStalledByItsFilesystem)
{
    expectASecondSignalEndsAStalledRun(SIGTERM); // what a service manager or kill sends, twice
}
