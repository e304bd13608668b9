// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/kinds/chunktimer.h"

#include <algorithm>

namespace Sektor {

ChunkTimer::ChunkTimer(const QList<SurfaceExtent> &extents)
    : m_extents(extents)
    , m_states(std::size_t(extents.size()))
{
    for (qsizetype i = 0; i < extents.size(); ++i)
        m_states[std::size_t(i)].pendingBytes = extents[i].length;
}

void ChunkTimer::add(const SurfaceIo &io, std::uint64_t goodBytes, QList<SurfaceChunk> &finished)
{
    ExtentState &state = m_states[std::size_t(io.extent)];
    state.firstSubmitNs = std::min(state.firstSubmitNs, io.submitNs);
    state.lastDoneNs = std::max(state.lastDoneNs, io.doneNs);
    state.goodBytes += goodBytes;
    state.pendingBytes -= io.length;
    while (m_nextChunk < m_extents.size() && m_states[std::size_t(m_nextChunk)].pendingBytes == 0) {
        const ExtentState &done = m_states[std::size_t(m_nextChunk)];
        const SurfaceExtent &extent = m_extents[m_nextChunk];
        std::int64_t start = std::max(m_previousChunkDoneNs, done.firstSubmitNs);
        if (done.lastDoneNs <= start) // its I/Os all finished before the previous chunk's last one
            start = done.firstSubmitNs;
        finished.append({extent.offset, done.goodBytes, extent.length, done.lastDoneNs - start});
        m_previousChunkDoneNs = std::max(m_previousChunkDoneNs, done.lastDoneNs);
        ++m_nextChunk;
    }
}

} // namespace Sektor
