// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/offsetsource.h"

#include <algorithm>

namespace Sektor {

namespace {
std::uint64_t threadSeed(std::uint64_t seed, std::uint32_t threadIndex)
{
    return seed ^ (0x9E3779B97F4A7C15ull * (std::uint64_t(threadIndex) + 1));
}
} // namespace

OffsetSource::OffsetSource(const JobPlan &plan, std::uint32_t threadIndex)
    : m_permutation(std::max<std::uint64_t>(plan.blocks(), 1), threadSeed(plan.seed, threadIndex))
    , m_blockSize(plan.blockSize)
    , m_random(plan.pattern == AccessPattern::Random)
    , m_bounded(plan.durationNs <= 0 || plan.once)
{
    const std::uint64_t blocks = std::max<std::uint64_t>(plan.blocks(), 1);
    const std::uint64_t threads = std::max<std::uint32_t>(plan.threads, 1);
    if (m_random) {
        // Each thread walks the whole span in its own order; a sized job splits the count.
        m_count = m_bounded ? std::max<std::uint64_t>(blocks / threads, 1) : blocks;
    } else {
        // Disjoint ranges: thread t gets blocks [t·B/T, (t+1)·B/T).
        m_firstBlock = blocks * threadIndex / threads;
        const std::uint64_t end = blocks * (threadIndex + 1) / threads;
        m_count = std::max<std::uint64_t>(end - m_firstBlock, 1);
    }
}

} // namespace Sektor
