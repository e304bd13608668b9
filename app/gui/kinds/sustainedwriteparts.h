// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/kinds/kindwindowparts.h"

namespace Sektor::Gui {

/// The sustained write's window parts: its curve leads the charts and is drawn under its one cell in the picture.
class SustainedWriteParts : public KindWindowParts
{
public:
    const char *moreSummary(Profile::Kind kind) const override;
    bool holds(const RunResult &result) const override;
    std::unique_ptr<KindCharts> makeCharts(QWidget *page) const override;
    ImageHeading imageHeading(const RunResult &result, const QString &profile) const override;
    void drawImageBody(QPainter &p, const QFont &base, const RunResult &result, const QRect &area) const override;
};

} // namespace Sektor::Gui
