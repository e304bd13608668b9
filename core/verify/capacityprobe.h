// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <cstdint>

namespace Sektor::Verify {

/// Where the probe writes and reads: a raw device opened for direct I/O (or a fake one in tests).
class ProbeTarget
{
public:
    virtual ~ProbeTarget() = default;
    /// The capacity the device claims, in bytes (a multiple of StampSize).
    virtual std::uint64_t claimedBytes() const = 0;
    /// Writes StampSize bytes at @p offset; false on an I/O error.
    virtual bool write(std::uint64_t offset, const unsigned char *stamp) = 0;
    /// Makes what was written durable and the next reads come from the device, not a cache.
    virtual bool flush() = 0;
    /// Reads StampSize bytes at @p offset; false on an I/O error.
    virtual bool read(std::uint64_t offset, unsigned char *stamp) = 0;
    /// True once the user asked to stop.
    virtual bool cancelled() const { return false; }
};

/// What a capacity probe found.
struct ProbeFindings
{
    enum class Verdict {
        Genuine, ///< Every place probed kept what was written there.
        Fake, ///< From usableBytes on, nothing is kept: the device claims more than it holds.
        Damaged, ///< Places fail, but places after them work again: bad areas, not a smaller device.
        Failed, ///< The probe could not run to its end (an I/O error on everything, or cancelled).
    };
    Verdict verdict = Verdict::Failed;
    std::uint64_t claimedBytes = 0;
    std::uint64_t usableBytes = 0; ///< Fake: the first place that does not keep its data (exact to a stamp).
    std::uint64_t firstBadOffset = 0; ///< Fake or Damaged: the first place found failing.
    bool aliases = false; ///< Places past the real capacity read back data of places before it (wrap-around).
    std::uint64_t wrapBytes = 0; ///< Aliases: the period of the wrap-around (often the real capacity).
    int badProbes = 0; ///< Of probes coarse probes, how many failed.
    int probes = 0;
    std::uint64_t bytesWritten = 0;
};

/**
 * An f3probe-like quick probe of a device's real capacity, destructive: stamps (writeStamp()) at coarse places
 * spread over the claimed capacity, written from the last to the first so that a wrap-around lets the first ones
 * survive, then every stamp of the first slot (so that the first place past a wrap, wherever it is, reads a start
 * stamp), read back; then every stamp-sized place between the last good and the first bad probe, with the same
 * width at the device's start written after it, so that the first place that wraps around names where it landed.
 * Minutes, not hours: a 1 TB claim writes about 200 MiB.
 */
/// @p coarseProbes 0: as many as make the fewest bytes written in all.
ProbeFindings probeCapacity(ProbeTarget &target, std::uint64_t seed, int coarseProbes = 0);

} // namespace Sektor::Verify
