// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/kinds/blocksizechart.h"
#include "gui/charts/chartstyle.h"

#include "model/profile.h"
#include "model/units.h"
#include "report/unitformat.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

#include <cmath>
#include <map>
#include <tuple>

namespace Sektor::Gui {

namespace {
// Sequential tests of one mode, queue depth and thread count at three or more block sizes form a curve.
using CurveKey = std::tuple<int, std::uint32_t, std::uint32_t>;
std::map<CurveKey, std::map<std::uint32_t, const TestResult *>> curvesOf(const QList<TestResult> &tests)
{
    std::map<CurveKey, std::map<std::uint32_t, const TestResult *>> curves;
    for (const TestResult &t : tests) {
        if (t.spec.pattern == AccessPattern::Sequential && !t.spec.syncWrites)
            curves[{int(t.mode), t.spec.queueDepth, t.spec.threads}][t.spec.blockSize] = &t;
    }
    std::erase_if(curves, [](const auto &curve) {
        return curve.second.size() < 3;
    });
    return curves;
}

// Block sizes sit at log2(bytes), labelled as in test names ("512B", "4K", "1M"). Past eight sizes only every
// second or third is labelled: sixteen labels in a half-window chart were cut to "5…", "1…".
QCategoryAxis *blockSizeAxis(std::uint32_t smallest, std::uint32_t largest)
{
    constexpr int MaxLabels = 8;
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const int sizes = int(std::log2(double(largest) / double(smallest))) + 1;
    const int step = (sizes + MaxLabels - 1) / MaxLabels;
    int i = 0;
    for (std::uint32_t bs = smallest; bs <= largest && bs != 0; bs *= 2, ++i) {
        if (i % step == 0)
            axis->append(TestSpec::blockSizeShort(bs), std::log2(double(bs)));
    }
    axis->setRange(std::log2(double(smallest)) - 0.3, std::log2(double(largest)) + 0.3);
    return axis;
}
} // namespace

BlockSizeChart::BlockSizeChart(QWidget *parent)
    : ResultChart(parent)
{
    setResult({});
}

QString BlockSizeChart::title() const
{
    return tr("Block size sweep");
}

QString BlockSizeChart::emptyText() const
{
    return tr("Run the %1 profile to see throughput against block size.")
        .arg(profileDisplayName(*findProfile(QStringLiteral("block-size-sweep"))));
}

QString BlockSizeChart::caption() const
{
    return m_hasCurves ? tr("solid: throughput · dashed: IOPS") : QString();
}

bool BlockSizeChart::build(QChart *chart)
{
    const auto curves = curvesOf(result().tests);
    m_hasCurves = !curves.empty();
    if (!m_hasCurves)
        return false;
    std::uint32_t smallest = Limits::MaxBlockSize;
    std::uint32_t largest = Limits::MinBlockSize;
    double lowestMbps = 0, topMbps = 0, topIops = 0;
    for (const auto &[key, points] : curves) {
        const auto mode = IoMode(std::get<0>(key));
        auto *throughput = new QLineSeries;
        auto *iops = new QLineSeries;
        throughput->setName(ioModeDisplayName(mode));
        throughput->setPen(QPen(modeColor(mode), 2.5));
        throughput->setPointsVisible(true);
        iops->setPen(QPen(modeColor(mode), 1.5, Qt::DashLine));
        for (const auto &[bs, t] : points) {
            const double mbps = t->stats.medianBytesPerSecond / BytesPerMB;
            throughput->append(std::log2(double(bs)), mbps);
            iops->append(std::log2(double(bs)), t->stats.medianIops);
            smallest = std::min(smallest, bs);
            largest = std::max(largest, bs);
            topMbps = std::max(topMbps, mbps);
            topIops = std::max(topIops, t->stats.medianIops);
            if (mbps > 0)
                lowestMbps = lowestMbps > 0 ? std::min(lowestMbps, mbps) : mbps;
        }
        chart->addSeries(throughput);
        chart->addSeries(iops);
        chart->legend()->markers(iops).constFirst()->setVisible(false); // the caption says what dashed means
    }
    QCategoryAxis *x = blockSizeAxis(smallest, largest);
    x->setTitleText(tr("Block size"));
    QAbstractAxis *mbps = throughputAxis(
        tr("Throughput [%1]").arg(unitLabel(DisplayUnit::MegabytesPerSecond)), logScale(), lowestMbps, topMbps * 1.1);
    QValueAxis *iopsAxis = valueAxis(tr("IOPS"));
    iopsAxis->setMax(std::max(topIops * 1.1, 1.0));
    iopsAxis->applyNiceNumbers();
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(mbps, Qt::AlignLeft);
    chart->addAxis(iopsAxis, Qt::AlignRight);
    const QList<QAbstractSeries *> all = chart->series();
    for (int i = 0; i < all.size(); ++i) {
        all.at(i)->attachAxis(x);
        all.at(i)->attachAxis(i % 2 == 0 ? mbps : iopsAxis);
    }
    return true;
}

} // namespace Sektor::Gui
