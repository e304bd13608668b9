// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/canceltoken.h"
#include "engine/selftestdriver.h"

#include <chrono>
#include <functional>
#include <optional>

namespace Sektor {

/// How a Health Check waits for a drive's self-test.
struct SelfTestTiming
{
    /// How often the drive is asked how far it is (smartctl and GNOME Disks ask about as often).
    std::chrono::milliseconds poll {std::chrono::seconds(5)};
    /// A test running this many times the drive's own estimate is given up: aborted, and said to have timed out.
    int overrunFactor = 3;
    /// The limit where the drive gives no estimate: a short test takes two minutes by the specifications (NVMe, ATA);
    /// an extended one of a large hard disk can take a day.
    std::chrono::milliseconds shortWithoutEstimate {std::chrono::minutes(10)};
    std::chrono::milliseconds longWithoutEstimate {std::chrono::hours(48)};
    /// A fixed limit in place of the above (tests).
    std::optional<std::chrono::milliseconds> limit;

    /// The limit for @p type where the drive estimates it takes @p expected.
    std::chrono::milliseconds limitFor(SelfTestType type, std::optional<std::chrono::minutes> expected) const;
};

/// How far the self-test is, each time the drive is asked.
struct SelfTestTick
{
    int percentDone = 0;
    std::optional<std::chrono::seconds> timeLeft; ///< The drive's figure, else estimated from the progress so far.
    std::int64_t elapsedNs = 0;
};

/// The self-test as it ended and the drive's log as read at the end.
struct SelfTestSequenceOutcome
{
    SelfTestRun run;
    std::optional<SelfTestLog> log; ///< nullopt when the drive's log could not be read.
};

/**
 * Runs a self-test of @p type through @p driver: starts it, asks how far it is every poll (calling @p tick), and
 * reads the drive's log when it ended. A cancel, or a test running past its limit, aborts the drive's test; the
 * outcome says which. The result is the newest log entry of the type started that was not in the log before the
 * start; a test that left none is said to have been aborted. @p type None only reads the log.
 */
SelfTestSequenceOutcome runSelfTest(SelfTestDriver &driver,
                                    SelfTestType type,
                                    const SelfTestTiming &timing,
                                    CancelToken &cancel,
                                    const std::function<void(const SelfTestTick &)> &tick);

} // namespace Sektor
