// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A batch of raw devices run by a normal user: each drive through the helper and polkit on its own, writes only where
// consented to, a drive whose writes are refused listed with the reason while the batch goes on.
#include "helperonbus.h"

#include "support/loopdevice.h"
#include "support/quickrun.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <regex>

using namespace Sektor::Test;

namespace {
constexpr std::uint64_t MiB = 1ull << 20;

std::vector<std::string> batch(const std::vector<std::string> &extra)
{
    std::vector<std::string> args = quickRun({"--no-save"});
    args.at(0) = "batch";
    args.insert(args.end(), extra.begin(), extra.end());
    return args;
}

bool rowSays(const std::string &out, const std::string &device, const std::string &state)
{
    return std::regex_search(out, std::regex("\\d+  " + device + " +" + device.substr(5) + " .*  " + state));
}
} // namespace

TEST_F(HelperOnBus, ABatchOfRawDevicesAsAUserWritesOnlyWhereConsentedAndGoesOnPastARefusal)
{
    LoopDevice readOnly;
    // Mounted without ext4's lazy inode-table init, whose background writes would count as writes to the drive.
    LoopDevice mountedLoop;
    TempDir mountPoint;
    Mount mounted(mountedLoop.device(), mountPoint.path(), "ext4", "noinit_itable");
    ASSERT_TRUE(readOnly.ok()) << readOnly.error();
    ASSERT_TRUE(mountedLoop.ok()) << mountedLoop.error();
    ASSERT_TRUE(mounted.ok()) << mounted.error();
    const std::string written = m_loop.device();
    const std::string busy = mountedLoop.device();
    const BlockStat writtenBefore = BlockStat::read(name());
    const BlockStat readOnlyBefore = BlockStat::read(readOnly.name());
    const BlockStat busyBefore = BlockStat::read(mountedLoop.name());

    const CommandResult r = m_bus->runAs(
        Allowed,
        "sektor-cli",
        batch({"--allow-destroy-data=" + written, "--allow-destroy-data=" + busy, written, readOnly.device(), busy}));
    EXPECT_EQ(r.exitCode, 22) << r.err << r.out;
    EXPECT_NE(r.out.find("3 drives: 2 finished, 1 did not."), std::string::npos) << r.out;
    EXPECT_TRUE(rowSays(r.out, written, "finished")) << r.out;
    EXPECT_TRUE(rowSays(r.out, readOnly.device(), "finished")) << r.out;
    EXPECT_TRUE(rowSays(r.out, busy, "refused")) << r.out;
    EXPECT_NE(r.out.find("3 " + busy + " (" + mountedLoop.name() + ") was not run: "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("mounted"), std::string::npos) << "the reason is named: " << r.out;
    EXPECT_NE(r.err.find("Running read tests only"), std::string::npos) << "the drive without consent: " << r.err;

    EXPECT_GT((BlockStat::read(name()) - writtenBefore).writeIos, 0u) << "the consented drive was written";
    EXPECT_GT((BlockStat::read(readOnly.name()) - readOnlyBefore).readIos, 0u);
    EXPECT_EQ((BlockStat::read(readOnly.name()) - readOnlyBefore).writeIos, 0u) << "no consent, no write";
    EXPECT_EQ((BlockStat::read(mountedLoop.name()) - busyBefore).writeIos, 0u) << "a mounted drive is never written";
}
