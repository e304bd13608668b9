// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

namespace Sektor {

/// Exact sums of nanoseconds, and the 128-bit counters of an NVMe drive's health log, never overflow.
__extension__ typedef unsigned __int128 UInt128;

} // namespace Sektor
