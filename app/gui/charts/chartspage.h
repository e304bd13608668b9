// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/kinds/kindwindowparts.h"

#include "model/results.h"
#include "peers/peerstanding.h"

#include <QWidget>

#include <map>

class QCheckBox;
class QGridLayout;

namespace Sektor::Gui {

class PeerDistributionView;
class ResultChart;

/**
 * The charts of the last run: throughput per test, over time and latency percentiles, which every result has, and
 * each kind's own views (KindWindowParts::makeCharts()), placed by the kind whose figures the result holds; with a
 * switch that puts throughput on a log scale (remembered between starts).
 */
class ChartsPage : public QWidget
{
    Q_OBJECT
public:
    explicit ChartsPage(QWidget *parent = nullptr);

    void setResult(const RunResult &result);
    /// Where the result's tests stand among their model's results (parallel to its tests; empty: not looked up): the
    /// distribution under the other charts, for the test chosen there.
    void setPeers(const RunResult &result, const PeerStandings &standings);
    PeerDistributionView *peerDistribution() const { return m_peers; }
    /// Bars, over time, latency, then each kind's own charts in the order of the kinds (windowparts.cpp): QD sweep,
    /// block-size sweep, sustained write, position map, access time, verify, small files' rate and latency.
    QList<ResultChart *> charts() const { return m_charts; }
    QCheckBox *logScaleSwitch() const { return m_logScale; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyLogScale(bool logScale);
    /// Shows these views, in this order, two to a row; @p leadIsTall gives the first row the room of two charts.
    void placeViews(const QList<QWidget *> &views, bool leadIsTall);
    void retranslate();

    QCheckBox *m_logScale;
    QGridLayout *m_grid;
    CommonCharts m_common;
    /// Each kind's own views, by its window parts (made once for the kinds that share them).
    std::map<const KindWindowParts *, std::unique_ptr<KindCharts>> m_kindCharts;
    QList<ResultChart *> m_charts;
    QList<QWidget *> m_views; ///< The charts and the kinds' other views: all that the grid may place.
    PeerDistributionView *m_peers;
};

} // namespace Sektor::Gui
