// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/charts/resultchart.h"

#include "model/sustainedwrite.h"

#include <optional>

namespace Sektor::Gui {

/**
 * The sustained write: MB/s against GB written, every 100 ms sample, with the level before and after each lasting
 * drop drawn across it and the drop itself (the cache's size) marked, as reviews chart the SLC cache cliff.
 */
class SustainedWriteChart : public ResultChart
{
    Q_OBJECT
public:
    explicit SustainedWriteChart(QWidget *parent = nullptr);
    bool hasThroughputScale() const override { return true; }

protected:
    bool build(QChart *chart) override;
    QString title() const override;
    QString emptyText() const override;
    QString caption() const override;

private:
    QString m_caption;
    /// The figures build() read from the result, for the texts that follow it (a rebuild calls build() first).
    std::optional<SustainedWriteAnalysis> m_analysis;
};

} // namespace Sektor::Gui
