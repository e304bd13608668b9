// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/charts/resultchart.h"
#include "gui/charts/chartstyle.h"

#include <QChart>
#include <QEvent>
#include <QLabel>

namespace Sektor::Gui {

ResultChart::ResultChart(QWidget *parent)
    : QChartView(new QChart, parent)
    , m_empty(new QLabel(this))
{
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(MinimumWidth, MinimumHeight);
    setFocusPolicy(Qt::StrongFocus); // reachable with Tab, so screen readers announce the chart
}

void ResultChart::setResult(const RunResult &result)
{
    m_result = result;
    rebuild();
}

void ResultChart::setLogScale(bool logScale)
{
    if (logScale == m_logScale)
        return;
    m_logScale = logScale;
    if (hasThroughputScale())
        rebuild();
}

QString ResultChart::emptyText() const
{
    if (!m_result.tests.isEmpty())
        return tr("The run was too short to draw this chart: it needs samples of 100 ms.");
    return tr("No results yet: run a test to see this chart.");
}

void ResultChart::rebuild()
{
    // A new chart each time: removing axes and series from a live chart leaves stale legend markers in Qt 6.4.
    m_rebuilding = true;
    auto *chart = new QChart;
    m_rowLegend.clear();
    const bool filled = build(chart);
    m_filled = filled;
    chart->setTitle(chartTitleWithCaption(title(), caption()));
    m_empty->setText(emptyText());
    m_empty->setVisible(!filled);
    styleChart(chart, palette());
    chart->legend()->setVisible(filled);
    QChart *old = this->chart();
    setChart(chart);
    delete old;
    setAccessibleName(title());
    m_rebuilding = false;
}

void ResultChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    const int margin = fontMetrics().height() * 2;
    m_empty->setGeometry(rect().adjusted(margin, margin, -margin, -margin));
}

void ResultChart::changeEvent(QEvent *event)
{
    const bool relevant = event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange;
    if (relevant && !m_rebuilding)
        rebuild();
    QChartView::changeEvent(event);
}

} // namespace Sektor::Gui
