// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/runoptions.h"

#include <gtest/gtest.h>

#include <functional>
#include <string>

using namespace Sektor;
using namespace std::chrono_literals;

namespace {

// Applies one change to default options and validates the result: each test below varies a
// single field, so any refusal is caused by that field alone.
ErrorCode validateWith(const std::function<void(RunOptions &)> &change)
{
    RunOptions o;
    change(o);
    return o.validate().code;
}

std::string detailWith(const std::function<void(RunOptions &)> &change)
{
    RunOptions o;
    change(o);
    return o.validate().detail.toStdString();
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
    EXPECT_EQ(validateWith([](RunOptions &o) { o.testSize = 1 * MiB; }), Ok);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.testSize = 64 * 1024 * GiB; }), Ok);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.testSize = 1 * MiB - 1; }), Invalid);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.testSize = 0; }), Invalid);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.testSize = 64 * 1024 * GiB + 1; }), Invalid);
    EXPECT_NE(detailWith([](RunOptions &o) { o.testSize = 0; }).find("test size"), std::string::npos);
}

TEST(RunOptionsValidate, RunsLimits)
{
    EXPECT_EQ(validateWith([](RunOptions &o) { o.runs = 1; }), Ok);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.runs = 9; }), Ok);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.runs = 0; }), Invalid);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.runs = 10; }), Invalid);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.runs = -1; }), Invalid);
    EXPECT_NE(detailWith([](RunOptions &o) { o.runs = 0; }).find("runs"), std::string::npos);
}

TEST(RunOptionsValidate, MeasureTimeLimits)
{
    EXPECT_EQ(validateWith([](RunOptions &o) { o.measureTime = 100ms; }), Ok);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.measureTime = 10min; }), Ok);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.measureTime = 99ms; }), Invalid);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.measureTime = 0ms; }), Invalid);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.measureTime = 10min + 1ms; }), Invalid);
    EXPECT_NE(detailWith([](RunOptions &o) { o.measureTime = 0ms; }).find("measure time"), std::string::npos);
}

TEST(RunOptionsValidate, WarmupLimits)
{
    // No warm-up at all is allowed (0), a negative one is not.
    EXPECT_EQ(validateWith([](RunOptions &o) { o.warmup = 0ms; }), Ok);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.warmup = 10min; }), Ok);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.warmup = -1ms; }), Invalid);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.warmup = 10min + 1ms; }), Invalid);
    EXPECT_NE(detailWith([](RunOptions &o) { o.warmup = -1ms; }).find("warm-up"), std::string::npos);
}

TEST(RunOptionsValidate, IntervalLimits)
{
    EXPECT_EQ(validateWith([](RunOptions &o) { o.interval = 0ms; }), Ok);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.interval = 10min; }), Ok);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.interval = -1ms; }), Invalid);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.interval = 10min + 1ms; }), Invalid);
    EXPECT_NE(detailWith([](RunOptions &o) { o.interval = -1ms; }).find("interval"), std::string::npos);
}

TEST(RunOptionsValidate, MixReadPercentLimits)
{
    EXPECT_EQ(validateWith([](RunOptions &o) { o.mixReadPercent = 0; }), Ok);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.mixReadPercent = 100; }), Ok);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.mixReadPercent = -1; }), Invalid);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.mixReadPercent = 101; }), Invalid);
    EXPECT_NE(detailWith([](RunOptions &o) { o.mixReadPercent = 101; }).find("read share"), std::string::npos);
}

TEST(RunOptionsValidate, OtherFieldsNeverRefused)
{
    // Seed, data pattern, engine and consent have no invalid values of their own.
    EXPECT_EQ(validateWith([](RunOptions &o) { o.seed = UINT64_MAX; }), Ok);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.data = DataPattern::Zero; }), Ok);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.engine = EngineChoice::IoUring; }), Ok);
    EXPECT_EQ(validateWith([](RunOptions &o) { o.allowDeviceWrites = true; }), Ok);
}

TEST(RunOptions, StableIds)
{
    EXPECT_STREQ(dataPatternId(DataPattern::Random), "random");
    EXPECT_STREQ(dataPatternId(DataPattern::Zero), "zero");
    EXPECT_STREQ(engineChoiceId(EngineChoice::Auto), "auto");
    EXPECT_STREQ(engineChoiceId(EngineChoice::IoUring), "io_uring");
    EXPECT_STREQ(engineChoiceId(EngineChoice::Sync), "sync");
}
