// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "chartspage.h"
#include "appsettings.h"
#include "blocksizechart.h"
#include "latencychart.h"
#include "report/sustainedreport.h"
#include "sustainedwritechart.h"
#include "sweepchart.h"
#include "throughputbarschart.h"
#include "throughputtimechart.h"

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
             << new SweepChart(this) << new BlockSizeChart(this) << new SustainedWriteChart(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_logScale, 0, Qt::AlignRight);
    layout->addLayout(m_grid, 1);
    placeCharts(QueueDepths);
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
    // A sustained write leads even when it was too short to draw: its chart then says why.
    const ChartIndex lead = isSustainedWriteResult(result) ? Sustained
        : m_charts.at(BlockSizes)->isFilled()              ? BlockSizes
                                                           : QueueDepths;
    placeCharts(lead);
}

void ChartsPage::placeCharts(ChartIndex lead)
{
    // A result has one special chart at most. The QD sweep (or its hint) takes the last cell; a block-size sweep or a
    // sustained write is what its profile is run for and comes first, while the bars go to the last cell, where the
    // page can grow for a block-size sweep's eighteen rows.
    const QList<int> order
        = lead == QueueDepths ? QList<int> {Bars, Time, Latency, QueueDepths} : QList<int> {lead, Time, Latency, Bars};
    for (ResultChart *chart : std::as_const(m_charts)) {
        m_grid->removeWidget(chart);
        chart->setVisible(order.contains(int(m_charts.indexOf(chart))));
    }
    for (int cell = 0; cell < order.size(); ++cell)
        m_grid->addWidget(m_charts.at(order.at(cell)), cell / 2, cell % 2);
    // The tall bars row would otherwise squeeze the lead chart to its minimum, eliding its axis titles.
    m_grid->setRowMinimumHeight(0, lead == QueueDepths ? 0 : 2 * ResultChart::MinimumHeight);
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
