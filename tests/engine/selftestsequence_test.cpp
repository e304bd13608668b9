// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The Health Check's self-test sequence (issue 41) through a scripted driver: a test that passes reports its progress
// and time left and takes its own log entry; one that fails keeps its LBA; a cancel and a test past its limit abort
// the drive's test; a refusal starts nothing; two equal entries in a row are still told apart by the log.
#include "engine/selftestsequence.h"

#include <gtest/gtest.h>

#include <vector>

using namespace Sektor;
using namespace std::chrono_literals;

namespace {
// A drive whose test advances one step for each progress() call, along @p steps (percent done), then ends as
// @p ending; never, when @p ending is nullopt.
class ScriptedDriver : public SelfTestDriver
{
public:
    ScriptedDriver(std::vector<int> steps, std::optional<SelfTestOutcome> ending)
        : m_steps(std::move(steps))
        , m_ending(ending)
    { }

    QList<SelfTestType> offered() const override { return {SelfTestType::Short, SelfTestType::Extended}; }
    std::optional<std::chrono::minutes> expectedDuration(SelfTestType type) const override
    {
        return type == SelfTestType::Short ? std::optional(2min) : std::nullopt;
    }
    Error start(SelfTestType type) override
    {
        ++starts;
        if (refuse)
            return Error::of(ErrorCode::DeviceBusy, QStringLiteral("a self-test runs"));
        m_type = type;
        m_running = true;
        return {};
    }
    Expected<SelfTestProgress> progress() override
    {
        if (m_running && m_step == m_steps.size() && m_ending)
            finish(*m_ending);
        if (!m_running)
            return SelfTestProgress {};
        const int done = m_steps.empty() ? 0 : m_steps[std::min(m_step, m_steps.size() - 1)];
        m_step = std::min(m_step + 1, m_steps.size());
        return SelfTestProgress {true, done, std::nullopt};
    }
    Error abort() override
    {
        ++aborts;
        if (m_running)
            finish(SelfTestOutcome::Aborted);
        return {};
    }
    Expected<SelfTestLog> log() override { return m_log; }

    SelfTestLog m_log;
    bool refuse = false;
    int starts = 0;
    int aborts = 0;
    std::optional<std::uint64_t> failingLba;

private:
    void finish(SelfTestOutcome outcome)
    {
        m_running = false;
        SelfTestLogEntry e;
        e.type = m_type;
        e.outcome = outcome;
        e.resultCode = outcome == SelfTestOutcome::Passed ? 0 : outcome == SelfTestOutcome::Failed ? 7 : 1;
        e.failingLba = outcome == SelfTestOutcome::Failed ? failingLba : std::nullopt;
        m_log.entries.prepend(e);
    }

    std::vector<int> m_steps;
    std::optional<SelfTestOutcome> m_ending;
    std::size_t m_step = 0;
    SelfTestType m_type = SelfTestType::None;
    bool m_running = false;
};

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
