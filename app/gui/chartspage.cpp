// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "chartspage.h"
#include "appsettings.h"
#include "blocksizechart.h"
#include "latencychart.h"
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
{
    m_charts << new ThroughputBarsChart(this) << new ThroughputTimeChart(this) << new LatencyChart(this)
             << new SweepChart(this) << new BlockSizeChart(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_logScale, 0, Qt::AlignRight);
    auto *grid = new QGridLayout;
    // The two sweeps share the last cell: a result has one of them at most.
    for (int i = 0; i < m_charts.size(); ++i)
        grid->addWidget(m_charts.at(i), std::min(i, 3) / 2, std::min(i, 3) % 2);
    m_charts.at(BlockSizes)->hide();
    layout->addLayout(grid, 1);
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
    const bool blockSizes = m_charts.at(BlockSizes)->isFilled();
    m_charts.at(BlockSizes)->setVisible(blockSizes);
    m_charts.at(QueueDepths)->setVisible(!blockSizes);
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
