// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/enumids.h"

#include <QList>

#include <cstdint>
#include <optional>

namespace Sektor {

/// Which of its own self-tests a drive runs (NVMe: short and extended; ATA also conveyance).
enum class SelfTestType { None, Short, Extended, Conveyance, Vendor };

/// How a self-test ended, in the words every transport shares; the drive's own code is kept beside it.
enum class SelfTestOutcome {
    Passed, ///< Completed without error.
    Failed, ///< Completed with a failed segment or element, or a fatal error: the drive found a fault.
    Aborted, ///< Stopped before its end (by the host, a reset, a format, a sanitize, or for no reason given).
    Unknown, ///< A result code the specification reserves.
};

/// One test in a drive's self-test log, the newest first.
struct SelfTestLogEntry
{
    SelfTestType type = SelfTestType::None;
    SelfTestOutcome outcome = SelfTestOutcome::Unknown;
    int resultCode = -1; ///< The drive's own result code (NVMe: Device Self-test Status bits 3:0).
    int failedSegment = 0; ///< NVMe: the segment that failed (1…), 0 when none is named.
    std::optional<std::uint64_t> failingLba; ///< Where the drive says it failed, when it says so.
    std::uint64_t powerOnHours = 0; ///< The drive's power-on hours when the test ended.

    bool operator==(const SelfTestLogEntry &) const = default;
};

/// A drive's self-test log: the test running now, if any, and the last results (up to 20 on NVMe).
struct SelfTestLog
{
    SelfTestType running = SelfTestType::None; ///< None: no self-test is in progress.
    int runningPercentDone = 0; ///< How far the running test is, 0…100.
    QList<SelfTestLogEntry> entries; ///< Newest first; only entries in use.

    bool inProgress() const { return running != SelfTestType::None; }
    bool operator==(const SelfTestLog &) const = default;
};

/// What became of the self-test a Health Check asked for.
enum class SelfTestStatus {
    NotRun, ///< None was asked for (--self-test none).
    NotAvailable, ///< The drive has no self-tests, or nothing here can reach them (SelfTestRun::unavailable says
                  ///< which).
    Refused, ///< The drive (or udisks) refused to start it: another test runs, or the type is not offered.
    /// A self-test already ran when the check began (an administrator's, another program's): none was started, and
    /// that one was left to run (starting one would have ended it on ATA drives).
    AnotherRunning,
    Passed,
    Failed, ///< The drive found a fault (a failed segment, a read failure at an LBA…).
    Aborted, ///< Ended before its end by the drive, a reset or another program; not by this check.
    Cancelled, ///< The user stopped the check; the drive's test was aborted.
    TimedOut, ///< Still running (or silent) long past the time the drive gave for it; aborted.
};

/// Why a drive's self-tests could not be used.
enum class SelfTestUnavailable {
    None,
    NoSelfTests, ///< The device has none: a loop device, a virtual disk, most SD cards, an NVMe drive without them.
    NoUdisks, ///< An ATA or USB drive, but udisks2 does not run here (it is never started by Sektor).
    UdisksCannotReach, ///< udisks runs but has no SMART for this drive (a USB bridge that does not pass it through).
    NeedsAdmin, ///< NVMe admin commands need root: the helper, or sektor-cli as root.
};

template<>
struct EnumIds<SelfTestType>
{
    static constexpr EnumId<SelfTestType> table[] = {{SelfTestType::None, "none"},
                                                     {SelfTestType::Short, "short"},
                                                     {SelfTestType::Extended, "extended"},
                                                     {SelfTestType::Conveyance, "conveyance"},
                                                     {SelfTestType::Vendor, "vendor"}};
};
template<>
struct EnumIds<SelfTestOutcome>
{
    static constexpr EnumId<SelfTestOutcome> table[] = {{SelfTestOutcome::Passed, "passed"},
                                                        {SelfTestOutcome::Failed, "failed"},
                                                        {SelfTestOutcome::Aborted, "aborted"},
                                                        {SelfTestOutcome::Unknown, "unknown"}};
};
template<>
struct EnumIds<SelfTestStatus>
{
    static constexpr EnumId<SelfTestStatus> table[] = {{SelfTestStatus::NotRun, "not-run"},
                                                       {SelfTestStatus::NotAvailable, "not-available"},
                                                       {SelfTestStatus::Refused, "refused"},
                                                       {SelfTestStatus::AnotherRunning, "another-running"},
                                                       {SelfTestStatus::Passed, "passed"},
                                                       {SelfTestStatus::Failed, "failed"},
                                                       {SelfTestStatus::Aborted, "aborted"},
                                                       {SelfTestStatus::Cancelled, "cancelled"},
                                                       {SelfTestStatus::TimedOut, "timed-out"}};
};
template<>
struct EnumIds<SelfTestUnavailable>
{
    static constexpr EnumId<SelfTestUnavailable> table[]
        = {{SelfTestUnavailable::None, "none"},
           {SelfTestUnavailable::NoSelfTests, "no-self-tests"},
           {SelfTestUnavailable::NoUdisks, "no-udisks"},
           {SelfTestUnavailable::UdisksCannotReach, "udisks-cannot-reach"},
           {SelfTestUnavailable::NeedsAdmin, "needs-admin"}};
};

/// The self-test a Health Check ran: what was asked, how it ended and what the drive said of it.
struct SelfTestRun
{
    SelfTestType type = SelfTestType::None; ///< What was asked for.
    SelfTestStatus status = SelfTestStatus::NotRun;
    SelfTestUnavailable unavailable = SelfTestUnavailable::None; ///< With NotAvailable: why.
    int resultCode = -1; ///< The drive's own result code for it, where it gave one.
    std::optional<std::uint64_t> failingLba; ///< Where the drive says it failed, when it says so.
    std::int64_t durationMs = 0; ///< From the start command to the result.
    int expectedMinutes = 0; ///< The drive's own estimate of the test's length, 0 when it gives none.

    bool ran() const { return status != SelfTestStatus::NotRun && status != SelfTestStatus::NotAvailable; }
    bool operator==(const SelfTestRun &) const = default;
};

} // namespace Sektor
