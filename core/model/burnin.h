// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/burninplan.h"
#include "model/latencyclasses.h"
#include "model/stoprules.h"
#include "model/surface.h"

#include <QList>

#include <cstdint>
#include <optional>

namespace Sektor {

/// Where a burn-in's stamps came back from another place than they were written for: the device wraps around (a fake
/// capacity). Only the stamps pattern can see it; random data, zeros and ones read back from elsewhere are "corrupt".
struct BurnInAliasing
{
    std::uint64_t readAt = 0; ///< The first place a stamp of another place was read from.
    std::uint64_t writtenFor = 0; ///< The place that stamp was written for.
    bool operator==(const BurnInAliasing &) const = default;
};

/**
 * What a burn-in found: every block of the device written with a pattern and read back, pass after pass.
 *
 * Its ranges and read-rate map are a SurfaceResult, written in the result file in the read scan's form
 * ("surface.ranges"), with the kinds error (a read failed), corrupt (read back ≠ written), write-error and slow (a
 * block in the last latency class, ≥ 500 ms by default); its write-rate map, latency classes and how far it got are its
 * own. A map's chunk holds the slowest of the passes over it, so that a place that was slow once stays visible. The
 * stop rule that ended it is the run's (RunResult::stoppedBy): the temperature's is applied outside the engine.
 */
struct BurnInResult
{
    SurfaceResult surface; ///< deviceBytes, the read-rate map (chunks), every range found, the slow limit.
    QList<SurfaceChunk> writeChunks; ///< The write-rate map, chunk for chunk with surface.chunks.
    /// The worst latency class (LatencyClasses::classOf) of any block in each chunk, reads and writes together.
    QList<std::uint8_t> chunkClasses;
    LatencyClasses writeClasses;
    LatencyClasses readClasses;

    std::uint32_t blockBytes = 0;
    int passes = 1;
    QList<BurnInPattern> patterns;
    int steps = 0; ///< Steps planned: each pattern written and read back, each pass.
    int stepsDone = 0; ///< Steps finished whole.
    std::uint64_t stepBytesDone = 0; ///< How far the step after them got when the burn-in ended early.
    std::uint64_t writtenBytes = 0;
    std::uint64_t readBytes = 0;
    std::int64_t writeNs = 0; ///< Time the write steps took, for the mean rate.
    std::int64_t readNs = 0;

    std::optional<BurnInAliasing> aliasing;
    std::optional<std::uint64_t> goneAt; ///< Where the device stopped answering: nothing after it was tested.

    /// A TestPayload: its figure is its findings, not a speed over timed runs, and its maps go with the final result.
    static constexpr bool IsRunFigure = false;
    static constexpr bool OnlyWithFinalResult = true;
    bool isEmpty() const { return surface.deviceBytes == 0; }
    bool complete() const { return steps > 0 && stepsDone >= steps; }
    /// Ranges where the device failed (unreadable, corrupt, write errors): what --stop-after-errors counts.
    int failedRanges() const;
    double writeBytesPerSecond() const;
    double readBytesPerSecond() const;
    bool operator==(const BurnInResult &) const = default;
};

/// Puts @p chunk on the rate map @p map (kept in device order): in the place of the one at its offset if it is slower,
/// as a map's chunk holds the slowest pass over it.
void keepSlowerChunk(QList<SurfaceChunk> &map, const SurfaceChunk &chunk);

/// Whether a range of @p kind is a failure of the device (not only slow).
bool isFailedRange(SurfaceRange::Kind kind);

/**
 * A burn-in's verdict in a word, for the window, the certificate, the batch and the station:
 * - Fail: a range failed (unreadable, corrupt, unwritable), stamps came back from another place (fake capacity), the
 *   device stopped answering, or a stop rule on the rate or the temperature fired (the technician's limits);
 * - Attention: everything written and read back, but blocks in the last latency class (slow);
 * - Incomplete: stopped before its end with nothing found in what it did;
 * - Pass: every step done, nothing found.
 */
enum class BurnInVerdict { Pass, Attention, Fail, Incomplete };

template<>
struct EnumIds<BurnInVerdict>
{
    static constexpr EnumId<BurnInVerdict> table[] = {{BurnInVerdict::Pass, "pass"},
                                                      {BurnInVerdict::Attention, "attention"},
                                                      {BurnInVerdict::Fail, "fail"},
                                                      {BurnInVerdict::Incomplete, "incomplete"}};
};

/// The verdict of @p burnIn, which the stop rule @p stoppedBy ended (None: none did).
BurnInVerdict burnInVerdict(const BurnInResult &burnIn, StopReason stoppedBy);

} // namespace Sektor
