// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

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

} // namespace Sektor
