// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/kinds/kindwindowparts.h"

namespace Sektor::Gui {

/**
 * The speed tests' window parts (the standard profiles, the queue-depth and block-size sweeps, the sync write
 * latency): their figures are the grid's, their charts the bars, the rate over time, the latency and the sweep's
 * curve, their picture the grid. They show every result that holds no other kind's figures.
 */
class SpeedTestParts : public KindWindowParts
{
public:
    const char *moreSummary(Profile::Kind kind) const override;
    /// None of its own: the speed tests' figures are what every result has (windowPartsOf() falls back to these).
    bool holds(const RunResult &result) const override;
    std::unique_ptr<KindCharts> makeCharts(QWidget *page) const override;
    void drawImageBody(QPainter &p, const QFont &base, const RunResult &result, const QRect &area) const override;
};

} // namespace Sektor::Gui
