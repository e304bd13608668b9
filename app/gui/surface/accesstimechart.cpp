// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/surface/accesstimechart.h"
#include "gui/charts/chartstyle.h"

#include "model/profile.h"
#include "report/kinds/surfacereport.h"

#include <QChart>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

namespace Sektor::Gui {

AccessTimeChart::AccessTimeChart(QWidget *parent)
    : ResultChart(parent)
{
    setResult({});
}

QString AccessTimeChart::title() const
{
    return tr("Access time by position");
}

QString AccessTimeChart::emptyText() const
{
    return tr("Run the %1 on a drive to see how long a random read takes across it.")
        .arg(profileDisplayName(*findProfile(QStringLiteral("access-time"))));
}

bool AccessTimeChart::build(QChart *chart)
{
    m_caption.clear();
    if (surfaceKindOf(result()) != Profile::Kind::AccessTime)
        return false;
    const TestResult &t = result().tests.first();
    const SurfaceResult &surface = t.payload.get<SurfaceResult>();
    if (surface.accesses.isEmpty())
        return false;
    auto *reads = new QScatterSeries;
    reads->setName(tr("Reads"));
    reads->setMarkerSize(4);
    reads->setColor(modeColor(IoMode::Read));
    reads->setBorderColor(Qt::transparent);
    double top = 0;
    for (const AccessPoint &a : surface.accesses) {
        if (a.failed)
            continue;
        const double ms = double(a.latencyNs) / 1e6;
        reads->append(double(a.offset) / 1e9, ms);
        top = std::max(top, ms);
    }
    chart->addSeries(reads);
    const LatencySummary l = LatencySummary::fromHistogram(t.readLatency);
    const double end = double(surface.deviceBytes) / 1e9;
    const auto across = [&](const QString &name, double ms, Qt::PenStyle style) {
        auto *line = new QLineSeries;
        line->setName(name);
        line->setPen(QPen(palette().color(QPalette::WindowText), 1.5, style));
        line->append(0, ms);
        line->append(end, ms);
        chart->addSeries(line);
    };
    const QLocale locale;
    const auto ms = [&](double ns) {
        return locale.toString(ns / 1e6, 'f', 2);
    };
    across(tr("Mean"), l.meanNs / 1e6, Qt::DashLine);
    across(tr("99th percentile"), double(l.p99Ns) / 1e6, Qt::DotLine);
    m_caption = tr("mean %1 ms, median %2 ms, 99th percentile %3 ms")
                    .arg(ms(l.meanNs), ms(double(l.p50Ns)), ms(double(l.p99Ns)));
    QValueAxis *x = positionAxis(tr("Position [GB]"), end);
    QValueAxis *y = valueAxis(tr("Latency [ms]"));
    y->setRange(0, std::max(top * 1.1, 0.01));
    y->applyNiceNumbers();
    attachAxes(chart, x, y);
    return true;
}

} // namespace Sektor::Gui
