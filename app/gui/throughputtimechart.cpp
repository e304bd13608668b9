// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "throughputtimechart.h"
#include "chartstyle.h"

#include "model/units.h"
#include "report/unitformat.h"

#include <QChart>
#include <QLineSeries>
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

bool ThroughputTimeChart::build(QChart *chart)
{
    QValueAxis *x = valueAxis(tr("Measured time [s]"));
    x->setLabelFormat(QStringLiteral("%.3g")); // short runs have fractions of a second
    QValueAxis *y
        = valueAxis(unitLabel(DisplayUnit::MegabytesPerSecond)); // the title says what; a vertical axis has little room
    double maxX = 0;
    double maxY = 0;
    for (const TestResult &t : result().tests) {
        auto *series = new QLineSeries;
        // The measured runs back to back; the warm-up is left out as it is from the figures.
        double seconds = 0;
        for (const Sample &s : t.samples) {
            if (s.run < 1 || !isChartSample(s))
                continue;
            seconds += double(s.intervalNs) / double(NsPerSecond);
            const double mbps = s.bytesPerSecond() / BytesPerMB;
            series->append(seconds, mbps);
            maxY = std::max(maxY, mbps);
        }
        maxX = std::max(maxX, seconds);
        chart->addSeries(series);
        rowLegend().add(chart, series, t.spec, t.mode);
    }
    if (chart->series().isEmpty()) {
        delete x;
        delete y;
        return false;
    }
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
    x->setRange(0, std::max(maxX, 0.1));
    x->applyNiceNumbers();
    y->setRange(0, std::max(maxY * 1.1, 1.0));
    y->applyNiceNumbers();
    return true;
}

} // namespace Sektor::Gui
