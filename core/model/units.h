// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <cstdint>

namespace Sektor {

/// Binary sizes (block sizes, test sizes): KiB = 1024 bytes, as CrystalDiskMark.
inline constexpr std::uint64_t KiB = 1024;
inline constexpr std::uint64_t MiB = 1024 * KiB;
inline constexpr std::uint64_t GiB = 1024 * MiB;

/// Decimal rates: MB/s means 10^6 bytes per second, as CrystalDiskMark and fio's "MB/s".
inline constexpr double BytesPerMB = 1e6;
inline constexpr double BytesPerGB = 1e9;

inline constexpr std::int64_t NsPerUs = 1000;
inline constexpr std::int64_t NsPerMs = 1000 * NsPerUs;
inline constexpr std::int64_t NsPerSecond = 1000 * NsPerMs;

} // namespace Sektor
