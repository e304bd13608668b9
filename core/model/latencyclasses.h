// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/error.h"

#include <array>
#include <chrono>
#include <cstdint>

namespace Sektor {

/**
 * How many blocks of a surface pass took how long, in the classes the classic surface testers (MHDD, Victoria, HD
 * Tune) show: below 3, 10, 50, 150 and 500 ms, and 500 ms or more. The five boundaries can be set (they
 * must rise); a block's time is counted in the first class whose boundary it is below.
 */
class LatencyClasses
{
public:
    static constexpr std::size_t Boundaries = 5;
    static constexpr std::size_t Classes = Boundaries + 1;
    using Bounds = std::array<std::chrono::microseconds, Boundaries>;

    /// The testers' classes: < 3 ms, < 10, < 50, < 150, < 500, ≥ 500 ms.
    static constexpr Bounds DefaultBounds {std::chrono::milliseconds(3),
                                           std::chrono::milliseconds(10),
                                           std::chrono::milliseconds(50),
                                           std::chrono::milliseconds(150),
                                           std::chrono::milliseconds(500)};

    LatencyClasses() = default;
    /// Classes with @p bounds; check() says whether they can be used.
    explicit LatencyClasses(const Bounds &bounds)
        : m_bounds(bounds)
    { }

    /// An error (InvalidArgument, translated) unless every boundary is above 0 and above the one before.
    Error check() const;

    /// Counts one block that took @p ns nanoseconds.
    void record(std::int64_t ns) { ++m_counts[classOf(ns)]; }
    /// Counts @p count blocks in class @p cls (< Classes): counts read back from a result file.
    void add(std::size_t cls, std::uint64_t count) { m_counts.at(cls) += count; }
    /// Which class a block of @p ns nanoseconds falls in: 0 below the first boundary … Classes - 1 at or above the
    /// last.
    std::size_t classOf(std::int64_t ns) const;

    const Bounds &bounds() const { return m_bounds; }
    const std::array<std::uint64_t, Classes> &counts() const { return m_counts; }
    std::uint64_t total() const;
    /// Adds @p other's counts (the same bounds: a pass recorded in parts).
    void merge(const LatencyClasses &other);

    bool operator==(const LatencyClasses &) const = default;

private:
    Bounds m_bounds = DefaultBounds;
    std::array<std::uint64_t, Classes> m_counts {};
};

} // namespace Sektor
