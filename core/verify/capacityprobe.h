// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/verify.h"

#include <cstddef>
#include <cstdint>

namespace Sektor::Verify {

/// The most the probe writes or reads in one I/O: the stamps of a span go in pieces of this size.
constexpr std::size_t ProbeIoBytes = 1024 * 1024;

/// Where the probe writes and reads: a raw device opened for direct I/O (or a fake one in tests).
class ProbeTarget
{
public:
    virtual ~ProbeTarget() = default;
    /// The capacity the device claims, in bytes (a multiple of StampSize).
    virtual std::uint64_t claimedBytes() const = 0;
    /// Writes @p bytes (a multiple of StampSize, at most ProbeIoBytes) at @p offset from @p data (aligned to
    /// StampSize); false on an I/O error.
    virtual bool write(std::uint64_t offset, const unsigned char *data, std::size_t bytes) = 0;
    /// Makes what was written durable and the next reads come from the device, not a cache.
    virtual bool flush() = 0;
    /// Reads @p bytes at @p offset into @p data, as write(); false on an I/O error.
    virtual bool read(std::uint64_t offset, unsigned char *data, std::size_t bytes) = 0;
    /// True once the user asked to stop.
    virtual bool cancelled() const { return false; }
    /// Called after every I/O: bytes written and read so far, and about how many the probe will move in all.
    virtual void progress(std::uint64_t doneBytes, std::uint64_t plannedBytes)
    {
        (void)doneBytes;
        (void)plannedBytes;
    }
};

/// Bad areas the probe finds the ends of to the stamp; past them it reports the probes' bounds (VerifyRange::exact).
constexpr int MaxRefinedRanges = 16;

/**
 * An f3probe-like quick probe of a device's real capacity, destructive: stamps (writeStamp()) at coarse places
 * spread over the claimed capacity, written from the last to the first so that a wrap-around lets the first ones
 * survive, then every stamp of the first slot (so that the first place past a wrap, wherever it is, reads a start
 * stamp), read back. Then the ends of each bad stretch are found stamp by stamp between the probes around them (for
 * its start, with the same width at the device's start written after it, so that the first place that wraps around
 * names where it landed). Minutes, not hours: a 1 TB claim writes about 200 MiB.
 *
 * A bad area that lies between two coarse probes is not seen; the full verify reads every place.
 * @p coarseProbes 0: as many as make the fewest bytes written in all.
 */
VerifyResult probeCapacity(ProbeTarget &target, std::uint64_t seed, int coarseProbes = 0);

} // namespace Sektor::Verify
