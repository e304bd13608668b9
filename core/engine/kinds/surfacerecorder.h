// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/iobuffers.h"
#include "engine/kinds/chunktimer.h"
#include "engine/kinds/surfacepass.h"
#include "model/results.h"
#include "model/surface.h"

#include <limits>

namespace Sektor {

/**
 * Turns the finished reads of a surface test into its result: each extent's bytes and time (a chunk of the map), the
 * ranges that failed (narrowed down by reading the failed I/O again in halves, to the device's alignment) or were
 * slow, and each read of the access-time test.
 */
class SurfaceRecorder
{
public:
    struct Setup
    {
        int fd = -1; ///< For reading failed I/Os again.
        bool chunks = true; ///< Extents are the map's chunks (else each read is an access-time point).
        std::uint32_t unit = 512; ///< Smallest read: the device's direct-I/O alignment.
        std::uint32_t blockSize = 1 * MiB;
        std::int64_t slowReadNs = 0; ///< A read of 1 MiB (scaled to its size) over this is slow; 0: not checked.
        std::uint64_t deviceBytes = 0;
    };

    SurfaceRecorder(const Setup &setup, const QList<SurfaceExtent> &extents);

    /// Records one finished read; false when the test must end: an error that is not the medium's (the device was
    /// removed, say), kept in fatalError().
    bool add(const SurfaceIo &io);

    const SurfaceResult &result() const { return m_result; }
    const LatencyHistogram &latency() const { return m_latency; }
    /// Every read issued, the reads again of failed I/Os included: what the device's counters saw.
    const IoTotals &totals() const { return m_totals; }
    std::uint64_t goodBytes() const { return m_goodBytes; }
    std::uint64_t goodReads() const { return m_goodReads; }
    std::int64_t firstSubmitNs() const { return std::min(m_firstSubmitNs, m_lastDoneNs); }
    std::int64_t lastDoneNs() const { return m_lastDoneNs; }
    int fatalError() const { return m_fatalError; }

private:
    std::uint64_t readAgainInHalves(std::uint64_t offset, std::uint64_t length);

    Setup m_setup;
    ChunkTimer m_chunks; ///< Unused by the access time (no chunks).
    IoBuffers m_retryBuffer;
    SurfaceResult m_result;
    LatencyHistogram m_latency;
    IoTotals m_totals;
    std::uint64_t m_goodBytes = 0;
    std::uint64_t m_goodReads = 0;
    std::int64_t m_firstSubmitNs = std::numeric_limits<std::int64_t>::max();
    std::int64_t m_lastDoneNs = 0;
    int m_fatalError = 0;
};

/// Whether @p error is the medium's (the sectors cannot be read) rather than the device's or the system's.
bool isMediumError(int error);

} // namespace Sektor
