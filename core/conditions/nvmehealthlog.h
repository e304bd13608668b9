// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/health.h"

#include <QByteArrayView>

#include <optional>

namespace Sektor::Conditions {

/// The size of the NVMe SMART/health information log page (log identifier 02h).
inline constexpr qsizetype NvmeHealthLogSize = 512;

/**
 * The fields of an NVMe SMART/health log page as the drive returned it (little-endian, NVMe base specification
 * 2.0, figure "SMART / Health Information Log Page"): critical warning, composite temperature (kelvin, 0 when
 * not reported), spare, life used, the 128-bit counters, the minutes spent above the temperature thresholds.
 * nullopt for a page shorter than 512 bytes; the bytes are only read, never trusted as sizes or offsets.
 */
std::optional<DriveHealth> parseNvmeHealthLog(QByteArrayView page);

} // namespace Sektor::Conditions
