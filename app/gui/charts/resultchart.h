// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/charts/rowlegend.h"
#include "model/results.h"

#include <QChartView>

class QLabel;

namespace Sektor::Gui {

/**
 * A chart of a finished run. Subclasses fill a fresh chart in build(); the base rebuilds it when
 * the result, the language or the palette changes, so titles and colours always match.
 */
class ResultChart : public QChartView
{
    Q_OBJECT
public:
    explicit ResultChart(QWidget *parent = nullptr);
    static constexpr int MinimumWidth = 320;
    static constexpr int MinimumHeight = 240;

    void setResult(const RunResult &result);
    const RunResult &result() const { return m_result; }
    /// Whether the last result gave the chart something to draw.
    bool isFilled() const { return m_filled; }

    /// Whether the chart can draw throughput on a logarithmic scale (see setLogScale()).
    virtual bool hasThroughputScale() const { return false; }
    /// Throughput on a log scale: a RND4K figure of 60 MB/s beside a SEQ figure of 7000 MB/s stays readable.
    void setLogScale(bool logScale);
    bool logScale() const { return m_logScale; }

protected:
    /// Adds series and axes to @p chart (empty, untitled) for the current result; returns false when there is nothing
    /// to show.
    virtual bool build(QChart *chart) = 0;
    /// The chart's title.
    virtual QString title() const = 0;
    /// Shown in place of the chart when build() has nothing to show.
    virtual QString emptyText() const;
    /// The line under the title saying what the line styles mean; by default the row legend's.
    virtual QString caption() const { return m_rowLegend.caption(); }
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

    /// For charts with a line per test and mode: add each line here; the title then says which line style is which
    /// mode.
    RowLegend &rowLegend() { return m_rowLegend; }

private:
    void rebuild();

    RunResult m_result;
    QLabel *m_empty; ///< Over the empty chart: a wrapped sentence, which a chart title cannot be.
    bool m_rebuilding = false;
    bool m_logScale = false;
    bool m_filled = false;
    RowLegend m_rowLegend;
};

} // namespace Sektor::Gui
