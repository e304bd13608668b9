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

/// One finished read of a surface test.
struct SurfaceIo
{
    qsizetype extent = 0; ///< Index of the extent it belongs to.
    std::uint64_t offset = 0;
    std::uint32_t length = 0;
    std::int64_t submitNs = 0; ///< Just before the call that submitted it (CLOCK_MONOTONIC).
    std::int64_t doneNs = 0; ///< When its completion was seen.
    int error = 0; ///< 0, or the errno it failed with (a short read counts as EIO).

    std::int64_t latencyNs() const { return doneNs - submitNs; }
};

/// How a surface read ended.
struct SurfaceReadOutcome
{
    int error = 0; ///< errno of a failure that ended it (setup, or a completion handler that stopped it).
    const char *failedCall = nullptr;
    bool cancelled = false;
};

/**
 * Reads a list of extents of an open device in order, with a number of reads in flight, and hands each finished read
 * to the caller, failed ones included: a surface test goes on past a bad sector. On io_uring one ring keeps @c depth
 * reads in flight (across the extents' boundaries, if asked), each submitted as soon as a slot is free; the fallback
 * reads one at a time with pread.
 */
class SurfaceReader
{
public:
    /// Whether reads stay in flight across the end of an extent (chunks side by side, read as one stream), or the
    /// next extent starts only when the last one's reads are done (samples apart, each measured on its own).
    enum class ExtentBoundary { Stream, Drain };

    SurfaceReader(int fd, IoBackend backend, std::uint32_t blockSize, std::uint32_t depth, ExtentBoundary boundary);

    /// Called on the reading thread for every finished read; returns false to end the read (no new I/O is issued,
    /// what is in flight is waited for).
    using Completion = std::function<bool(const SurfaceIo &)>;

    SurfaceReadOutcome
    read(const QList<SurfaceExtent> &extents, const CancelToken &cancel, const Completion &done) const;

private:
    SurfaceReadOutcome
    readUring(const QList<SurfaceExtent> &extents, const CancelToken &cancel, const Completion &done) const;
    SurfaceReadOutcome
    readSync(const QList<SurfaceExtent> &extents, const CancelToken &cancel, const Completion &done) const;

    int m_fd;
    IoBackend m_backend;
    std::uint32_t m_blockSize;
    std::uint32_t m_depth;
    ExtentBoundary m_boundary;
};

} // namespace Sektor
