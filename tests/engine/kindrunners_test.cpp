// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The registration of the kinds' runners (engine/kinds/kindrunners.cpp, a KindTable: each kind once, or it does not
// compile): every kind, as the compiler finds the enum's enumerators, has a runner, so the orchestrator never meets a
// kind it cannot run.
#include "engine/kindrunner.h"
#include "model/enumerators.h"

#include <gtest/gtest.h>

using namespace Sektor;

TEST(KindRunners, EveryKindHasOneRunner)
{
    const std::vector<TestKind> kinds = Sektor::Test::allEnumerators<TestKind>();
    ASSERT_EQ(kinds.size(), std::size_t(LastTestKind) + 1) << "LastTestKind is the last of them";
    for (const TestKind kind : kinds)
        EXPECT_NE(kindRunnerFor(kind), nullptr) << "kind " << int(kind);
}

TEST(KindRunners, EveryBuiltinProfileHasARunner)
{
    for (const Profile &profile : builtinProfiles())
        EXPECT_NE(kindRunnerFor(profile.kind), nullptr) << profile.id.toStdString();
}
