// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Where a run's engine goes. When HelperRunner lands, the non-root device case expects it.
#include "gui/run/runnerfactory.h"

#include "helperclient/helperrunner.h"
#include "runner/localrunner.h"

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;

namespace {
RunTarget device()
{
    RunTarget t;
    t.kind = RunTarget::Kind::Device;
    t.path = QStringLiteral("/dev/loop7");
    return t;
}
} // namespace

TEST(RunnerFactory, FoldersRunInThisProcessForEveryone)
{
    RunTarget folder;
    folder.path = QStringLiteral("/var/tmp");
    for (bool root : {false, true}) {
        const auto runner = createRunner(folder, root);
        ASSERT_NE(runner, nullptr);
        EXPECT_NE(dynamic_cast<LocalRunner *>(runner.get()), nullptr);
    }
}

TEST(RunnerFactory, DevicesRunInThisProcessOnlyForRoot)
{
    const auto asRoot = createRunner(device(), true);
    ASSERT_NE(asRoot, nullptr);
    EXPECT_NE(dynamic_cast<LocalRunner *>(asRoot.get()), nullptr);
    const auto asUser = createRunner(device(), false);
    ASSERT_NE(asUser, nullptr);
    EXPECT_NE(dynamic_cast<HelperRunner *>(asUser.get()), nullptr)
        << "a normal user goes through the privileged helper";
}
