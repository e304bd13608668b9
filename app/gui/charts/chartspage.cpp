// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/charts/chartspage.h"
#include "gui/charts/latencychart.h"
#include "gui/charts/peerdistributionview.h"
#include "gui/charts/throughputbarschart.h"
#include "gui/charts/throughputtimechart.h"
#include "gui/kinds/windowparts.h"
#include "gui/settings/appsettings.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QVBoxLayout>

namespace Sektor::Gui {

ChartsPage::ChartsPage(QWidget *parent)
    : QWidget(parent)
    , m_logScale(new QCheckBox(this))
    , m_grid(new QGridLayout)
    , m_common {new ThroughputBarsChart(this), new ThroughputTimeChart(this), new LatencyChart(this)}
    , m_peers(new PeerDistributionView(this))
{
    m_charts << m_common.bars << m_common.time << m_common.latency;
    for (const KindWindowParts *parts : allWindowParts()) {
        std::unique_ptr<KindCharts> &own = m_kindCharts[parts];
        own = parts->makeCharts(this);
        m_charts << own->charts();
        m_views << own->otherViews();
    }
    m_views = QList<QWidget *>(m_charts.cbegin(), m_charts.cend()) + m_views;
    m_grid->setColumnStretch(0, 1); // two equal columns, whatever the charts in them ask for
    m_grid->setColumnStretch(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_logScale, 0, Qt::AlignRight);
    layout->addLayout(m_grid, 1);
    layout->addWidget(m_peers);
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
    for (const auto &[parts, own] : m_kindCharts)
        own->setResult(result);
    // The kind whose figures the result holds places the views: what it is run for leads, a capacity check's one
    // chart goes across the page; the speed tests' bars, rate over time, latency and QD sweep for any other.
    const ChartsLayout layout = m_kindCharts.at(&windowPartsOf(result))->layout(m_common, result);
    placeViews(layout.views, layout.leadIsTall);
}

void ChartsPage::setPeers(const RunResult &result, const PeerStandings &standings)
{
    m_peers->setPeers(result, standings);
}

void ChartsPage::placeViews(const QList<QWidget *> &views, bool leadIsTall)
{
    for (QWidget *view : std::as_const(m_views)) {
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
