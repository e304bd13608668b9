// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Where a run's engine goes, the one decision sektor-cli and the window share.
#include "helperclient/runnerchoice.h"

#include "helperclient/helperrunner.h"
#include "runner/localrunner.h"

#include <gtest/gtest.h>

using namespace Sektor;

TEST(RunnerChoice, OnlyADeviceOfANormalUserGoesThroughTheHelper)
{
    EXPECT_TRUE(runsThroughHelper(true, false));
    EXPECT_FALSE(runsThroughHelper(true, true)) << "root opens the device itself";
    EXPECT_FALSE(runsThroughHelper(false, false)) << "a folder needs no privilege";
    EXPECT_FALSE(runsThroughHelper(false, true));
}

TEST(RunnerChoice, TheRunnerIsTheDecisions)
{
    for (bool device : {false, true}) {
        for (bool root : {false, true}) {
            const std::unique_ptr<Runner> runner = createRunner(device, root);
            ASSERT_NE(runner, nullptr);
            if (runsThroughHelper(device, root))
                EXPECT_NE(qobject_cast<HelperRunner *>(runner.get()), nullptr)
                    << "device " << device << " root " << root;
            else
                EXPECT_NE(qobject_cast<LocalRunner *>(runner.get()), nullptr)
                    << "device " << device << " root " << root;
        }
    }
}
