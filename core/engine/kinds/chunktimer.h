// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/kinds/surfacepass.h"
#include "model/surface.h"

#include <QList>

#include <limits>
#include <vector>

namespace Sektor {

/**
 * Times the chunks of a pass over a device (its extents, in device order) from the I/Os that finish in them: a chunk's
 * time starts where the one before it ended, so that I/Os kept in flight across the boundary are not counted twice; a
 * chunk whose own I/Os began later (the first, or one after a pause) starts at its first submission. The position
 * maps of the read scan and the burn-in are made of these.
 */
class ChunkTimer
{
public:
    explicit ChunkTimer(const QList<SurfaceExtent> &extents);

    /// Counts one finished I/O of extent @p io.extent, @p goodBytes of it done; appends the chunks it finishes (all
    /// their I/Os done) to @p finished.
    void add(const SurfaceIo &io, std::uint64_t goodBytes, QList<SurfaceChunk> &finished);

private:
    struct ExtentState
    {
        std::uint64_t goodBytes = 0;
        std::uint64_t pendingBytes = 0;
        std::int64_t firstSubmitNs = std::numeric_limits<std::int64_t>::max(); ///< Until its first I/O.
        std::int64_t lastDoneNs = 0;
    };

    const QList<SurfaceExtent> &m_extents;
    std::vector<ExtentState> m_states;
    qsizetype m_nextChunk = 0;
    std::int64_t m_previousChunkDoneNs = 0;
};

} // namespace Sektor
