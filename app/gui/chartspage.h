// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <QWidget>

class QCheckBox;
class QGridLayout;

namespace Sektor::Gui {

class ResultChart;

/**
 * The charts of the last run: throughput per test, over time, latency percentiles and the QD
 * curve, with a switch that puts throughput on a log scale (remembered between starts).
 */
class ChartsPage : public QWidget
{
    Q_OBJECT
public:
    explicit ChartsPage(QWidget *parent = nullptr);

    void setResult(const RunResult &result);
    /// Bars, over time, latency, QD sweep, block-size sweep, sustained write (the last two lead when they have data).
    QList<ResultChart *> charts() const { return m_charts; }
    QCheckBox *logScaleSwitch() const { return m_logScale; }

protected:
    void changeEvent(QEvent *event) override;

private:
    enum ChartIndex { Bars, Time, Latency, QueueDepths, BlockSizes, Sustained };
    void applyLogScale(bool logScale);
    void placeCharts(ChartIndex lead);
    void retranslate();

    QList<ResultChart *> m_charts;
    QCheckBox *m_logScale;
    QGridLayout *m_grid;
};

} // namespace Sektor::Gui
