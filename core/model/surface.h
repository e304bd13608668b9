// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/enumids.h"

#include <QList>

#include <cstdint>

namespace Sektor {

/// A stretch of a device read as one unit of the position map: its bytes and the time they took.
struct SurfaceChunk
{
    std::uint64_t offset = 0;
    std::uint64_t bytes = 0; ///< Bytes read successfully; less than @c length when reads in it failed.
    std::uint64_t length = 0; ///< Bytes the chunk covers on the device.
    /// Time the chunk's reads took: from the previous chunk's last completion (or its own first submission, if later)
    /// to its own last completion, so that chunks read back to back with I/O in flight across them add up to the
    /// elapsed time.
    std::int64_t elapsedNs = 0;

    bool failed() const { return bytes < length; }
    double bytesPerSecond() const { return elapsedNs > 0 ? double(bytes) * 1e9 / double(elapsedNs) : 0.0; }
    bool operator==(const SurfaceChunk &) const = default;
};

/// A range of a device whose reads failed, or took longer than the read scan's limit (and, in a burn-in, whose writes
/// failed or whose data came back changed).
struct SurfaceRange
{
    enum class Kind {
        Error, ///< Reads fail (EIO and the other medium errors): exact to the device's direct-I/O alignment.
        Slow, ///< Reads succeed but an I/O of it took longer than the limit; as wide as the I/Os that did.
        Corrupt, ///< Burn-in: reads succeed but return other bytes than were written; exact to the logical block.
        WriteError, ///< Burn-in: writes fail; exact to the logical block.
    };
    Kind kind = Kind::Error;
    std::uint64_t offset = 0;
    std::uint64_t length = 0;
    std::int64_t worstNs = 0; ///< Slow ranges: the longest I/O in the range.

    std::uint64_t end() const { return offset + length; }
    bool operator==(const SurfaceRange &) const = default;
};

template<>
struct EnumIds<SurfaceRange::Kind>
{
    static constexpr EnumId<SurfaceRange::Kind> table[] = {{SurfaceRange::Kind::Error, "error"},
                                                           {SurfaceRange::Kind::Slow, "slow"},
                                                           {SurfaceRange::Kind::Corrupt, "corrupt"},
                                                           {SurfaceRange::Kind::WriteError, "write-error"}};
};

/// One random read of the access-time test: where, and how long it took.
struct AccessPoint
{
    std::uint64_t offset = 0;
    std::int64_t latencyNs = 0;
    bool failed = false;

    bool operator==(const AccessPoint &) const = default;
};

/**
 * What a test over a device's whole surface found: the position map's (and the read scan's) chunks in device order,
 * the ranges that failed or were slow, the access-time test's reads in the order they were made.
 */
struct SurfaceResult
{
    std::uint64_t deviceBytes = 0; ///< The whole range the test covered, from offset 0.
    std::uint64_t plannedBytes = 0; ///< Bytes the test meant to read.
    std::uint64_t readBytes = 0; ///< Bytes it did read (or tried to): less than planned when it was stopped.
    /// The read scan's limit: a read of 1 MiB taking longer is slow (scaled to the I/O's size); 0 when not checked.
    std::int64_t slowReadNs = 0;
    QList<SurfaceChunk> chunks;
    QList<SurfaceRange> ranges;
    QList<AccessPoint> accesses;

    /// A TestPayload: the surface tests' figure is still their read rate over one timed run.
    static constexpr bool IsRunFigure = true;
    /// Its chunks, ranges and reads can run to megabytes: the helper sends them with the final result only.
    static constexpr bool OnlyWithFinalResult = true;
    bool isEmpty() const { return deviceBytes == 0; }
    bool complete() const { return readBytes >= plannedBytes; }
    /// Whether the test set out to read every byte (a scan, a map of every chunk), not samples or random reads.
    bool coversDevice() const { return !chunks.isEmpty() && plannedBytes >= deviceBytes; }
    /// How many ranges of @p kind were found, and how many bytes they cover.
    int rangeCount(SurfaceRange::Kind kind) const;
    std::uint64_t rangeBytes(SurfaceRange::Kind kind) const;
    bool operator==(const SurfaceResult &) const = default;
};

/// The position map's figures, read from its chunks (failed chunks left out).
struct PositionMapSummary
{
    double minBytesPerSecond = 0;
    double meanBytesPerSecond = 0; ///< Weighted by the chunks' bytes: the mean height of the curve over the device.
    double maxBytesPerSecond = 0;
    double medianBytesPerSecond = 0;
    /// Stretches of the device whose chunks read below the share of the median (consecutive chunks merged); worstNs
    /// holds the slowest chunk's time.
    QList<SurfaceRange> slowRegions;
    int measuredChunks = 0;
    /// The chunks where reads failed, left out of the rates (their bytes are not the drive's pace), and the time the
    /// drive took over them: on a failing drive that is where the scan's hours go (a 64 MiB chunk of 44 s).
    int failedChunks = 0;
    std::int64_t failedChunksNs = 0;
    std::int64_t chunksNs = 0; ///< The time of every chunk: the reading part of the scan.
};

/// Summarizes the chunks of @p surface; chunks below @p slowShare of the median are slow regions.
PositionMapSummary summarizePositionMap(const SurfaceResult &surface, double slowShare);

/// What the block map shows of a cell of the device: the worst found in it.
enum class SurfaceCell {
    Unread, ///< Not read (a stopped scan, a sampled map).
    Good,
    Slow, ///< A read in it was over the scan's limit.
    Error, ///< A read in it failed (or, in a burn-in, a write, or data came back changed).
};

/// The device cut into @p count cells of equal size (the last may hold the rest), each with the worst state of what
/// lies in it: HD Tune's error-scan map.
QList<SurfaceCell> surfaceCells(const SurfaceResult &surface, int count);

/// Adds @p range to @p ranges (kept sorted by offset), merging it with an adjacent or overlapping one of its kind.
void addSurfaceRange(QList<SurfaceRange> &ranges, const SurfaceRange &range);

} // namespace Sektor
