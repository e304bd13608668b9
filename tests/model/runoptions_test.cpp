// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/runoptions.h"

#include <gtest/gtest.h>

#include <string>

using namespace Sektor;
using namespace std::chrono_literals;

namespace {

// Default options with one field changed: each test below varies a single field, so any
// refusal is caused by that field alone.
template<typename T, typename V>
Error validateWith(T RunOptions::*field, V value)
{
    RunOptions o;
    o.*field = T(value);
    return o.validate();
}

constexpr ErrorCode Ok = ErrorCode::None;
constexpr ErrorCode Invalid = ErrorCode::InvalidArgument;

} // namespace

TEST(RunOptionsValidate, DefaultsAreValid)
{
    const RunOptions o;
    EXPECT_EQ(o.validate().code, Ok);
    EXPECT_TRUE(o.validate().detail.isEmpty());
}

TEST(RunOptionsValidate, TestSizeLimits)
{
    EXPECT_EQ(validateWith(&RunOptions::testSize, 1 * MiB).code, Ok);
    EXPECT_EQ(validateWith(&RunOptions::testSize, 64 * 1024 * GiB).code, Ok);
    EXPECT_EQ(validateWith(&RunOptions::testSize, 1 * MiB - 1).code, Invalid);
    EXPECT_EQ(validateWith(&RunOptions::testSize, 0).code, Invalid);
    EXPECT_EQ(validateWith(&RunOptions::testSize, 64 * 1024 * GiB + 1).code, Invalid);
    EXPECT_NE(validateWith(&RunOptions::testSize, 0).detail.toStdString().find("test size"), std::string::npos);
}

TEST(RunOptionsValidate, RunsLimits)
{
    EXPECT_EQ(validateWith(&RunOptions::runs, 1).code, Ok);
    EXPECT_EQ(validateWith(&RunOptions::runs, 9).code, Ok);
    EXPECT_EQ(validateWith(&RunOptions::runs, 0).code, Invalid);
    EXPECT_EQ(validateWith(&RunOptions::runs, 10).code, Invalid);
    EXPECT_EQ(validateWith(&RunOptions::runs, -1).code, Invalid);
    EXPECT_NE(validateWith(&RunOptions::runs, 0).detail.toStdString().find("runs"), std::string::npos);
}

TEST(RunOptionsValidate, MeasureTimeLimits)
{
    EXPECT_EQ(validateWith(&RunOptions::measureTime, 100ms).code, Ok);
    EXPECT_EQ(validateWith(&RunOptions::measureTime, 10min).code, Ok);
    EXPECT_EQ(validateWith(&RunOptions::measureTime, 99ms).code, Invalid);
    EXPECT_EQ(validateWith(&RunOptions::measureTime, 0ms).code, Invalid);
    EXPECT_EQ(validateWith(&RunOptions::measureTime, 10min + 1ms).code, Invalid);
    EXPECT_NE(validateWith(&RunOptions::measureTime, 0ms).detail.toStdString().find("measure time"), std::string::npos);
}

TEST(RunOptionsValidate, WarmupLimits)
{
    // No warm-up at all is allowed (0), a negative one is not.
    EXPECT_EQ(validateWith(&RunOptions::warmup, 0ms).code, Ok);
    EXPECT_EQ(validateWith(&RunOptions::warmup, 10min).code, Ok);
    EXPECT_EQ(validateWith(&RunOptions::warmup, -1ms).code, Invalid);
    EXPECT_EQ(validateWith(&RunOptions::warmup, 10min + 1ms).code, Invalid);
    EXPECT_NE(validateWith(&RunOptions::warmup, -1ms).detail.toStdString().find("warm-up"), std::string::npos);
}

TEST(RunOptionsValidate, IntervalLimits)
{
    EXPECT_EQ(validateWith(&RunOptions::interval, 0ms).code, Ok);
    EXPECT_EQ(validateWith(&RunOptions::interval, 10min).code, Ok);
    EXPECT_EQ(validateWith(&RunOptions::interval, -1ms).code, Invalid);
    EXPECT_EQ(validateWith(&RunOptions::interval, 10min + 1ms).code, Invalid);
    EXPECT_NE(validateWith(&RunOptions::interval, -1ms).detail.toStdString().find("interval"), std::string::npos);
}

TEST(RunOptionsValidate, MixReadPercentLimits)
{
    EXPECT_EQ(validateWith(&RunOptions::mixReadPercent, 0).code, Ok);
    EXPECT_EQ(validateWith(&RunOptions::mixReadPercent, 100).code, Ok);
    EXPECT_EQ(validateWith(&RunOptions::mixReadPercent, -1).code, Invalid);
    EXPECT_EQ(validateWith(&RunOptions::mixReadPercent, 101).code, Invalid);
    EXPECT_NE(validateWith(&RunOptions::mixReadPercent, 101).detail.toStdString().find("read share"),
              std::string::npos);
}

TEST(RunOptionsValidate, OtherFieldsNeverRefused)
{
    // Seed, data pattern, engine and consent have no invalid values of their own.
    EXPECT_EQ(validateWith(&RunOptions::seed, UINT64_MAX).code, Ok);
    EXPECT_EQ(validateWith(&RunOptions::data, DataPattern::Zero).code, Ok);
    EXPECT_EQ(validateWith(&RunOptions::engine, EngineChoice::IoUring).code, Ok);
    EXPECT_EQ(validateWith(&RunOptions::allowDeviceWrites, true).code, Ok);
}

TEST(RunOptions, StableIds)
{
    EXPECT_STREQ(dataPatternId(DataPattern::Random), "random");
    EXPECT_STREQ(dataPatternId(DataPattern::Zero), "zero");
    EXPECT_STREQ(engineChoiceId(EngineChoice::Auto), "auto");
    EXPECT_STREQ(engineChoiceId(EngineChoice::IoUring), "io_uring");
    EXPECT_STREQ(engineChoiceId(EngineChoice::Sync), "sync");
}
