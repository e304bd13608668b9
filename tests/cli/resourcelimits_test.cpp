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
#include "support/limitedcgroup.h"
#include "support/loopdevice.h"
#include "support/mountedloop.h"
#include "support/requireroot.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <optional>

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
    EXPECT_EQ(r.exitCode, 29) << "it ran to its end, with no verdict for part of the free space: " << r.err;
    EXPECT_NE(r.out.find("[Verify] NO VERDICT"), std::string::npos) << "64 MiB of a RAM disk's free space:\n" << r.out;
    EXPECT_NE(r.out.find("16384 stamps read: 16384 kept, 0 aliased, 0 missing, 0 corrupted"), std::string::npos)
        << "every stamp read back and kept:\n"
        << r.out;
    EXPECT_NE(r.out.find("on the same thread (no second thread could be started)"), std::string::npos)
        << "the report says why its rates may be low:\n"
        << r.out;
    EXPECT_EQ(listDirectory(dir.path()), "") << "nothing left";
}

namespace {
/// Where a run is refused its threads: a folder on a disk's filesystem (ext4 on a loop device of the test's own), the
/// machine's /var/tmp, tmpfs, and a raw loop device. Each kind reads other conditions (drives, health, temperature)
/// around the run, and each once started a thread that was not checked.
enum class TargetKind { LoopFilesystem, VarTmp, Tmpfs, RawLoop };

std::string targetName(TargetKind kind)
{
    switch (kind) {
    case TargetKind::LoopFilesystem:
        return "Ext4OnLoop";
    case TargetKind::VarTmp:
        return "VarTmp";
    case TargetKind::Tmpfs:
        return "Tmpfs";
    case TargetKind::RawLoop:
        return "RawLoop";
    }
    return {};
}

void PrintTo(const TargetKind &kind, std::ostream *os)
{
    *os << targetName(kind);
}

/// The target of a case and what it needs, made for the case and gone with it.
struct LimitedTarget
{
    explicit LimitedTarget(TargetKind kind)
    {
        switch (kind) {
        case TargetKind::LoopFilesystem:
            filesystem.emplace(128ull << 20);
            if (!filesystem->ok()) {
                error = filesystem->error();
                return;
            }
            folder.emplace(filesystem->path());
            break;
        case TargetKind::VarTmp:
            folder.emplace("/var/tmp");
            break;
        case TargetKind::Tmpfs:
            folder.emplace("/dev/shm");
            break;
        case TargetKind::RawLoop:
            device.emplace(LoopDevice::Options {.size = 64ull << 20});
            if (!device->ok())
                error = device->error();
            return;
        }
        // The unprivileged account writes its test file here.
        if (chmod(folder->path().c_str(), 01777) != 0)
            error = "chmod " + folder->path();
    }

    std::string path() const { return device ? device->device() : folder->path(); }
    /// Nothing of the run is left: no test file in the folder.
    std::string leftovers() const { return folder ? listDirectory(folder->path()) : std::string(); }

    std::optional<MountedLoop> filesystem;
    std::optional<TempDir> folder;
    std::optional<LoopDevice> device;
    std::string error;
};

std::vector<std::string> withoutLeakCheck(std::vector<std::string> argv)
{
#if defined(__SANITIZE_ADDRESS__)
    // LeakSanitizer needs a thread of its own at exit, which the very limit under test refuses.
    const char *asan = std::getenv("ASAN_OPTIONS");
    argv.insert(argv.end(), {"env", std::string("ASAN_OPTIONS=") + (asan ? asan : "") + ":detect_leaks=0"});
#endif
    return argv;
}

void expectRefusedThreadEndedTheRun(const CommandResult &r)
{
    EXPECT_NE(r.exitCode, 124) << "it hung until timeout killed it: " << r.err;
    EXPECT_EQ(r.exitCode, 14) << r.err;
    EXPECT_NE(r.err.find("a limit on processes"), std::string::npos) << r.err;
}

class CliThreadRefusedOnEveryTarget : public ::testing::TestWithParam<TargetKind>
{
protected:
    void SetUp() override { SEKTOR_REQUIRE_ROOT(); }
};

/// A user's raw run goes through the helper on the system bus: its refusal is RefusedRunner's, the device case is
/// root's below.
class CliThreadRefusedAsUser : public CliThreadRefusedOnEveryTarget
{
};

std::string caseName(const ::testing::TestParamInfo<TargetKind> &info)
{
    return targetName(info.param);
}
} // namespace

// An unprivileged user at RLIMIT_NPROC, with room for the process alone: before the run thread, the drives' health was
// read, which opened the system bus, whose thread Qt starts unchecked; refused, the first call waited for it forever.
TEST_P(CliThreadRefusedAsUser, AtItsProcessLimit)
{
    UnprivilegedCli as;
    ASSERT_EQ(as.prepare("sektor-nproc-" + targetName(GetParam())), "");
    const LimitedTarget target(GetParam());
    ASSERT_EQ(target.error, "");
    const std::string limit = "--nproc=" + std::to_string(tasksOf(as.user) + 1);
    std::vector<std::string> argv
        = withoutLeakCheck({"timeout", "-k", "5", "30", "runuser", "-u", as.user, "--", "prlimit", limit});
    argv.push_back(as.cli);
    for (const std::string &arg : quickRun({"--no-save", target.path()}))
        argv.push_back(arg);
    const CommandResult r = run(argv);
    expectRefusedThreadEndedTheRun(r);
    EXPECT_NE(r.err.find("worker thread could not start"), std::string::npos) << r.err;
    EXPECT_EQ(target.leftovers(), "") << "no test file is left";
}

// Root is held by a pids cgroup (a container, a unit's TasksMax), not by RLIMIT_NPROC: one task, the process itself.
TEST_P(CliThreadRefusedOnEveryTarget, AsRootInAPidsCgroup)
{
    const LimitedTarget target(GetParam());
    ASSERT_EQ(target.error, "");
    const LimitedCgroup cgroup(1);
    if (!cgroup.ok())
        SEKTOR_SKIP_OR_FAIL_IN_CI(cgroup.error());
    std::vector<std::string> cli {cliPath()};
    for (const std::string &arg : quickRun({"--no-save", target.path()}))
        cli.push_back(arg);
    std::vector<std::string> argv = withoutLeakCheck({"timeout", "-k", "5", "30"});
    for (const std::string &arg : cgroup.inside(cli))
        argv.push_back(arg);
    const CommandResult r = run(argv);
    expectRefusedThreadEndedTheRun(r);
    EXPECT_EQ(target.leftovers(), "") << "no test file is left";
}

INSTANTIATE_TEST_SUITE_P(Targets,
                         CliThreadRefusedAsUser,
                         ::testing::Values(TargetKind::LoopFilesystem, TargetKind::VarTmp, TargetKind::Tmpfs),
                         caseName);
INSTANTIATE_TEST_SUITE_P(
    Targets,
    CliThreadRefusedOnEveryTarget,
    ::testing::Values(TargetKind::LoopFilesystem, TargetKind::VarTmp, TargetKind::Tmpfs, TargetKind::RawLoop),
    caseName);
