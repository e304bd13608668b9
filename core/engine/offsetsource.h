// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/jobplan.h"
#include "stats/offsetpermutation.h"

#include <atomic>
#include <cstdint>

namespace Sektor {

/**
 * Where one worker thread's I/Os go. Sequential: the thread's own disjoint range, block after
 * block, wrapping at its end. Random: a seeded permutation of every block of the span (per
 * thread, as fio's numjobs), so no block repeats until all were visited. Thread-safe (one atomic
 * cursor), because the sync backend serves one source from several blocking threads.
 */
class OffsetSource
{
public:
    OffsetSource(const JobPlan &plan, std::uint32_t threadIndex);

    /// The next offset in bytes; false when a sized job has covered its share.
    bool next(std::uint64_t &offset) noexcept
    {
        const std::uint64_t n = m_cursor.fetch_add(1, std::memory_order_relaxed);
        if (m_bounded && n >= m_count)
            return false;
        const std::uint64_t i = n % m_count;
        const std::uint64_t block = m_random ? m_permutation.at(i) : m_firstBlock + i;
        offset = block * m_blockSize;
        return true;
    }

    /// Number of distinct blocks this source visits.
    std::uint64_t count() const { return m_count; }

private:
    OffsetPermutation m_permutation;
    std::atomic<std::uint64_t> m_cursor {0};
    std::uint64_t m_firstBlock = 0;
    std::uint64_t m_count = 0;
    std::uint64_t m_blockSize = 0;
    bool m_random = false;
    bool m_bounded = false;
};

} // namespace Sektor
