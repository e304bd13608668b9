// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// LocalRunner: what the engine refuses arrives as a finished outcome with its error, like any other.
#include "quickdemo.h"

#include "runner/localrunner.h"

#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Test;

TEST(LocalRunner, ErrorsArriveAsAFinishedOutcome)
{
    LocalRunner runner;
    QSignalSpy finished(&runner, &Runner::finished);
    ASSERT_TRUE(runner.start(quickDemo("/nonexistent/sektor")));
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_EQ(finished.at(0).at(0).value<RunOutcome>().error.code, ErrorCode::TargetNotFound);
}
