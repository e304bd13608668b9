// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

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
};

/// A drive's self-test log: the test running now, if any, and the last results (up to 20 on NVMe).
struct SelfTestLog
{
    SelfTestType running = SelfTestType::None; ///< None: no self-test is in progress.
    int runningPercentDone = 0; ///< How far the running test is, 0…100.
    QList<SelfTestLogEntry> entries; ///< Newest first; only entries in use.

    bool inProgress() const { return running != SelfTestType::None; }
};

} // namespace Sektor
