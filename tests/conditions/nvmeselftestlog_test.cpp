// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
// The NVMe Device Self-test log page (06h) parsed from 564-byte pages laid out byte by byte as the specification's
// tables say (little-endian), with the edge values a drive returns: a test in progress, aborted and failed tests, a
// failing LBA marked valid or not, a full log of 20, unused entries, a short page.
// (No NVMe drive on the build machine: the pages are built from the specification, not captured from hardware.)
#include "conditions/nvmeselftestlog.h"
#include "support/nvmeselftestpage.h"

#include <QByteArray>

#include <gtest/gtest.h>

namespace Sektor::Test {

namespace {
using Page = NvmeSelfTestPage;
} // namespace

TEST(NvmeSelfTestLog, AnEmptyLogOfADriveThatNeverRanOne)
{
    const std::optional<SelfTestLog> log = Conditions::parseNvmeSelfTestLog(Page().bytes());
    ASSERT_TRUE(log);
    EXPECT_FALSE(log->inProgress());
    EXPECT_TRUE(log->entries.isEmpty());
}

TEST(NvmeSelfTestLog, AShortTestInProgressAndThePassedAndAbortedOnesBeforeIt)
{
    Page page;
    page.running(0x1, 42 | 0x80); // bit 7 is reserved: not part of the percentage
    page.result(0, 0x2, 0x0, 0, 4'391, std::nullopt);
    page.result(1, 0x1, 0x1, 0, 4'388, std::nullopt); // aborted by a Device Self-test command
    page.result(2, 0x1, 0x2, 0, 4'000, std::nullopt); // aborted by a reset
    const std::optional<SelfTestLog> log = Conditions::parseNvmeSelfTestLog(page.bytes());
    ASSERT_TRUE(log);
    EXPECT_TRUE(log->inProgress());
    EXPECT_EQ(log->running, SelfTestType::Short);
    EXPECT_EQ(log->runningPercentDone, 42);
    ASSERT_EQ(log->entries.size(), 3);
    EXPECT_EQ(log->entries.at(0).type, SelfTestType::Extended);
    EXPECT_EQ(log->entries.at(0).outcome, SelfTestOutcome::Passed);
    EXPECT_EQ(log->entries.at(0).powerOnHours, 4'391u);
    EXPECT_EQ(log->entries.at(1).outcome, SelfTestOutcome::Aborted);
    EXPECT_EQ(log->entries.at(1).resultCode, 1);
    EXPECT_EQ(log->entries.at(2).outcome, SelfTestOutcome::Aborted);
    EXPECT_FALSE(log->entries.at(0).failingLba);
}

TEST(NvmeSelfTestLog, AFailedSegmentWithItsLbaAndOneWithoutAValidLba)
{
    Page page;
    page.result(0, 0x2, 0x7, 3, 12'001, 0x1'2345'6789ull); // segment 3 failed at a valid LBA
    page.result(1, 0x1, 0x6, 9, 11'000, std::nullopt); // a failed segment, which one unknown: the byte is not read
    page.result(2, 0x1, 0x5, 0, 10'000, std::nullopt); // a fatal error
    const std::optional<SelfTestLog> log = Conditions::parseNvmeSelfTestLog(page.bytes());
    ASSERT_TRUE(log);
    ASSERT_EQ(log->entries.size(), 3);
    EXPECT_EQ(log->entries.at(0).outcome, SelfTestOutcome::Failed);
    EXPECT_EQ(log->entries.at(0).failedSegment, 3);
    ASSERT_TRUE(log->entries.at(0).failingLba);
    EXPECT_EQ(*log->entries.at(0).failingLba, 0x1'2345'6789ull);
    EXPECT_EQ(log->entries.at(1).outcome, SelfTestOutcome::Failed);
    EXPECT_EQ(log->entries.at(1).failedSegment, 0);
    EXPECT_FALSE(log->entries.at(1).failingLba) << "an LBA the drive does not mark valid is not kept";
    EXPECT_EQ(log->entries.at(2).outcome, SelfTestOutcome::Failed);
}

TEST(NvmeSelfTestLog, AFullLogOfTwentyAndReservedCodes)
{
    Page page;
    for (int i = 0; i < 20; ++i)
        page.result(i, i % 2 ? 0x1 : 0xe, i == 19 ? 0xb : 0x0, 0, std::uint64_t(20 - i), std::nullopt);
    const std::optional<SelfTestLog> log = Conditions::parseNvmeSelfTestLog(page.bytes());
    ASSERT_TRUE(log);
    ASSERT_EQ(log->entries.size(), 20);
    EXPECT_EQ(log->entries.at(0).type, SelfTestType::Vendor);
    EXPECT_EQ(log->entries.at(1).type, SelfTestType::Short);
    EXPECT_EQ(log->entries.at(19).outcome, SelfTestOutcome::Unknown) << "result Bh is reserved";
    EXPECT_EQ(log->entries.at(19).powerOnHours, 1u);
}

TEST(NvmeSelfTestLog, AnUnusedEntryEndsTheListAndAShortPageIsRefused)
{
    Page page;
    page.result(0, 0x1, 0x0, 0, 5, std::nullopt);
    page.result(2, 0x1, 0x7, 1, 3, 7); // behind an unused entry: not read
    const std::optional<SelfTestLog> log = Conditions::parseNvmeSelfTestLog(page.bytes());
    ASSERT_TRUE(log);
    EXPECT_EQ(log->entries.size(), 1);
    EXPECT_FALSE(Conditions::parseNvmeSelfTestLog(page.bytes().first(Conditions::NvmeSelfTestLogSize - 1)));
    EXPECT_FALSE(Conditions::parseNvmeSelfTestLog(QByteArray()));
}

} // namespace Sektor::Test
