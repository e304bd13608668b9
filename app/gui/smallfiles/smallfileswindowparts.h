// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/kinds/kindwindowparts.h"

namespace Sektor::Gui {

/**
 * The small-files test's window parts: its table in place of the caption and the live chart (SmallFilesPanel), its
 * two charts (files per second, latency per file) side by side, and in the picture its table instead of the grid.
 */
class SmallFilesWindowParts : public KindWindowParts
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
