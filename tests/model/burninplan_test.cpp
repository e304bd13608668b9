// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The burn-in's plan: every block to the device's last byte in 64-bit offsets (the last one shorter, never
// left out), each pattern written then read back, pass after pass, and the shapes it refuses.
#include "model/burninplan.h"
#include "model/units.h"

#include <gtest/gtest.h>

using namespace Sektor;

TEST(BurnInPlan, EachPatternIsWrittenThenReadBackPassAfterPass)
{
    const Expected<BurnInPlan> plan
        = planBurnIn(64 * MiB, 1 * MiB, 512, 2, {BurnInPattern::Stamps, BurnInPattern::Zeros});
    ASSERT_TRUE(plan) << plan.error().message().toStdString();
    EXPECT_EQ(plan->steps,
              (QList<BurnInStep> {{1, BurnInPattern::Stamps, true},
                                  {1, BurnInPattern::Stamps, false},
                                  {1, BurnInPattern::Zeros, true},
                                  {1, BurnInPattern::Zeros, false},
                                  {2, BurnInPattern::Stamps, true},
                                  {2, BurnInPattern::Stamps, false},
                                  {2, BurnInPattern::Zeros, true},
                                  {2, BurnInPattern::Zeros, false}}));
    EXPECT_EQ(plan->bytesToMove(), 8 * 64 * MiB);
    EXPECT_EQ(plan->blocks(), 64u);
}

TEST(BurnInPlan, TheLastPartialBlockIsPlannedAndOffsetsAre64Bit)
{
    // An "18 TB" drive (a whole number of 4 KiB sectors) in 1 MiB blocks: the last block is what is left.
    const std::uint64_t size = 18'000'207'949'824ull; // 17,166,336 MiB and 12 KiB
    const Expected<BurnInPlan> plan = planBurnIn(size, 1 * MiB, 4096, 1, {BurnInPattern::Random});
    ASSERT_TRUE(plan);
    const std::uint64_t last = plan->blocks() - 1;
    EXPECT_EQ(plan->blocks(), size / MiB + 1);
    EXPECT_EQ(plan->blockOffset(last), size / MiB * MiB);
    EXPECT_EQ(plan->blockOffset(last) + plan->blockLength(last), size) << "to the device's last byte";
    EXPECT_LT(plan->blockLength(last), 1 * MiB);
    EXPECT_EQ(plan->blockLength(last) % 4096, 0u);
    EXPECT_EQ(plan->blockLength(0), 1 * MiB);
    EXPECT_EQ(plan->blockLength(plan->blocks()), 0u) << "past the end";
    // 512-byte blocks on a 4 TiB device: more blocks than 32 bits count (badblocks' limit).
    const Expected<BurnInPlan> fine = planBurnIn(4 * 1024 * GiB + 512, 512, 512, 1, {BurnInPattern::Ones});
    ASSERT_TRUE(fine);
    EXPECT_GT(fine->blocks(), std::uint64_t(UINT32_MAX));
    EXPECT_EQ(fine->blockOffset(fine->blocks() - 1), 4 * 1024 * GiB);
}

TEST(BurnInPlan, ShapesThatCannotRunAreRefused)
{
    EXPECT_FALSE(planBurnIn(0, 4096, 512, 1, {BurnInPattern::Stamps})) << "no size";
    EXPECT_FALSE(planBurnIn(64 * MiB, 256, 512, 1, {BurnInPattern::Stamps})) << "below a logical block";
    EXPECT_FALSE(planBurnIn(64 * MiB, 4096 + 512, 4096, 1, {BurnInPattern::Stamps})) << "not whole logical blocks";
    EXPECT_FALSE(planBurnIn(64 * MiB, 4096, 512, 0, {BurnInPattern::Stamps})) << "no pass";
    EXPECT_FALSE(planBurnIn(64 * MiB, 4096, 512, 100, {BurnInPattern::Stamps})) << "over 99 passes";
    EXPECT_FALSE(planBurnIn(64 * MiB, 4096, 512, 1, {})) << "no pattern";
    EXPECT_FALSE(planBurnIn(64 * MiB, 4096, 512, 1, {BurnInPattern::Zeros, BurnInPattern::Zeros})) << "twice";
    const Expected<BurnInPlan> refused = planBurnIn(64 * MiB, 4096, 512, 100, {BurnInPattern::Stamps});
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().code, ErrorCode::InvalidArgument);
}
