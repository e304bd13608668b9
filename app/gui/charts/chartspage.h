// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <QWidget>

class QCheckBox;
class QGridLayout;

namespace Sektor::Gui {

class ResultChart;
class SurfaceBlockMap;

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
    /// Bars, over time, latency, QD sweep, block-size sweep, sustained write, position map, access time, verify, small
    /// files' rate and latency (the special ones lead when they have data; a capacity check's is alone, a small-files
    /// test's two are on their own).
    QList<ResultChart *> charts() const { return m_charts; }
    /// The read scan's block map (shown for surface tests that read chunks).
    SurfaceBlockMap *blockMap() const { return m_blockMap; }
    QCheckBox *logScaleSwitch() const { return m_logScale; }

protected:
    void changeEvent(QEvent *event) override;

private:
    enum ChartIndex {
        Bars,
        Time,
        Latency,
        QueueDepths,
        BlockSizes,
        Sustained,
        PositionMap,
        AccessTime,
        Verify,
        SmallFilesRate,
        SmallFilesLatency
    };
    void applyLogScale(bool logScale);
    /// Shows these views, in this order, two to a row; @p leadIsTall gives the first row the room of two charts.
    void placeViews(const QList<QWidget *> &views, bool leadIsTall);
    void retranslate();

    QList<ResultChart *> m_charts;
    SurfaceBlockMap *m_blockMap;
    QCheckBox *m_logScale;
    QGridLayout *m_grid;
};

} // namespace Sektor::Gui
