// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/charts/latencychart.h"
#include "gui/charts/chartstyle.h"

#include "model/units.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>

namespace Sektor::Gui {

LatencyChart::LatencyChart(QWidget *parent)
    : ResultChart(parent)
{
    setResult({});
}

QString LatencyChart::title() const
{
    return tr("Latency percentiles");
}

bool LatencyChart::build(QChart *chart)
{
    static const double Percentiles[] = {50, 90, 99, 99.9, 99.99};
    double low = 1e12;
    double high = 0;
    for (const TestResult &t : result().tests) {
        // A mixed test's reads stand for it: they are the larger share and what waits on the drive.
        const LatencySummary l = LatencySummary::fromHistogram(t.figureLatency());
        if (l.count == 0)
            continue;
        auto *series = new QLineSeries;
        series->setPointsVisible(true);
        const std::uint64_t values[] = {l.p50Ns, l.p90Ns, l.p99Ns, l.p999Ns, l.p9999Ns};
        for (int i = 0; i < 5; ++i) {
            const double us = std::max(double(values[i]) / double(NsPerUs), 0.1);
            series->append(i, us);
            low = std::min(low, us);
            high = std::max(high, us);
        }
        chart->addSeries(series);
        rowLegend().add(chart, series, t.spec, t.mode);
    }
    if (chart->series().isEmpty())
        return false;
    auto *x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (int i = 0; i < 5; ++i)
        x->append(tr("p%1").arg(QLocale().toString(Percentiles[i])), i); // "p99,9" in German
    x->setRange(-0.2, 4.2);
    x->setTitleText(tr("Percentile"));
    QLogValueAxis *y = logAxis(tr("Latency [%1]").arg(QStringLiteral("µs")), low, high);
    attachAxes(chart, x, y);
    return true;
}

} // namespace Sektor::Gui
