// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/kinds/kindwindowparts.h"

namespace Sektor::Gui {

/**
 * The window parts of the burn-in: its verdict, findings, latency classes and ranges in the grid's place
 * (BurnInPanel); on the Charts page its block map by latency class and failure beside its write- and read-rate maps;
 * in the picture the verdict, the classes and the block map.
 */
class BurnInWindowParts : public KindWindowParts
{
public:
    const char *moreSummary(Profile::Kind kind) const override;
    const char *wrongTargetWhy(Profile::Kind kind) const override;
    bool holds(const RunResult &result) const override;
    ResultsPanel *makeResultsPanel(QWidget *parent) const override;
    std::unique_ptr<KindCharts> makeCharts(QWidget *page) const override;
    ImageHeading imageHeading(const RunResult &result, const QString &profile) const override;
    void drawImageBody(QPainter &p, const QFont &base, const RunResult &result, const QRect &area) const override;
};

} // namespace Sektor::Gui
