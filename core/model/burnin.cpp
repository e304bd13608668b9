// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/burnin.h"

#include <algorithm>

namespace Sektor {

void keepSlowerChunk(QList<SurfaceChunk> &map, const SurfaceChunk &chunk)
{
    const auto at
        = std::lower_bound(map.begin(), map.end(), chunk.offset, [](const SurfaceChunk &c, std::uint64_t offset) {
              return c.offset < offset;
          });
    if (at == map.end() || at->offset != chunk.offset)
        map.insert(at, chunk);
    else if (chunk.bytesPerSecond() < at->bytesPerSecond())
        *at = chunk;
}

bool isFailedRange(SurfaceRange::Kind kind)
{
    return kind != SurfaceRange::Kind::Slow;
}

int BurnInResult::failedRanges() const
{
    return int(std::count_if(surface.ranges.cbegin(), surface.ranges.cend(), [](const SurfaceRange &r) {
        return isFailedRange(r.kind);
    }));
}

BurnInVerdict burnInVerdict(const BurnInResult &burnIn, StopReason stoppedBy)
{
    if (burnIn.failedRanges() > 0 || burnIn.aliasing || burnIn.goneAt || stoppedBy != StopReason::None)
        return BurnInVerdict::Fail;
    if (!burnIn.complete())
        return BurnInVerdict::Incomplete;
    return burnIn.surface.ranges.isEmpty() ? BurnInVerdict::Pass : BurnInVerdict::Attention;
}

double BurnInResult::writeBytesPerSecond() const
{
    return writeNs > 0 ? double(writtenBytes) * 1e9 / double(writeNs) : 0.0;
}

double BurnInResult::readBytesPerSecond() const
{
    return readNs > 0 ? double(readBytes) * 1e9 / double(readNs) : 0.0;
}

} // namespace Sektor
