// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A sustained write of a whole raw device by an unprivileged user: through the helper and polkit, only with the
// typed consent, and writing exactly the device once.
#include "helperonbus.h"

#include <gtest/gtest.h>

using namespace Sektor::Test;

namespace {
std::vector<std::string> sustainedWhole(const std::string &device, bool consent)
{
    std::vector<std::string> args {
        "run", "--profile", "Sustained Write", "--size", "all", "--time", "30s", "--quiet", device};
    if (consent)
        args.insert(args.end() - 1, "--allow-destroy-data=" + device);
    return args;
}
} // namespace

TEST_F(HelperOnBus, ASustainedWriteOfTheWholeDeviceGoesThroughTheHelperOnlyWithConsent)
{
    const BlockStat before = BlockStat::read(name());
    const CommandResult refused = m_bus->runAs(Allowed, "sektor-cli", sustainedWhole(m_loop.device(), false));
    EXPECT_NE(refused.exitCode, 0) << refused.out;
    EXPECT_NE(refused.err.find("--allow-destroy-data"), std::string::npos) << refused.err;
    EXPECT_EQ((BlockStat::read(name()) - before).writeIos, 0u) << "no write without consent";

    const CommandResult r = m_bus->runAs(Allowed, "sektor-cli", sustainedWhole(m_loop.device(), true));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("[Sustained Write] SEQ    1MiB (Q=  8, T= 1): 0.07 GB written in"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("the whole span was written"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("Test file:"), std::string::npos) << "a raw device has no test file";
    const BlockStat delta = BlockStat::read(name()) - before;
    EXPECT_EQ(delta.writeSectors * 512, 64ull << 20) << "the whole device, once";
}
