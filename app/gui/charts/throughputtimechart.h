// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/charts/resultchart.h"

namespace Sektor::Gui {

/// Throughput over the measured runs of each test, from the 100 ms samples: shows caches filling and throttling.
class ThroughputTimeChart : public ResultChart
{
    Q_OBJECT
public:
    explicit ThroughputTimeChart(QWidget *parent = nullptr);
    bool hasThroughputScale() const override { return true; }

protected:
    bool build(QChart *chart) override;
    QString title() const override;
};

} // namespace Sektor::Gui
