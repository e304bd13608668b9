// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "report/unitformat.h"

#include <QColor>

#include <optional>

namespace Sektor::Gui {

/// Changes smaller than this are noise between two runs of one drive, and stay uncoloured.
inline constexpr double NoticeablePercent = 3.0;

/// What a run's change against the first in a comparison means for the reader.
enum class Change { Noise, Better, Worse };

/// Better or worse in @p unit (more MB/s, less latency), or noise (or nothing to compare).
Change changeOf(std::optional<double> percent, DisplayUnit unit);

/**
 * The colour of a change in the Compare dialog's table: green where better, red where worse, readable on light and dark
 * windows; invalid for noise. The picture takes its own theme's shades (ImageColours::better and worse).
 */
QColor deltaColour(std::optional<double> percent, DisplayUnit unit);

} // namespace Sektor::Gui
