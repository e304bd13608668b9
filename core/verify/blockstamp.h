// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <cstddef>
#include <cstdint>

namespace Sektor::Verify {

/// The unit every verified byte belongs to: written whole, read back whole, judged whole.
constexpr std::size_t StampSize = 4096;

/**
 * What a stamp read back says about the place it was read from. A stamp carries a magic, the offset it was written
 * for and the run's seed, and the rest is a pattern drawn from both: so a stamp that comes back from another place
 * names that place (the device wraps around, a fake capacity), and one damaged anywhere cannot pass.
 */
enum class StampVerdict {
    Intact, ///< Exactly what was written here.
    Aliased, ///< A whole, valid stamp of this run, but written for another offset (foundOffset): a wrap-around.
    Missing, ///< No stamp of this run at all: never stored (zeros, 0xff, another run's data or garbage).
    Corrupted, ///< This place's stamp, or another's, with bytes changed.
};

/// Fills @p out (StampSize bytes) with the stamp for @p offset of the run @p seed.
void writeStamp(unsigned char *out, std::uint64_t offset, std::uint64_t seed);

/// Fills @p out (StampSize bytes) with the pseudo-random stream of @p offset and @p seed alone, no header: random
/// data a reader can make again to check what it read.
void writeNoise(unsigned char *out, std::uint64_t offset, std::uint64_t seed);

/// Judges the StampSize bytes at @p in, read from @p offset, against the run @p seed; sets @p foundOffset to the
/// offset the stamp names when it names one (Aliased, and Corrupted with a readable header).
StampVerdict judgeStamp(const unsigned char *in, std::uint64_t offset, std::uint64_t seed, std::uint64_t *foundOffset);

} // namespace Sektor::Verify
