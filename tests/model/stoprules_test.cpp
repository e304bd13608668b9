// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The burn-in's stop rules: each fires on its condition and not before, the first to fire is the end reason,
// a slow stretch counts only while every sample in it is slow, and rules that cannot work are refused.
#include "model/stoprules.h"

#include <gtest/gtest.h>

using namespace Sektor;
using namespace std::chrono_literals;

namespace {
constexpr std::int64_t s(double v)
{
    return std::int64_t(v * 1e9);
}
} // namespace

TEST(StopRules, NoRuleNeverFires)
{
    StopRuleWatcher watcher {StopRules {}};
    watcher.errorsFound(1000);
    watcher.rate(0, s(3600), 1.0);
    watcher.temperature(90'000);
    EXPECT_EQ(watcher.fired(), StopReason::None);
}

TEST(StopRules, TheErrorRuleFiresAtItsCountAndNotBefore)
{
    StopRules rules;
    rules.afterErrors = 3;
    StopRuleWatcher watcher(rules);
    watcher.errorsFound(2);
    EXPECT_EQ(watcher.fired(), StopReason::None);
    watcher.errorsFound(3);
    EXPECT_EQ(watcher.fired(), StopReason::Errors);
}

TEST(StopRules, TheSlowRuleNeedsEverySampleSlowForTheWholeTime)
{
    StopRules rules;
    rules.slower = StopRules::Slower {50e6, 5s};
    StopRuleWatcher watcher(rules);
    for (int i = 0; i < 4; ++i)
        watcher.rate(s(i), s(i + 1), 20e6); // 4 s slow
    watcher.rate(s(4), s(5), 60e6); // one good second starts the time again
    for (int i = 5; i < 9; ++i)
        watcher.rate(s(i), s(i + 1), 20e6); // 4 s slow again
    EXPECT_EQ(watcher.fired(), StopReason::None);
    watcher.rate(s(9), s(9.9), 20e6);
    EXPECT_EQ(watcher.fired(), StopReason::None) << "4.9 s of 5";
    watcher.rate(s(9.9), s(10), 20e6);
    EXPECT_EQ(watcher.fired(), StopReason::Slower) << "5 s below 50 MB/s";
}

TEST(StopRules, TheHeatRuleFiresAboveItsTemperatureAndTheFirstRuleThatFiredStays)
{
    StopRules rules;
    rules.hotterMilliCelsius = 60'000;
    rules.afterErrors = 1;
    StopRuleWatcher watcher(rules);
    watcher.temperature(60'000);
    EXPECT_EQ(watcher.fired(), StopReason::None) << "at, not above";
    watcher.temperature(61'000);
    EXPECT_EQ(watcher.fired(), StopReason::Hotter);
    watcher.errorsFound(5);
    EXPECT_EQ(watcher.fired(), StopReason::Hotter) << "the first rule that fired is the end reason";
    EXPECT_STREQ(idOf(watcher.fired()), "hotter");
}

TEST(StopRules, RulesThatCannotWorkAreRefused)
{
    EXPECT_FALSE(StopRules {}.check().isError());
    StopRules zeroErrors;
    zeroErrors.afterErrors = 0;
    EXPECT_TRUE(zeroErrors.check().isError());
    StopRules noTime;
    noTime.slower = StopRules::Slower {50e6, 0ms};
    EXPECT_TRUE(noTime.check().isError());
    StopRules noRate;
    noRate.slower = StopRules::Slower {0, 5s};
    EXPECT_TRUE(noRate.check().isError());
    StopRules boiling;
    boiling.hotterMilliCelsius = 200'000;
    EXPECT_TRUE(boiling.check().isError());
}
