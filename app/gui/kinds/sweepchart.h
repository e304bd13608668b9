// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/charts/resultchart.h"

namespace Sektor::Gui {

/// The queue-depth sweep: IOPS (left axis) and mean latency (right axis) against queue depth.
class SweepChart : public ResultChart
{
    Q_OBJECT
public:
    explicit SweepChart(QWidget *parent = nullptr);

protected:
    bool build(QChart *chart) override;
    QString title() const override;
    QString emptyText() const override;
    QString caption() const override;

private:
    bool m_hasCurves = false;
};

} // namespace Sektor::Gui
