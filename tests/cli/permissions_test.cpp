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
        ASSERT_EQ(m_as.prepare(), "");
    }

    UnprivilegedCli m_as;
};

TEST_F(CliPermissions, RootOwnedDirectoryIsPermissionDenied)
{
    TempDir dir("/dev/shm");
    // Readable and searchable by everyone, writable by root only: the usual case of /srv, /opt…
    ASSERT_EQ(chmod(dir.path().c_str(), 0755), 0);
    EXPECT_TRUE(failedWith(runCliAs(m_as.user, m_as.cli, quickRun({dir.path()})), 5, dir.path()));
    EXPECT_EQ(listDirectory(dir.path()), "");
}

// A normal user's device test goes through the privileged helper; with no system bus to reach
// it, the CLI says the helper is unavailable (16) instead of failing to open the device.
TEST_F(CliPermissions, BlockDeviceWithoutTheHelperIsUnavailable)
{
    LoopDevice loop({.size = 32ull << 20});
    ASSERT_TRUE(loop.ok()) << loop.error();
    std::vector<std::string> argv {
        "runuser", "-u", m_as.user, "--", "env", "DBUS_SYSTEM_BUS_ADDRESS=unix:path=/nonexistent/bus", m_as.cli};
    for (const std::string &arg : quickRun({loop.device()}))
        argv.push_back(arg);
    const CommandResult r = run(argv);
    EXPECT_TRUE(failedWith(r, 16, loop.device()));
    EXPECT_NE(r.err.find("helper"), std::string::npos) << r.err;
}
