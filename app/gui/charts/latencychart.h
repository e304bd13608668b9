// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/charts/resultchart.h"

namespace Sektor::Gui {

/// Latency percentiles (p50 … p99.99) of each test on a log scale: where the slow outliers are.
class LatencyChart : public ResultChart
{
    Q_OBJECT
public:
    explicit LatencyChart(QWidget *parent = nullptr);

protected:
    bool build(QChart *chart) override;
    QString title() const override;
};

} // namespace Sektor::Gui
