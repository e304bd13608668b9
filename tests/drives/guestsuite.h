// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "emulatedmachine.h"

#include <QJsonObject>

#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace Sektor::Test {

inline constexpr std::uint64_t GuestMiB = 1024 * 1024;

/**
 * A test suite whose tests share one guest: its SetUpTestSuite() calls bootGuest() with its drives, each test starts
 * by checking that the guest is up (root, and a boot that worked; else the boot's error), and the guest is stopped
 * when the suite ends. Suites run one after another, so one machine at a time is held here.
 */
class GuestSuite : public ::testing::Test
{
protected:
    /// Boots the suite's guest with the QEMU arguments (its drives) that @p drives gives for the new machine, whose
    /// image() makes their files; nothing when not root (SetUp() says why).
    static void bootGuest(const std::function<std::vector<std::string>(EmulatedMachine &)> &drives);
    static void TearDownTestSuite();
    void SetUp() override;

    static EmulatedMachine &machine() { return *s_machine; }
    static bool booted() { return s_machine && s_machine->bootSeconds() > 0; }
    /// sektor-cli of this build, where the guest sees it.
    static std::string guestCli();
    /// The JSON object @p json holds (a guest command's output), empty when it holds none.
    static QJsonObject parseObject(const std::string &json);

private:
    static std::unique_ptr<EmulatedMachine> s_machine;
};

} // namespace Sektor::Test
