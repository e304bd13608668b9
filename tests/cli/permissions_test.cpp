// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What an ordinary user meets: a directory they may not write, a block device they may not open.
// The CLI runs as an unprivileged account (runuser), so root is needed to set this up.
#include "cliexpect.h"
#include "clirun.h"
#include "otheruser.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <sys/stat.h>

using namespace Sektor::Test;

class CliPermissions : public ::testing::Test
{
protected:
    void SetUp() override
    {
        SEKTOR_REQUIRE_ROOT();
        m_user = unprivilegedUser();
        ASSERT_FALSE(m_user.empty()) << "no unprivileged account and useradd failed";
        m_cli = cliExecutableBy(m_user, m_copyDir);
        const CommandResult version = runCliAs(m_user, m_cli, {"--version"});
        ASSERT_EQ(version.exitCode, 0) << m_user << " cannot run " << m_cli << ": " << version.err;
    }

    std::string m_user;
    TempDir m_copyDir;
    std::string m_cli;
};

TEST_F(CliPermissions, RootOwnedDirectoryIsPermissionDenied)
{
    TempDir dir("/dev/shm");
    // Readable and searchable by everyone, writable by root only: the usual case of /srv, /opt…
    ASSERT_EQ(chmod(dir.path().c_str(), 0755), 0);
    EXPECT_TRUE(failedWith(runCliAs(m_user, m_cli, quickRun({dir.path()})), 5, dir.path()));
    EXPECT_EQ(listDirectory(dir.path()), "");
}

// A normal user's device test goes through the privileged helper; with no system bus to reach
// it, the CLI says the helper is unavailable (16) instead of failing to open the device.
TEST_F(CliPermissions, BlockDeviceWithoutTheHelperIsUnavailable)
{
    LoopDevice loop({.size = 32ull << 20});
    ASSERT_TRUE(loop.ok()) << loop.error();
    std::vector<std::string> argv {"runuser", "-u", m_user, "--", "env", "DBUS_SYSTEM_BUS_ADDRESS=unix:path=/nonexistent/bus", m_cli};
    for (const std::string &arg : quickRun({loop.device()}))
        argv.push_back(arg);
    const CommandResult r = run(argv);
    EXPECT_TRUE(failedWith(r, 16, loop.device()));
    EXPECT_NE(r.err.find("helper"), std::string::npos) << r.err;
}
