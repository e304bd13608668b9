// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "chartspage.h"
#include "latencychart.h"
#include "sweepchart.h"
#include "throughputbarschart.h"
#include "throughputtimechart.h"

#include <QGridLayout>

namespace Sektor::Gui {

ChartsPage::ChartsPage(QWidget *parent)
    : QWidget(parent)
{
    m_charts << new ThroughputBarsChart(this) << new ThroughputTimeChart(this) << new LatencyChart(this)
             << new SweepChart(this);
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < m_charts.size(); ++i)
        layout->addWidget(m_charts.at(i), i / 2, i % 2);
}

void ChartsPage::setResult(const RunResult &result)
{
    for (ResultChart *chart : std::as_const(m_charts))
        chart->setResult(result);
}

} // namespace Sektor::Gui
