// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/charts/peerdistributionchart.h"
#include "gui/charts/chartstyle.h"

#include "model/units.h"
#include "peers/peertext.h"
#include "report/unitformat.h"

#include <QAreaSeries>
#include <QChart>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace Sektor::Gui {

namespace {
constexpr double BytesPerMegabyte = 1e6;
constexpr int FewestBins = 5;
constexpr int MostBins = 20;

// A vertical line over the bins at @p bytesPerSecond, up to @p top.
QLineSeries *markerAt(double bytesPerSecond, double top, const QString &name, const QPen &pen)
{
    auto *line = new QLineSeries;
    line->setObjectName(name);
    line->append(bytesPerSecond / BytesPerMegabyte, 0);
    line->append(bytesPerSecond / BytesPerMegabyte, top);
    line->setPen(pen);
    return line;
}
} // namespace

int PeerHistogram::binOf(double value) const
{
    if (counts.isEmpty() || binWidth <= 0)
        return 0;
    const int bin = int(std::floor((value - low) / binWidth));
    return std::clamp(bin, 0, int(counts.size()) - 1);
}

PeerHistogram peerHistogram(const std::vector<double> &others, double own)
{
    PeerHistogram histogram;
    double low = own;
    double high = own;
    for (double value : others) {
        low = std::min(low, value);
        high = std::max(high, value);
    }
    if (high <= low) {
        const double margin = std::max(low * 0.05, 1.0);
        low -= margin;
        high += margin;
    }
    const int bins = std::clamp(int(std::ceil(std::sqrt(double(others.size())))), FewestBins, MostBins);
    histogram.low = low;
    histogram.binWidth = (high - low) / bins;
    histogram.counts = QList<int>(bins, 0);
    for (double value : others)
        ++histogram.counts[histogram.binOf(value)];
    return histogram;
}

PeerDistributionChart::PeerDistributionChart(QWidget *parent)
    : ResultChart(parent)
{
    setResult({});
}

void PeerDistributionChart::showStanding(const RunResult &result, int testIndex, const PeerStanding &standing)
{
    m_testIndex = testIndex;
    m_standing = standing;
    setResult(result);
}

QString PeerDistributionChart::title() const
{
    return tr("Among the results of its model");
}

QString PeerDistributionChart::caption() const
{
    if (m_testIndex < 0 || m_testIndex >= result().tests.size() || !m_standing.compared)
        return {};
    return peerLine(result().tests.at(m_testIndex), m_standing, Wording::Translated);
}

QString PeerDistributionChart::emptyText() const
{
    if (m_standing.compared && !m_standing.enough())
        return tr("Too few results of this model to compare: %1 so far, %2 needed.")
            .arg(m_standing.count)
            .arg(MinimumPeers);
    return tr("No results of this model to compare with yet.");
}

bool PeerDistributionChart::build(QChart *chart)
{
    if (!m_standing.enough() || m_testIndex < 0 || m_testIndex >= result().tests.size())
        return false;
    const PeerHistogram histogram = peerHistogram(m_standing.peerValues, m_standing.value);
    const int tallest = *std::max_element(histogram.counts.cbegin(), histogram.counts.cend());
    // The bins as one area whose upper line steps from bin to bin.
    auto *steps = new QLineSeries;
    for (int bin = 0; bin < histogram.counts.size(); ++bin) {
        const double from = (histogram.low + bin * histogram.binWidth) / BytesPerMegabyte;
        const double to = (histogram.low + (bin + 1) * histogram.binWidth) / BytesPerMegabyte;
        steps->append(from, histogram.counts.at(bin));
        steps->append(to, histogram.counts.at(bin));
    }
    auto *bins = new QAreaSeries(steps);
    steps->setParent(bins); // an area series does not own its edge
    bins->setObjectName(QStringLiteral("peerBins"));
    bins->setName(tr("Results of %1").arg(m_standing.model));
    QColor fill = seriesColor(0);
    bins->setPen(QPen(fill, 1));
    fill.setAlpha(110);
    bins->setBrush(fill);
    chart->addSeries(bins);
    const double top = tallest + 0.5;
    QLineSeries *own = markerAt(m_standing.value, top, QStringLiteral("thisResult"), QPen(modeColor(IoMode::Write), 3));
    own->setName(tr("This result"));
    chart->addSeries(own);
    QPen dashed(palette().color(QPalette::WindowText), 2, Qt::DashLine);
    QLineSeries *median = markerAt(m_standing.median, top, QStringLiteral("peerMedian"), dashed);
    median->setName(tr("Median"));
    chart->addSeries(median);

    QValueAxis *x = valueAxis(tr("Throughput [%1]").arg(unitLabel(DisplayUnit::MegabytesPerSecond)));
    x->setRange(histogram.low / BytesPerMegabyte,
                (histogram.low + histogram.counts.size() * histogram.binWidth) / BytesPerMegabyte);
    QValueAxis *y = valueAxis(tr("Results"));
    y->setRange(0, top);
    y->setTickType(QValueAxis::TicksDynamic);
    y->setTickAnchor(0);
    y->setTickInterval(std::max(1.0, std::ceil(tallest / 5.0)));
    attachAxes(chart, x, y);
    return true;
}

} // namespace Sektor::Gui
