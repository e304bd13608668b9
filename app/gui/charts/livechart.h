// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/charts/rowlegend.h"

#include "engine/progress.h"

#include <QChartView>

class QLineSeries;
class QValueAxis;

namespace Sektor::Gui {

/// Throughput while the run goes, a point per 100 ms sample and a line per test.
class LiveChart : public QChartView
{
    Q_OBJECT
public:
    explicit LiveChart(QWidget *parent = nullptr);

    void clear();
    void addProgress(const Progress &progress);
    int pointCount() const;
    /// After the run: the time axis ends at the last point instead of the growing margin.
    void fitToData();

    /// Below this height the title and its caption go, so that the plot keeps readable axes.
    static constexpr int CompactHeight = 240;
    /// Its minimum size (minimumSizeHint()) in lines and average characters of its font.
    static constexpr int MinimumHeightLines = 9;
    static constexpr int MinimumWidthChars = 50;
    /**
     * The smallest size at which its axes, their titles and its legend stay readable (no label cut to "…"), in
     * lines and characters of its font: on a short screen the page it is on scrolls, or the grid gives way, rather
     * than squeeze it below, and it never folds away into blank space.
     */
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslate();
    void updateTitle();

    QValueAxis *m_x;
    QValueAxis *m_y;
    struct Line
    {
        QLineSeries *series;
        TestSpec spec;
        IoMode mode;
    };
    QList<Line> m_lines;
    RowLegend m_legend;
    QLineSeries *m_current = nullptr;
    int m_currentTest = -1;
    double m_maxY = 0;
    bool m_styling = false;
};

} // namespace Sektor::Gui
