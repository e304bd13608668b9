// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/share/deltacolour.h"

#include "history/runcomparison.h"

#include <cmath>

namespace Sektor::Gui {

Change changeOf(std::optional<double> percent, DisplayUnit unit)
{
    if (!percent || std::abs(*percent) < NoticeablePercent)
        return Change::Noise;
    return (*percent > 0) == History::higherIsBetter(unit) ? Change::Better : Change::Worse;
}

QColor deltaColour(std::optional<double> percent, DisplayUnit unit)
{
    switch (changeOf(percent, unit)) {
    case Change::Better:
        return QColor(0x1b, 0x7f, 0x3b);
    case Change::Worse:
        return QColor(0xc0, 0x1c, 0x28);
    case Change::Noise:
        break;
    }
    return {};
}

} // namespace Sektor::Gui
