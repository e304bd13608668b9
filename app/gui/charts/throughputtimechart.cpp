// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/charts/throughputtimechart.h"
#include "gui/charts/chartstyle.h"

#include "model/units.h"
#include "report/unitformat.h"

#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QValueAxis>

namespace Sektor::Gui {

ThroughputTimeChart::ThroughputTimeChart(QWidget *parent)
    : ResultChart(parent)
{
    setResult({});
}

QString ThroughputTimeChart::title() const
{
    return tr("Throughput over time");
}

namespace {
// A log scale has no zero: an interval without a completed I/O is drawn on the bottom of the axis.
void dropStallsToAxis(QChart *chart, double bottom)
{
    for (QAbstractSeries *s : chart->series()) {
        auto *line = static_cast<QLineSeries *>(s);
        QList<QPointF> points = line->points();
        for (QPointF &p : points)
            p.setY(std::max(p.y(), bottom));
        line->replace(points);
    }
}
} // namespace

bool ThroughputTimeChart::build(QChart *chart)
{
    QValueAxis *x = valueAxis(tr("Measured time [s]"));
    x->setLabelFormat(QStringLiteral("%.3g")); // short runs have fractions of a second
    double maxX = 0;
    double maxY = 0;
    double minY = 0; // the smallest sample above zero, for the log scale
    for (const TestResult &t : result().tests) {
        auto *series = new QLineSeries;
        // The measured runs back to back; the warm-up is left out as it is from the figures.
        double seconds = 0;
        for (const Sample &s : t.samples) {
            if (s.run < 1 || !isChartSample(s))
                continue;
            seconds += double(s.intervalNs) / double(NsPerSecond);
            const double mbps = s.figureBytesPerSecond(t.mode) / BytesPerMB;
            series->append(seconds, mbps);
            maxY = std::max(maxY, mbps);
            if (mbps > 0)
                minY = minY > 0 ? std::min(minY, mbps) : mbps;
        }
        maxX = std::max(maxX, seconds);
        chart->addSeries(series);
        rowLegend().add(chart, series, t.spec, t.mode);
    }
    if (chart->series().isEmpty() || maxY <= 0) { // no sample long enough to draw (a run of a few ms)
        delete x;
        return false;
    }
    // The unit alone as title: the chart's title says what, and a vertical axis has little room.
    QAbstractAxis *y = throughputAxis(unitLabel(DisplayUnit::MegabytesPerSecond), logScale(), minY, maxY * 1.1);
    if (auto *log = qobject_cast<QLogValueAxis *>(y))
        dropStallsToAxis(chart, log->min());
    attachAxes(chart, x, y);
    x->setRange(0, std::max(maxX, 0.1));
    x->applyNiceNumbers();
    return true;
}

} // namespace Sektor::Gui
