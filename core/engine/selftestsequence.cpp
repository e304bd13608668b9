// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/selftestsequence.h"
#include "engine/monotonicclock.h"

#include <algorithm>
#include <thread>

namespace Sektor {

namespace {
using namespace std::chrono;

// A wait the cancel ends within a tenth of a second.
void waitFor(milliseconds span, const CancelToken &cancel)
{
    const auto until = steady_clock::now() + span;
    while (!cancel.isCancelled() && steady_clock::now() < until)
        std::this_thread::sleep_for(std::min<steady_clock::duration>(milliseconds(100), until - steady_clock::now()));
}

// The time left: the drive's own figure, else the progress so far carried to its end, else its estimate less the time
// spent.
std::optional<seconds> timeLeftOf(const SelfTestProgress &p, std::int64_t elapsedNs, std::optional<minutes> expected)
{
    if (p.timeLeft)
        return p.timeLeft;
    const nanoseconds elapsed(elapsedNs);
    if (p.percentDone > 0 && p.percentDone < 100)
        return duration_cast<seconds>(elapsed * (100 - p.percentDone) / p.percentDone);
    if (expected && *expected > elapsed)
        return duration_cast<seconds>(*expected - elapsed);
    return std::nullopt;
}

SelfTestStatus statusOf(SelfTestOutcome outcome)
{
    switch (outcome) {
    case SelfTestOutcome::Passed:
        return SelfTestStatus::Passed;
    case SelfTestOutcome::Failed:
        return SelfTestStatus::Failed;
    case SelfTestOutcome::Aborted:
    case SelfTestOutcome::Unknown: // a code the specification reserves: it did not pass, and named no fault
        break;
    }
    return SelfTestStatus::Aborted;
}

// This test's entry: the newest, when the log changed since the start and the newest is of the type started. (Two
// tests that passed in the same hour make equal entries: the log as a whole still differs, longer or shifted.)
std::optional<SelfTestLogEntry> newEntry(const SelfTestLog &before, const SelfTestLog &after, SelfTestType type)
{
    if (after.entries.isEmpty() || after.entries == before.entries || after.entries.first().type != type)
        return std::nullopt;
    return after.entries.first();
}

// Asks the drive until its test ends, the check is cancelled or the limit passes; the status of the last two.
std::optional<SelfTestStatus> waitForTheEnd(SelfTestDriver &driver,
                                            SelfTestRun &run,
                                            std::optional<minutes> expected,
                                            const SelfTestTiming &timing,
                                            CancelToken &cancel,
                                            const std::function<void(const SelfTestTick &)> &tick)
{
    const std::int64_t start = monotonicNs();
    const std::int64_t limitNs = duration_cast<nanoseconds>(timing.limitFor(run.type, expected)).count();
    for (;;) {
        waitFor(timing.poll, cancel);
        const std::int64_t elapsed = monotonicNs() - start;
        run.durationMs = elapsed / 1'000'000;
        if (cancel.isCancelled())
            return SelfTestStatus::Cancelled;
        if (elapsed > limitNs)
            return SelfTestStatus::TimedOut;
        // A drive that does not answer once is asked again; the limit ends a silence that lasts.
        const Expected<SelfTestProgress> progress = driver.progress();
        if (!progress)
            continue;
        if (!progress->running)
            return std::nullopt;
        if (tick)
            tick({progress->percentDone, timeLeftOf(*progress, elapsed, expected), elapsed});
    }
}
} // namespace

milliseconds SelfTestTiming::limitFor(SelfTestType type, std::optional<minutes> expected) const
{
    if (limit)
        return *limit;
    if (expected && expected->count() > 0)
        return *expected * overrunFactor;
    return type == SelfTestType::Short ? shortWithoutEstimate : longWithoutEstimate;
}

SelfTestSequenceOutcome runSelfTest(SelfTestDriver &driver,
                                    SelfTestType type,
                                    const SelfTestTiming &timing,
                                    CancelToken &cancel,
                                    const std::function<void(const SelfTestTick &)> &tick)
{
    SelfTestSequenceOutcome out;
    out.run.type = type;
    const std::optional<minutes> expected = driver.expectedDuration(type);
    out.run.expectedMinutes = expected ? int(expected->count()) : 0;
    const Expected<SelfTestLog> before = driver.log();
    if (type == SelfTestType::None) {
        if (before)
            out.log = *before;
        return out;
    }
    // Someone else's test (an administrator's extended test of hours) is never ended by this check: starting one would
    // abort it on ATA drives, and a later abort would end it on any. Starting nothing is the only safe answer.
    if (before && before->inProgress()) {
        out.run.status = SelfTestStatus::AnotherRunning;
        out.log = *before;
        return out;
    }
    if (!driver.offered().contains(type) || driver.start(type).isError()) {
        out.run.status = SelfTestStatus::Refused;
        if (before)
            out.log = *before;
        return out;
    }
    const std::optional<SelfTestStatus> stopped = waitForTheEnd(driver, out.run, expected, timing, cancel, tick);
    if (stopped)
        (void)driver.abort(); // an abort that fails leaves a test the drive ends on its own: nothing more to do
    const Expected<SelfTestLog> after = driver.log();
    if (after)
        out.log = *after;
    const std::optional<SelfTestLogEntry> entry
        = after ? newEntry(before ? *before : SelfTestLog(), *after, type) : std::nullopt;
    if (entry) {
        out.run.resultCode = entry->resultCode;
        out.run.failingLba = entry->failingLba;
    }
    if (stopped)
        out.run.status = *stopped;
    else
        out.run.status = entry ? statusOf(entry->outcome) : SelfTestStatus::Aborted;
    return out;
}

} // namespace Sektor
