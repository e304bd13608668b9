// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/latencyclasses.h"

#include <QCoreApplication>

#include <algorithm>
#include <numeric>

namespace Sektor {

Error LatencyClasses::check() const
{
    for (std::size_t i = 0; i < Boundaries; ++i) {
        if (m_bounds[i].count() <= 0 || (i > 0 && m_bounds[i] <= m_bounds[i - 1])) {
            return Error::invalidArgument(QCoreApplication::translate(
                "Sektor::Limits", "The latency classes' boundaries must be above 0 and each above the one before."));
        }
    }
    return {};
}

std::size_t LatencyClasses::classOf(std::int64_t ns) const
{
    const auto above = std::find_if(m_bounds.cbegin(), m_bounds.cend(), [ns](std::chrono::microseconds bound) {
        return ns < std::chrono::duration_cast<std::chrono::nanoseconds>(bound).count();
    });
    return std::size_t(above - m_bounds.cbegin());
}

std::uint64_t LatencyClasses::total() const
{
    return std::accumulate(m_counts.cbegin(), m_counts.cend(), std::uint64_t(0));
}

void LatencyClasses::merge(const LatencyClasses &other)
{
    Q_ASSERT(other.m_bounds == m_bounds);
    for (std::size_t i = 0; i < Classes; ++i)
        m_counts[i] += other.m_counts[i];
}

} // namespace Sektor
