// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/kinds/surfaceplan.h"
#include "engine/prng.h"
#include "model/kinds/surfaceoptions.h"

#include <algorithm>

namespace Sektor {

namespace {

std::uint64_t alignDown(std::uint64_t value, std::uint64_t unit)
{
    return value / unit * unit;
}

QList<SurfaceExtent> everyChunk(std::uint64_t span, std::uint32_t blockSize)
{
    const std::uint64_t needed = (span + MaxSurfaceChunks - 1) / MaxSurfaceChunks;
    const std::uint64_t chunk = std::max(SurfaceChunkBytes, (needed + blockSize - 1) / blockSize * blockSize);
    QList<SurfaceExtent> extents;
    for (std::uint64_t at = 0; at < span; at += chunk)
        extents.append({at, std::min(chunk, span - at)});
    return extents;
}

QList<SurfaceExtent> samples(std::uint64_t span, std::uint32_t blockSize, std::uint32_t alignment, int count)
{
    // Smaller chunks on a device too small for the count at 64 MiB, but never below one read.
    const std::uint64_t chunk = std::min(
        span, std::max<std::uint64_t>(blockSize, std::min(SurfaceChunkBytes, alignDown(span / count, blockSize))));
    const auto n
        = std::uint64_t(std::min<std::uint64_t>(std::uint64_t(count), std::max<std::uint64_t>(span / chunk, 1)));
    QList<SurfaceExtent> extents;
    // The first chunk starts at the first byte and the last ends at the last: the map spans the whole device.
    for (std::uint64_t i = 0; i < n; ++i) {
        const std::uint64_t at = n > 1 ? alignDown((span - chunk) / (n - 1) * i, alignment) : 0;
        extents.append({at, chunk});
    }
    extents.last().offset = span - chunk;
    return extents;
}

QList<SurfaceExtent> randomReads(std::uint64_t span, std::uint32_t blockSize, int count, std::uint64_t seed)
{
    Prng prng(seed);
    const std::uint64_t blocks = std::max<std::uint64_t>(span / blockSize, 1);
    QList<SurfaceExtent> extents;
    extents.reserve(count);
    for (int i = 0; i < count; ++i)
        extents.append({prng.next() % blocks * blockSize, blockSize});
    return extents;
}

} // namespace

QList<SurfaceExtent> planSurface(Profile::Kind kind,
                                 std::uint64_t span,
                                 std::uint32_t blockSize,
                                 std::uint32_t alignment,
                                 const RunOptions &options,
                                 std::uint64_t seed)
{
    if (span < blockSize)
        return {};
    const SurfaceOptions &surface = options.kinds.get<SurfaceOptions>();
    switch (kind) {
    case Profile::Kind::AccessTime:
        return randomReads(span, blockSize, surface.accessReads, seed);
    case Profile::Kind::PositionMap:
        if (surface.mapSamples > 0)
            return samples(span, blockSize, alignment, surface.mapSamples);
        return everyChunk(span, blockSize);
    default:
        return everyChunk(span, blockSize);
    }
}

} // namespace Sektor
