// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include <chrono>
#include <cstdint>
#include <ctime>

namespace Sektor {

/// CLOCK_MONOTONIC in nanoseconds (vDSO: ~20 ns, no system call). All engine timing uses this.
inline std::int64_t monotonicNs() noexcept
{
    timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return std::int64_t(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

/// A duration of the run's options in nanoseconds, the unit of all engine timing.
inline std::int64_t durationNs(std::chrono::milliseconds duration) noexcept
{
    return std::int64_t(duration.count()) * 1000000;
}

} // namespace Sektor
