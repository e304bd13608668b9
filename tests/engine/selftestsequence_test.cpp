// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The Health Check's self-test sequence through a scripted driver: a test that passes reports its progress
// and time left and takes its own log entry; one that fails keeps its LBA; a cancel and a test past its limit abort
// the drive's test; a refusal starts nothing, nor does a test already running; two equal entries in a row are still
// told apart by the log.
#include "engine/selftestsequence.h"
#include "support/scriptedselftestdriver.h"

#include <gtest/gtest.h>

using namespace Sektor;
using Sektor::Test::ScriptedDriver;
using namespace std::chrono_literals;

namespace {
SelfTestTiming quick()
{
    SelfTestTiming t;
    t.poll = 1ms;
    return t;
}
} // namespace

TEST(SelfTestSequence, APassingTestReportsItsProgressAndTimeLeftAndTakesItsOwnEntry)
{
    ScriptedDriver drive({10, 50, 90}, SelfTestOutcome::Passed);
    CancelToken cancel;
    std::vector<SelfTestTick> ticks;
    const SelfTestSequenceOutcome out
        = runSelfTest(drive, SelfTestType::Short, quick(), cancel, [&](const SelfTestTick &t) {
              ticks.push_back(t);
          });
    EXPECT_EQ(out.run.status, SelfTestStatus::Passed);
    EXPECT_EQ(out.run.type, SelfTestType::Short);
    EXPECT_EQ(out.run.resultCode, 0);
    EXPECT_EQ(out.run.expectedMinutes, 2);
    ASSERT_EQ(ticks.size(), 3u);
    EXPECT_EQ(ticks[0].percentDone, 10);
    EXPECT_EQ(ticks[2].percentDone, 90);
    ASSERT_TRUE(ticks[1].timeLeft) << "estimated from the progress when the drive gives no time";
    // Half done after some time: about as long again is left.
    EXPECT_NEAR(double(ticks[1].timeLeft->count()), double(ticks[1].elapsedNs) / 1e9, 1.0);
    ASSERT_TRUE(out.log);
    EXPECT_EQ(out.log->entries.size(), 1);
    EXPECT_EQ(drive.aborts, 0);
}

TEST(SelfTestSequence, AFailedTestKeepsTheLbaTheDriveNames)
{
    ScriptedDriver drive({20, 40}, SelfTestOutcome::Failed);
    drive.failingLba = 123456789;
    CancelToken cancel;
    const SelfTestSequenceOutcome out = runSelfTest(drive, SelfTestType::Extended, quick(), cancel, {});
    EXPECT_EQ(out.run.status, SelfTestStatus::Failed);
    EXPECT_EQ(out.run.resultCode, 7);
    EXPECT_EQ(out.run.failingLba, std::optional<std::uint64_t>(123456789));
    EXPECT_EQ(out.run.expectedMinutes, 0) << "the drive gave no estimate for it";
}

TEST(SelfTestSequence, ACancelAbortsTheDrivesTestAndSaysSo)
{
    ScriptedDriver drive({5}, std::nullopt); // never ends on its own
    CancelToken cancel;
    int ticks = 0;
    const SelfTestSequenceOutcome out = runSelfTest(drive, SelfTestType::Short, quick(), cancel, [&](const auto &) {
        if (++ticks == 3)
            cancel.cancel();
    });
    EXPECT_EQ(out.run.status, SelfTestStatus::Cancelled);
    EXPECT_EQ(drive.aborts, 1) << "the drive is told to abort its test";
    ASSERT_TRUE(out.log);
    EXPECT_EQ(out.log->entries.first().outcome, SelfTestOutcome::Aborted);
}

TEST(SelfTestSequence, ATestThatNeverEndsIsAbortedAtItsLimitWithAClearStatus)
{
    ScriptedDriver drive({5}, std::nullopt);
    CancelToken cancel;
    SelfTestTiming timing = quick();
    timing.limit = 50ms;
    const SelfTestSequenceOutcome out = runSelfTest(drive, SelfTestType::Short, timing, cancel, {});
    EXPECT_EQ(out.run.status, SelfTestStatus::TimedOut);
    EXPECT_GE(out.run.durationMs, 50);
    EXPECT_EQ(drive.aborts, 1);
}

TEST(SelfTestSequence, TheLimitIsThreeTimesTheDrivesEstimateElseOneByType)
{
    const SelfTestTiming timing;
    EXPECT_EQ(timing.limitFor(SelfTestType::Short, 2min), 6min);
    EXPECT_EQ(timing.limitFor(SelfTestType::Extended, 90min), 270min);
    EXPECT_EQ(timing.limitFor(SelfTestType::Short, std::nullopt), 10min);
    EXPECT_EQ(timing.limitFor(SelfTestType::Extended, std::nullopt), 48h);
}

TEST(SelfTestSequence, ARefusedOrUnofferedTestStartsNothing)
{
    ScriptedDriver busy({}, SelfTestOutcome::Passed);
    busy.refuse = true;
    CancelToken cancel;
    EXPECT_EQ(runSelfTest(busy, SelfTestType::Short, quick(), cancel, {}).run.status, SelfTestStatus::Refused);
    ScriptedDriver nvme({}, SelfTestOutcome::Passed);
    EXPECT_EQ(runSelfTest(nvme, SelfTestType::Conveyance, quick(), cancel, {}).run.status, SelfTestStatus::Refused);
    EXPECT_EQ(nvme.starts, 0) << "a type the drive does not offer is not sent";
    const SelfTestSequenceOutcome none = runSelfTest(nvme, SelfTestType::None, quick(), cancel, {});
    EXPECT_EQ(none.run.status, SelfTestStatus::NotRun);
    EXPECT_TRUE(none.log) << "none only reads the log";
    EXPECT_EQ(nvme.starts, 0);
}

TEST(SelfTestSequence, AnEntryEqualToTheNewestBeforeIsStillThisTestsAndNoNewEntryIsNoPass)
{
    ScriptedDriver drive({50}, SelfTestOutcome::Passed);
    SelfTestLogEntry earlier;
    earlier.type = SelfTestType::Short;
    earlier.outcome = SelfTestOutcome::Passed;
    earlier.resultCode = 0;
    drive.m_log.entries = {earlier}; // the same hour, the same result: equal entries
    CancelToken cancel;
    EXPECT_EQ(runSelfTest(drive, SelfTestType::Short, quick(), cancel, {}).run.status, SelfTestStatus::Passed);

    // A drive whose test ends without a new entry: it did not pass.
    class Forgetful : public ScriptedDriver
    {
    public:
        Forgetful()
            : ScriptedDriver({50}, SelfTestOutcome::Passed)
        { }
        Expected<SelfTestLog> log() override { return SelfTestLog {}; }
    } forgetful;
    EXPECT_EQ(runSelfTest(forgetful, SelfTestType::Short, quick(), cancel, {}).run.status, SelfTestStatus::Aborted);
}

// Starting a test while one runs aborts the running one on ATA drives, and a later abort would end it on
// any: an administrator's extended test of hours is left to finish, and nothing is sent to the drive.
TEST(SelfTestSequence, ATestAlreadyRunningIsLeftToFinishAndNoneIsStarted)
{
    ScriptedDriver drive({10, 20}, SelfTestOutcome::Passed);
    drive.m_log.running = SelfTestType::Extended;
    drive.m_log.runningPercentDone = 30;
    CancelToken cancel;
    const SelfTestSequenceOutcome out = runSelfTest(drive, SelfTestType::Short, quick(), cancel, {});
    EXPECT_EQ(out.run.status, SelfTestStatus::AnotherRunning);
    EXPECT_EQ(drive.starts, 0);
    EXPECT_EQ(drive.aborts, 0);
    ASSERT_TRUE(out.log);
    EXPECT_EQ(out.log->running, SelfTestType::Extended) << "the log as read says what runs";
}
