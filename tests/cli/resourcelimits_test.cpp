// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A process limit (ulimit -u, a container's pids limit) refuses the threads a run needs: the run
// thread, a lane thread, or io_uring's kernel worker. Each must end the run with exit 14 and a
// clear message, never a hang (Ctrl-C would wait for a thread that never started) or an abort.
// Root is exempt from RLIMIT_NPROC, so the CLI runs as an unprivileged user.
#include "cliexpect.h"
#include "clirun.h"
#include "otheruser.h"
#include "support/requireroot.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>

#include <sys/stat.h>

using namespace Sektor::Test;

namespace {
// The limit counts every task of the user, so allow for any the account already runs.
int tasksOf(const std::string &user)
{
    const CommandResult ps = run({"ps", "-L", "-u", user, "--no-headers"});
    return int(std::count(ps.out.begin(), ps.out.end(), '\n'));
}

struct LimitCase
{
    int tasks; ///< Tasks the run may have, itself included.
    const char *refused; ///< What the message names as refused.
};

void PrintTo(const LimitCase &c, std::ostream *os)
{
    *os << c.tasks << " task(s)";
}
} // namespace

class CliResourceLimits : public ::testing::TestWithParam<LimitCase>
{
protected:
    void SetUp() override
    {
        SEKTOR_REQUIRE_ROOT();
        // A process limit counts every task of the user: other tests running as nobody at the same time (ctest -j),
        // this one's other cases included, would move it. Each case has an account of its own.
        ASSERT_EQ(m_as.prepare("sektor-nproc" + std::to_string(GetParam().tasks)), "");
    }

    UnprivilegedCli m_as;
};

TEST_P(CliResourceLimits, ARefusedThreadEndsTheRunWithExit14)
{
    TempDir dir("/dev/shm");
    ASSERT_EQ(chmod(dir.path().c_str(), 01777), 0);
    const std::string limit = "--nproc=" + std::to_string(tasksOf(m_as.user) + GetParam().tasks);
    // timeout: a hang must fail the test, not the suite.
    std::vector<std::string> argv {"timeout", "30", "runuser", "-u", m_as.user, "--", "prlimit", limit};
#if defined(__SANITIZE_ADDRESS__)
    // LeakSanitizer needs a thread of its own at exit, which the very limit under test refuses:
    // it would abort (134) after the CLI chose its exit status. Everything else stays checked.
    const char *asan = std::getenv("ASAN_OPTIONS");
    argv.insert(argv.end(), {"env", std::string("ASAN_OPTIONS=") + (asan ? asan : "") + ":detect_leaks=0"});
#endif
    argv.push_back(m_as.cli);
    for (const std::string &arg : quickRun({"--engine", "io_uring", dir.path()}))
        argv.push_back(arg);
    const CommandResult r = run(argv);
    EXPECT_EQ(r.exitCode, 14) << r.err;
    EXPECT_NE(r.err.find("a limit on processes"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(GetParam().refused), std::string::npos) << r.err;
    EXPECT_EQ(listDirectory(dir.path()), "") << "no test file is left";
}

INSTANTIATE_TEST_SUITE_P(Limits,
                         CliResourceLimits,
                         ::testing::Values(LimitCase {1, "worker thread could not start"},
                                           LimitCase {2, "pthread_create"},
                                           LimitCase {3, "io_uring could not start a kernel worker"}),
                         [](const ::testing::TestParamInfo<LimitCase> &info) {
                             return "Tasks" + std::to_string(info.param.tasks);
                         });

// The verify stamps and judges on a helper thread while its I/O runs; a limit that leaves it the run thread alone
// must cost it only speed: every stamp checked on the run thread, the same answer, nothing left.
TEST(CliResourceLimits, AVerifyWithoutItsHelperThreadChecksEveryStampOnItsOwn)
{
    SEKTOR_REQUIRE_ROOT();
    UnprivilegedCli as;
    ASSERT_EQ(as.prepare("sektor-nproc-verify"), "");
    TempDir dir("/dev/shm");
    ASSERT_EQ(chmod(dir.path().c_str(), 01777), 0);
    const std::string limit = "--nproc=" + std::to_string(tasksOf(as.user) + 2); // itself and the run thread
    std::vector<std::string> argv {"timeout", "60", "runuser", "-u", as.user, "--", "prlimit", limit};
#if defined(__SANITIZE_ADDRESS__)
    const char *asan = std::getenv("ASAN_OPTIONS");
    argv.insert(argv.end(), {"env", std::string("ASAN_OPTIONS=") + (asan ? asan : "") + ":detect_leaks=0"});
#endif
    argv.push_back(as.cli);
    for (const char *arg : {"run", "--profile", "Verify", "--size", "64MiB", "--no-save"})
        argv.emplace_back(arg);
    argv.push_back(dir.path());
    const CommandResult r = run(argv);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("[Verify] GENUINE"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("16384 stamps read: 16384 kept, 0 aliased, 0 missing, 0 corrupted"), std::string::npos)
        << "every stamp read back and kept:\n"
        << r.out;
    EXPECT_NE(r.out.find("on the same thread (no second thread could be started)"), std::string::npos)
        << "the report says why its rates may be low:\n"
        << r.out;
    EXPECT_EQ(listDirectory(dir.path()), "") << "nothing left";
}
