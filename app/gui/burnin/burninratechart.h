// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/charts/resultchart.h"

namespace Sektor::Gui {

/**
 * The burn-in's write-rate and read-rate maps on one chart: MB/s against the position on the device in GB, one point
 * per chunk and line (the slowest pass over it), as the position map draws its read rate. Where the two part, the
 * drive writes and reads at different speeds there; a dip in both is a weak place.
 */
class BurnInRateChart : public ResultChart
{
    Q_OBJECT
public:
    explicit BurnInRateChart(QWidget *parent = nullptr);
    bool hasThroughputScale() const override { return true; }

protected:
    bool build(QChart *chart) override;
    QString title() const override;
    QString emptyText() const override;
    QString caption() const override { return m_caption; }

private:
    QString m_caption;
};

} // namespace Sektor::Gui
