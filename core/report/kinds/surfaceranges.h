// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/surface.h"

#include <QList>
#include <QString>

namespace Sektor {

/// A range's or a drive's size in the text report: bytes, KiB or MiB as ranges are read, a drive in GB as it is sold.
QString surfaceSizeText(std::uint64_t bytes);

/**
 * The ranges of @p kind in the text report, fixed English: a heading line ("  Unreadable:    2 ranges, 8 KiB" or
 * "none", @p label in its place) and a line per range with its LBAs (512-byte units, as disk tools and SMART logs
 * count them), its bytes and where it lies on the drive; a slow range also with its slowest I/O. The read scan's and
 * the burn-in's blocks both show their ranges so.
 */
QString surfaceRangesText(const QList<SurfaceRange> &ranges,
                          SurfaceRange::Kind kind,
                          std::uint64_t deviceBytes,
                          const char *label);

} // namespace Sektor
