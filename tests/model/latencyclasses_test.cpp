// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The burn-in's latency classes: the classic testers' boundaries, a block's time counted in the first class
// it is below (a time on a boundary goes to the class above it), settable boundaries that must rise.
#include "model/latencyclasses.h"

#include <gtest/gtest.h>

using namespace Sektor;
using namespace std::chrono_literals;

namespace {
constexpr std::int64_t ms(double v)
{
    return std::int64_t(v * 1e6);
}
} // namespace

TEST(LatencyClasses, EachBlockGoesToTheFirstClassItIsBelowAndABoundaryToTheClassAbove)
{
    LatencyClasses classes;
    EXPECT_FALSE(classes.check().isError());
    for (const std::int64_t ns : {ms(0.1),
                                  ms(2.999),
                                  ms(3),
                                  ms(9.9),
                                  ms(10),
                                  ms(49),
                                  ms(50),
                                  ms(149.9),
                                  ms(150),
                                  ms(499.999),
                                  ms(500),
                                  ms(4000)})
        classes.record(ns);
    EXPECT_EQ(classes.counts(), (std::array<std::uint64_t, 6> {2, 2, 2, 2, 2, 2}));
    EXPECT_EQ(classes.total(), 12u);
    EXPECT_EQ(classes.classOf(0), 0u);
    EXPECT_EQ(classes.classOf(ms(500) - 1), 4u);
    EXPECT_EQ(classes.classOf(ms(500)), 5u);
}

TEST(LatencyClasses, BoundariesCanBeSetAndMustRise)
{
    LatencyClasses fast({1ms, 2ms, 5ms, 20ms, 100ms});
    EXPECT_FALSE(fast.check().isError());
    fast.record(ms(3));
    fast.record(ms(200));
    EXPECT_EQ(fast.counts(), (std::array<std::uint64_t, 6> {0, 0, 1, 0, 0, 1}));
    EXPECT_TRUE(LatencyClasses({3ms, 3ms, 50ms, 150ms, 500ms}).check().isError()) << "equal boundaries";
    EXPECT_TRUE(LatencyClasses({10ms, 3ms, 50ms, 150ms, 500ms}).check().isError()) << "falling";
    EXPECT_TRUE(LatencyClasses({0ms, 3ms, 50ms, 150ms, 500ms}).check().isError()) << "zero";
}

TEST(LatencyClasses, PartsOfAPassAddUp)
{
    LatencyClasses first;
    LatencyClasses second;
    first.record(ms(1));
    second.record(ms(1));
    second.record(ms(600));
    first.merge(second);
    EXPECT_EQ(first.counts(), (std::array<std::uint64_t, 6> {2, 0, 0, 0, 0, 1}));
}
