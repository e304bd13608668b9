// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/kinds/kindwindowparts.h"

namespace Sektor::Gui {

/**
 * The window parts of the surface tests that read chunks of the device, the position map and the read scan: the rate
 * by position and the block map lead the charts (the scan's block map first; a sampled map's block map, mostly
 * unread, is left out), and the picture draws the device's cells under its one cell.
 */
class SurfaceMapParts : public KindWindowParts
{
public:
    const char *moreSummary(Profile::Kind kind) const override;
    const char *wrongTargetWhy(Profile::Kind kind) const override;
    bool holds(const RunResult &result) const override;
    std::unique_ptr<KindCharts> makeCharts(QWidget *page) const override;
    ImageHeading imageHeading(const RunResult &result, const QString &profile) const override;
    void drawImageBody(QPainter &p, const QFont &base, const RunResult &result, const QRect &area) const override;
};

/// The access time's window parts: its scatter of random reads leads the charts; its picture is the grid.
class AccessTimeParts : public KindWindowParts
{
public:
    const char *moreSummary(Profile::Kind kind) const override;
    const char *wrongTargetWhy(Profile::Kind kind) const override;
    bool holds(const RunResult &result) const override;
    std::unique_ptr<KindCharts> makeCharts(QWidget *page) const override;
    ImageHeading imageHeading(const RunResult &result, const QString &profile) const override;
    void drawImageBody(QPainter &p, const QFont &base, const RunResult &result, const QRect &area) const override;
};

} // namespace Sektor::Gui
