// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/charts/resultchart.h"

namespace Sektor::Gui {

/**
 * The block-size sweep, as ATTO draws it: throughput (solid, left axis) and IOPS (dashed, right axis) of sequential
 * reads and writes against the block size, 512 B to 64 MiB on a doubling axis.
 */
class BlockSizeChart : public ResultChart
{
    Q_OBJECT
public:
    explicit BlockSizeChart(QWidget *parent = nullptr);
    bool hasThroughputScale() const override { return true; }

protected:
    bool build(QChart *chart) override;
    QString title() const override;
    QString emptyText() const override;
    QString caption() const override;

private:
    bool m_hasCurves = false;
};

} // namespace Sektor::Gui
