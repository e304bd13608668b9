// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/charts/livechart.h"
#include "gui/charts/chartstyle.h"

#include "model/units.h"
#include "report/unitformat.h"

#include <QChart>
#include <QEvent>
#include <QLineSeries>
#include <QResizeEvent>
#include <QValueAxis>

namespace Sektor::Gui {

LiveChart::LiveChart(QWidget *parent)
    : QChartView(new QChart, parent)
    , m_x(valueAxis(QString()))
    , m_y(valueAxis(QString()))
{
    setRenderHint(QPainter::Antialiasing);
    // QChartView would raise its minimum to the chart's with its title, which a short chart drops (updateTitle()):
    // minimumSizeHint() is the size its axes need.
    chart()->setMinimumSize(QSizeF(0, 0));
    m_x->setLabelFormat(QStringLiteral("%.3g"));
    chart()->addAxis(m_x, Qt::AlignBottom);
    chart()->addAxis(m_y, Qt::AlignLeft);
    clear();
    retranslate();
}

void LiveChart::clear()
{
    chart()->removeAllSeries();
    m_lines.clear();
    m_legend.clear();
    updateTitle();
    chart()->legend()->setVisible(true);
    m_current = nullptr;
    m_currentTest = -1;
    m_maxY = 0;
    m_x->setRange(0, 10);
    m_y->setRange(0, 100);
}

int LiveChart::pointCount() const
{
    int n = 0;
    for (QAbstractSeries *s : chart()->series())
        n += static_cast<QLineSeries *>(s)->count();
    return n;
}

void LiveChart::addProgress(const Progress &p)
{
    if ((p.phase != Phase::Measuring && p.phase != Phase::WarmUp) || !isChartSample(p.sample))
        return;
    if (!m_current || p.testIndex != m_currentTest) {
        m_current = new QLineSeries;
        m_lines.append({m_current, p.spec, p.mode});
        chart()->addSeries(m_current);
        m_legend.add(chart(), m_current, p.spec, p.mode);
        // A QD sweep's 9 rows would crowd out the plot; the highlighted cell names the test then.
        chart()->legend()->setVisible(m_legend.rowCount() <= 8);
        updateTitle();
        m_current->attachAxis(m_x);
        m_current->attachAxis(m_y);
        m_currentTest = p.testIndex;
    }
    const double seconds = double(p.elapsedNs) / double(NsPerSecond);
    const double mbps = p.sample.figureBytesPerSecond(p.mode) / BytesPerMB;
    m_current->append(seconds, mbps);
    if (seconds > m_x->max())
        m_x->setMax(std::ceil(seconds * 1.25));
    if (mbps > m_maxY) {
        m_maxY = mbps;
        m_y->setRange(0, mbps * 1.15);
        m_y->applyNiceNumbers();
    }
}

void LiveChart::fitToData()
{
    qreal last = 0;
    for (const Line &line : std::as_const(m_lines)) {
        if (line.series->count() > 0)
            last = std::max(last, line.series->at(line.series->count() - 1).x());
    }
    if (last > 0) {
        m_x->setRange(0, last);
        m_x->applyNiceNumbers();
    }
}

void LiveChart::updateTitle()
{
    const QString title = tr("Live throughput");
    // A short chart keeps its plot and gives up the title lines (the tab says what it is).
    chart()->setTitle(height() < CompactHeight ? QString() : m_legend.titleWithCaption(title));
    setAccessibleName(title); // the plain words: the chart's title is HTML once it has a caption
}

QSize LiveChart::minimumSizeHint() const
{
    // Seen at 96 dpi with the default fonts in en, de and pt: from about nine lines high the axis labels stop being cut
    // to "…" and the y axis keeps its tick labels apart; the width holds the axes, a short plot and the legend beside.
    const QFontMetrics metrics(font());
    return {metrics.averageCharWidth() * MinimumWidthChars, metrics.lineSpacing() * MinimumHeightLines};
}

void LiveChart::resizeEvent(QResizeEvent *event)
{
    if ((event->oldSize().height() < CompactHeight) != (height() < CompactHeight))
        updateTitle();
    QChartView::resizeEvent(event);
}

void LiveChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || (event->type() == QEvent::PaletteChange && !m_styling))
        retranslate();
    QChartView::changeEvent(event);
}

void LiveChart::retranslate()
{
    m_styling = true;
    updateTitle();
    m_x->setTitleText(tr("Time [s]"));
    // The unit alone: a vertical title has the chart's height, which a short window makes small ("Throughput [M…").
    m_y->setTitleText(unitLabel(DisplayUnit::MegabytesPerSecond));
    styleChart(chart(), palette());
    chart()->legend()->setAlignment(Qt::AlignRight); // a wide chart: names fit beside it
    m_styling = false;
}

} // namespace Sektor::Gui
