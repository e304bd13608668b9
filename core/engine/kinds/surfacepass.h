// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/canceltoken.h"
#include "engine/jobrunner.h"

#include <QList>

#include <cstdint>
#include <functional>

namespace Sektor {

/// A stretch of a device to read, in I/Os of the reader's block size (the last one shorter if the stretch ends so).
struct SurfaceExtent
{
    std::uint64_t offset = 0;
    std::uint64_t length = 0;
};

/// One finished read (or, in a burn-in, write) of a pass over a device.
struct SurfaceIo
{
    qsizetype extent = 0; ///< Index of the extent it belongs to.
    std::uint64_t offset = 0;
    std::uint32_t length = 0;
    std::int64_t submitNs = 0; ///< Just before the call that submitted it (CLOCK_MONOTONIC).
    std::int64_t doneNs = 0; ///< When its completion was seen.
    int error = 0; ///< 0, or the errno it failed with (a short read or write counts as EIO).
    /// The I/O's buffer, for a completion handler to check what was read: valid only during the call.
    const unsigned char *data = nullptr;

    std::int64_t latencyNs() const { return doneNs - submitNs; }
};

/// How a pass over a device ended.
struct SurfacePassOutcome
{
    int error = 0; ///< errno of a failure that ended it (setup, or a completion handler that stopped it).
    const char *failedCall = nullptr;
    bool cancelled = false;
};

/**
 * Reads (or writes) a list of extents of an open device in order, with a number of I/Os in flight, and hands each
 * finished one to the caller, failed ones included: a surface test or a burn-in goes on past a bad sector. On io_uring
 * one ring keeps @c depth I/Os in flight (across the extents' boundaries, if asked), each submitted as soon as a slot
 * is free; the fallback does one at a time with pread or pwrite.
 */
class SurfacePass
{
public:
    enum class Direction { Read, Write };

    /// Whether reads stay in flight across the end of an extent (chunks side by side, read as one stream), or the
    /// next extent starts only when the last one's reads are done (samples apart, each measured on its own).
    enum class ExtentBoundary { Stream, Drain };

    SurfacePass(int fd,
                IoBackend backend,
                std::uint32_t blockSize,
                std::uint32_t depth,
                ExtentBoundary boundary,
                Direction direction = Direction::Read);

    /// Called on the pass's thread for every finished I/O; returns false to end the pass (no new I/O is issued, what
    /// is in flight is waited for).
    using Completion = std::function<bool(const SurfaceIo &)>;
    /// Writes only: fills the buffer of @p io (io.length bytes) with what is written at io.offset, before it is
    /// submitted.
    using Fill = std::function<void(const SurfaceIo &io, unsigned char *buffer)>;

    SurfacePassOutcome run(const QList<SurfaceExtent> &extents,
                           const CancelToken &cancel,
                           const Completion &done,
                           const Fill &fill = {}) const;

private:
    SurfacePassOutcome runUring(const QList<SurfaceExtent> &extents,
                                const CancelToken &cancel,
                                const Completion &done,
                                const Fill &fill) const;
    SurfacePassOutcome runSync(const QList<SurfaceExtent> &extents,
                               const CancelToken &cancel,
                               const Completion &done,
                               const Fill &fill) const;

    int m_fd;
    IoBackend m_backend;
    std::uint32_t m_blockSize;
    std::uint32_t m_depth;
    ExtentBoundary m_boundary;
    Direction m_direction;
};

} // namespace Sektor
