// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/kinds/sweepchart.h"
#include "gui/charts/chartstyle.h"

#include "model/profile.h"
#include "model/units.h"
#include "report/unitformat.h"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QValueAxis>

#include <map>
#include <tuple>

namespace Sektor::Gui {

SweepChart::SweepChart(QWidget *parent)
    : ResultChart(parent)
{
    setResult({});
}

QString SweepChart::title() const
{
    return tr("Queue depth sweep");
}

QString SweepChart::caption() const
{
    return m_hasCurves ? tr("solid: IOPS · dashed: mean latency") : QString();
}

QString SweepChart::emptyText() const
{
    // The profile as the profile box names it ("QD-Verlauf" in German).
    return tr("Run the %1 profile to see IOPS and latency against queue depth.")
        .arg(profileDisplayName(*findProfile(QStringLiteral("qd-sweep"))));
}

bool SweepChart::build(QChart *chart)
{
    // Random tests of one mode, block size and thread count at three or more queue depths form a
    // curve, whatever profile ran them (Default's Q1 and Q32 alone are two points, not a curve).
    std::map<std::tuple<int, std::uint32_t, std::uint32_t>, std::map<std::uint32_t, const TestResult *>> byMode;
    for (const TestResult &t : result().tests) {
        if (t.spec.pattern == AccessPattern::Random && !t.spec.syncWrites)
            byMode[{int(t.mode), t.spec.blockSize, t.spec.threads}][t.spec.queueDepth] = &t;
    }
    auto *x = new QLogValueAxis;
    x->setBase(2);
    // The axis formats a double: "%d" printed nothing at all, and "%g" prints nothing once the chart localises its
    // numbers (Qt 6.4). "%.0f" gives 1, 2, 4 … 256.
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setTitleText(tr("Queue depth"));
    QValueAxis *iops = valueAxis(tr("IOPS"));
    QValueAxis *latency = valueAxis(tr("Mean latency [%1]").arg(unitLabel(DisplayUnit::LatencyMicroseconds)));
    double maxIops = 0, maxLatency = 0;
    std::uint32_t maxQd = 1;
    for (const auto &[key, points] : byMode) {
        const int mode = std::get<0>(key);
        if (points.size() < 3)
            continue;
        auto *iopsSeries = new QLineSeries;
        auto *latencySeries = new QLineSeries;
        // The legend names each mode once, by its colour; the caption says which line is which figure. Four entries
        // such as "Latência de Gravação" did not fit beside each other.
        iopsSeries->setName(ioModeDisplayName(IoMode(mode)));
        const QColor color = modeColor(IoMode(mode));
        iopsSeries->setPen(QPen(color, 2.5));
        latencySeries->setPen(QPen(color, 1.5, Qt::DashLine));
        for (const auto &[qd, t] : points) {
            iopsSeries->append(qd, t->stats.medianIops);
            latencySeries->append(qd, t->stats.medianLatencyNs / double(NsPerUs));
            maxIops = std::max(maxIops, t->stats.medianIops);
            maxLatency = std::max(maxLatency, t->stats.medianLatencyNs / double(NsPerUs));
            maxQd = std::max(maxQd, qd);
        }
        chart->addSeries(iopsSeries);
        chart->addSeries(latencySeries);
        chart->legend()->markers(latencySeries).constFirst()->setVisible(false);
    }
    m_hasCurves = !chart->series().isEmpty();
    if (chart->series().isEmpty()) {
        delete x;
        delete iops;
        delete latency;
        return false;
    }
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(iops, Qt::AlignLeft);
    chart->addAxis(latency, Qt::AlignRight);
    x->setRange(1, maxQd);
    iops->setMax(maxIops * 1.1);
    iops->applyNiceNumbers();
    latency->setMax(maxLatency * 1.1);
    latency->applyNiceNumbers();
    const QList<QAbstractSeries *> all = chart->series();
    for (int i = 0; i < all.size(); ++i) {
        all.at(i)->attachAxis(x);
        all.at(i)->attachAxis(i % 2 == 0 ? iops : latency);
    }
    return true;
}

} // namespace Sektor::Gui
