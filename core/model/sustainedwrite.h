// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <QList>

#include <chrono>
#include <cstdint>

namespace Sektor {

/// A stretch of a sustained write at one speed: from @c startBytes written on, about @c bytesPerSecond.
struct SustainedLevel
{
    std::uint64_t startBytes = 0;
    double bytesPerSecond = 0;

    bool operator==(const SustainedLevel &) const = default;
};

/// How the figures of a sustained write are read from its 100 ms samples.
struct SustainedWriteRules
{
    /// A lasting drop below this share of the level before it starts a new level (the SLC cache ran out).
    double dropShare = 0.7;
    /// Steady state: over this last stretch after the drop, every second's rate within ±tolerance of the stretch's
    /// mean, and the rate's trend over the stretch no more than tolerance of the mean (fio's ss=bw:10%, plus a slope).
    std::int64_t steadyWindowNs = 30'000'000'000;
    double steadyTolerance = 0.10;

    /// The rules for a run limited to @p timeLimit: a window of a twentieth of it, 3 to 30 s.
    static SustainedWriteRules forTimeLimit(std::chrono::milliseconds timeLimit);
};

/**
 * What a sustained write shows: the rate from the start (in the drive's cache), where it fell and stayed (the cache
 * size), the rate after it and any later step (TLC to QLC folding), and whether the rate after the drop held steady.
 */
struct SustainedWriteAnalysis
{
    double initialBytesPerSecond = 0;
    QList<SustainedLevel> levels; ///< levels[0] from the start; one more per lasting drop, at most four.
    bool steadyState = false;
    /// The rate of each whole GiB written, in order: the curve by bytes, as the SSD reviews draw it.
    QList<double> gibBytesPerSecond;
    std::uint64_t bytesWritten = 0;
    std::int64_t elapsedNs = 0;

    bool cliffFound() const { return levels.size() > 1; }
    /// Bytes written before the first lasting drop: the cache's size; 0 without a drop.
    std::uint64_t cacheBytes() const { return cliffFound() ? levels.at(1).startBytes : 0; }
    /// The rate after the first drop; 0 without one.
    double postCacheBytesPerSecond() const { return cliffFound() ? levels.at(1).bytesPerSecond : 0; }
};

/// Reads the figures from the samples of a sustained write's window (run ≥ 1; 100 ms apart, the last may be short).
SustainedWriteAnalysis analyzeSustainedWrite(const QList<Sample> &samples, const SustainedWriteRules &rules);

} // namespace Sektor
