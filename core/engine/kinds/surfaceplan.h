// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/kinds/surfacepass.h"
#include "model/profile.h"
#include "model/runoptions.h"

namespace Sektor {

/// The position map's chunk, as GNOME Disks and HD Tune read one: big enough that a seek does not count.
inline constexpr std::uint64_t SurfaceChunkBytes = 64 * MiB;
/// A full map or scan has at most this many chunks (larger ones on larger devices): enough points for any chart.
inline constexpr std::uint64_t MaxSurfaceChunks = 4096;

/**
 * What a surface test reads over a device of @p span bytes (a multiple of @p alignment):
 * - a read scan, or a position map with mapSamples 0: every byte, in chunks of 64 MiB or more;
 * - a position map: mapSamples chunks (64 MiB, smaller on small devices) evenly spaced from the first byte to the
 *   last, each read once;
 * - the access time: accessReads reads of @p blockSize at random aligned offsets over the whole span, from @p seed.
 */
QList<SurfaceExtent> planSurface(Profile::Kind kind,
                                 std::uint64_t span,
                                 std::uint32_t blockSize,
                                 std::uint32_t alignment,
                                 const RunOptions &options,
                                 std::uint64_t seed);

} // namespace Sektor
