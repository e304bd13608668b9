// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The registration of the kinds' runners (engine/kinds/kindrunners.cpp): every kind is run by exactly one runner, so
// the orchestrator never meets a kind it cannot run, nor one two runners claim.
#include "engine/kindrunner.h"

#include <gtest/gtest.h>

using namespace Sektor;

TEST(KindRunners, EveryKindHasOneRunner)
{
    for (int k = 0; k <= int(Profile::LastKind); ++k) {
        const auto kind = Profile::Kind(k);
        EXPECT_EQ(kindRunnerCount(kind), 1) << "kind " << k;
        EXPECT_NE(kindRunnerFor(kind), nullptr) << "kind " << k;
    }
}

TEST(KindRunners, EveryBuiltinProfileHasARunner)
{
    for (const Profile &profile : builtinProfiles())
        EXPECT_NE(kindRunnerFor(profile.kind), nullptr) << profile.id.toStdString();
}
