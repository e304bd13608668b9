// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/charts/chartspage.h"
#include "gui/charts/accesstimechart.h"
#include "gui/charts/blocksizechart.h"
#include "gui/charts/latencychart.h"
#include "gui/charts/positionmapchart.h"
#include "gui/charts/sustainedwritechart.h"
#include "gui/charts/sweepchart.h"
#include "gui/charts/throughputbarschart.h"
#include "gui/charts/throughputtimechart.h"
#include "gui/settings/appsettings.h"
#include "gui/smallfiles/smallfilescharts.h"
#include "gui/surface/surfaceblockmap.h"
#include "gui/verify/verifychart.h"
#include "report/surfacereport.h"
#include "report/sustainedreport.h"

#include "report/smallfilesreport.h"
#include "report/verifyreport.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QVBoxLayout>

namespace Sektor::Gui {

ChartsPage::ChartsPage(QWidget *parent)
    : QWidget(parent)
    , m_logScale(new QCheckBox(this))
    , m_grid(new QGridLayout)
{
    m_charts << new ThroughputBarsChart(this) << new ThroughputTimeChart(this) << new LatencyChart(this)
             << new SweepChart(this) << new BlockSizeChart(this) << new SustainedWriteChart(this)
             << new PositionMapChart(this) << new AccessTimeChart(this) << new VerifyChart(this)
             << new SmallFilesRateChart(this) << new SmallFilesLatencyChart(this);
    m_blockMap = new SurfaceBlockMap(this);
    m_grid->setColumnStretch(0, 1); // two equal columns, whatever the charts in them ask for
    m_grid->setColumnStretch(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_logScale, 0, Qt::AlignRight);
    layout->addLayout(m_grid, 1);
    setResult({});
    m_logScale->setChecked(AppSettings().chartsLogScale());
    applyLogScale(m_logScale->isChecked());
    connect(m_logScale, &QCheckBox::toggled, this, [this](bool on) {
        AppSettings().setChartsLogScale(on);
        applyLogScale(on);
    });
    retranslate();
}

void ChartsPage::setResult(const RunResult &result)
{
    for (ResultChart *chart : std::as_const(m_charts))
        chart->setResult(result);
    m_blockMap->setResult(result);
    const auto chart = [this](ChartIndex index) -> QWidget * {
        return m_charts.at(index);
    };
    // A result has one special chart at most. The QD sweep (or its hint) takes the last cell; a block-size sweep or a
    // sustained write is what its profile is run for and comes first, while the bars go to the last cell, where the
    // page can grow for a block-size sweep's eighteen rows. A surface test has no time line (its figures are by
    // position): its map or scatter leads, the scan's block map beside it. A capacity check has its one chart across
    // the page (the others would only say they have nothing to show); a small-files test its two, files per second
    // and latency per file, side by side.
    const std::optional<Profile::Kind> surface = surfaceKindOf(result);
    if (verifyOf(result))
        placeViews({chart(Verify)}, false);
    else if (smallFilesOf(result))
        placeViews({chart(SmallFilesRate), chart(SmallFilesLatency)}, false);
    else if (surface == Profile::Kind::AccessTime)
        placeViews({chart(AccessTime), chart(Latency), chart(Bars)}, true);
    else if (surface == Profile::Kind::ReadScan)
        placeViews({m_blockMap, chart(PositionMap), chart(Latency), chart(Bars)}, true);
    else if (surface && !result.tests.first().payload.get<SurfaceResult>().coversDevice()) // samples: a block map of
                                                                                           // mostly unread cells
        placeViews({chart(PositionMap), chart(Latency), chart(Bars)}, true);
    else if (surface)
        placeViews({chart(PositionMap), m_blockMap, chart(Latency), chart(Bars)}, true);
    else if (isSustainedWriteResult(result)) // it leads even when too short to draw: its chart then says why
        placeViews({chart(Sustained), chart(Time), chart(Latency), chart(Bars)}, true);
    else if (m_charts.at(BlockSizes)->isFilled())
        placeViews({chart(BlockSizes), chart(Time), chart(Latency), chart(Bars)}, true);
    else
        placeViews({chart(Bars), chart(Time), chart(Latency), chart(QueueDepths)}, false);
}

void ChartsPage::placeViews(const QList<QWidget *> &views, bool leadIsTall)
{
    QList<QWidget *> all(m_charts.cbegin(), m_charts.cend());
    all << m_blockMap;
    for (QWidget *view : std::as_const(all)) {
        m_grid->removeWidget(view);
        view->setVisible(views.contains(view));
    }
    if (views.size() == 1)
        m_grid->addWidget(views.first(), 0, 0, 1, 2);
    for (int cell = 0; cell < views.size() && views.size() > 1; ++cell)
        m_grid->addWidget(views.at(cell), cell / 2, cell % 2);
    // The tall bars row would otherwise squeeze the lead chart to its minimum, eliding its axis titles.
    m_grid->setRowMinimumHeight(0, leadIsTall ? 2 * ResultChart::MinimumHeight : 0);
}

void ChartsPage::applyLogScale(bool logScale)
{
    for (ResultChart *chart : std::as_const(m_charts))
        chart->setLogScale(logScale);
}

void ChartsPage::retranslate()
{
    m_logScale->setText(tr("&Logarithmic throughput scale"));
    m_logScale->setToolTip(tr("Slow random results stay readable next to fast sequential ones."));
}

void ChartsPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Sektor::Gui
