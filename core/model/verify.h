// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/enumids.h"

#include <QList>

#include <cstdint>

namespace Sektor {

/// A stretch of a device (or of the verified files) whose stamps did not come back as written.
struct VerifyRange
{
    std::uint64_t offset = 0;
    std::uint64_t length = 0;
    /// Both ends found to the stamp; false where the probe stopped refining and the ends are those of the probes
    /// around it (the range then covers at least the bad places, and may cover good ones).
    bool exact = true;

    std::uint64_t end() const { return offset + length; }
    bool operator==(const VerifyRange &) const = default;
};

/// How many of the stamps read back were as written, and how the others failed (blockstamp.h's verdicts).
struct StampCounts
{
    std::uint64_t intact = 0;
    std::uint64_t corrupted = 0; ///< Changed bytes, or a read that failed.
    std::uint64_t aliased = 0; ///< Another place's stamp: a wrap-around.
    std::uint64_t missing = 0; ///< Nothing written by this run: never stored.

    std::uint64_t bad() const { return corrupted + aliased + missing; }
    std::uint64_t total() const { return intact + bad(); }
    bool operator==(const StampCounts &) const = default;
};

/**
 * What a check of a drive's real capacity found: the capacity probe (stamps at places spread over a raw device)
 * or the verify (files of stamps filling a filesystem's free space, read back).
 */
struct VerifyResult
{
    enum class Verdict {
        Genuine, ///< Every place checked kept what was written there.
        Fake, ///< From usableBytes on, nothing is kept: the drive claims more than it holds.
        Damaged, ///< Places fail, but places after them work again: bad areas, not a smaller drive.
        Incomplete, ///< The check did not run to its end (stopped, or the drive stopped answering).
        /// A verify of a size chosen below the free space kept everything it wrote, but that part says nothing of
        /// the drive: a fake loses what lies past its real capacity, which a partial fill may never reach.
        Partial,
    };
    Verdict verdict = Verdict::Incomplete;
    /// A verify of a filesystem (files filling it, every stamp read back) rather than a probe of a raw device; its
    /// positions are then in the fill (file N's byte B at N × the file size + B).
    bool fill = false;
    std::uint64_t claimedBytes = 0; ///< What the drive says it holds (the probe), or what was to be filled (verify).
    std::uint64_t usableBytes = 0; ///< Fake: up to the first place that does not keep its data (exact to a stamp).
    bool aliases = false; ///< Places past the real capacity read back data of places before it (wrap-around).
    std::uint64_t wrapBytes = 0; ///< Aliases: the period of the wrap-around (often the real capacity).
    QList<VerifyRange> badRanges; ///< In order; a fake drive's last one runs to its claimed end.
    StampCounts stamps; ///< Of the stamps read back.
    int probes = 0; ///< The probe's coarse places, spread over the claim (0 for a verify).
    int badProbes = 0;
    std::uint64_t bytesWritten = 0;
    std::uint64_t bytesRead = 0;
    std::int64_t writeNs = 0; ///< Time spent writing (and flushing), and reading: a verify's speeds over the fill.
    std::int64_t readNs = 0;
    /// A verify: files of earlier verifies that were killed, removed from the folder before this one began.
    int leftoverFilesRemoved = 0;

    /// A TestPayload whose test has no speed over timed runs: its own block shows it.
    static constexpr bool IsRunFigure = false;
    static constexpr bool OnlyWithFinalResult = false;
    bool isEmpty() const { return claimedBytes == 0; }
    /// The first place found failing; the claimed size when none did.
    std::uint64_t firstBadOffset() const { return badRanges.isEmpty() ? claimedBytes : badRanges.first().offset; }
    bool operator==(const VerifyResult &) const = default;
};

template<>
struct EnumIds<VerifyResult::Verdict>
{
    static constexpr EnumId<VerifyResult::Verdict> table[] = {{VerifyResult::Verdict::Genuine, "genuine"},
                                                              {VerifyResult::Verdict::Fake, "fake"},
                                                              {VerifyResult::Verdict::Damaged, "damaged"},
                                                              {VerifyResult::Verdict::Incomplete, "incomplete"},
                                                              {VerifyResult::Verdict::Partial, "partial"}};
};

} // namespace Sektor
