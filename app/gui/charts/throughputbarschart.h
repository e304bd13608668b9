// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/charts/resultchart.h"

namespace Sektor::Gui {

/// A bar group per test: read, write and mix throughput side by side (median MB/s).
class ThroughputBarsChart : public ResultChart
{
    Q_OBJECT
public:
    explicit ThroughputBarsChart(QWidget *parent = nullptr);
    bool hasThroughputScale() const override { return true; }

protected:
    bool build(QChart *chart) override;
    QString title() const override;
};

} // namespace Sektor::Gui
