// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/surface/positionmapchart.h"
#include "gui/charts/chartstyle.h"
#include "model/kinds/surfaceoptions.h"

#include "model/profile.h"
#include "model/units.h"
#include "report/kinds/surfacereport.h"
#include "report/unitformat.h"

#include <QAreaSeries>
#include <QChart>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QValueAxis>

namespace Sektor::Gui {

PositionMapChart::PositionMapChart(QWidget *parent)
    : ResultChart(parent)
{
    setResult({});
}

void PositionMapChart::appendChunkRates(QXYSeries *series, const QList<SurfaceChunk> &chunks)
{
    for (const SurfaceChunk &c : chunks) {
        if (!c.failed() && c.elapsedNs > 0)
            series->append((double(c.offset) + double(c.length) / 2) / 1e9, c.bytesPerSecond() / BytesPerMB);
    }
}

QString PositionMapChart::title() const
{
    return tr("Read rate by position");
}

QString PositionMapChart::emptyText() const
{
    return tr("Run the %1 or the %2 on a drive to see its read rate from the first sector to the last.")
        .arg(profileDisplayName(*findProfile(QStringLiteral("position-map"))),
             profileDisplayName(*findProfile(QStringLiteral("read-scan"))));
}

bool PositionMapChart::build(QChart *chart)
{
    m_caption.clear();
    const std::optional<Profile::Kind> kind = surfaceKindOf(result());
    if (!kind || *kind == Profile::Kind::AccessTime)
        return false;
    const SurfaceResult &s = result().tests.first().payload.get<SurfaceResult>();
    const PositionMapSummary m = positionMapOf(result());
    if (m.measuredChunks < 2)
        return false;
    const QLocale locale;
    // Each chunk at its middle: the line runs over the device as it was read.
    auto *rate = new QLineSeries;
    rate->setName(tr("Read rate"));
    rate->setPen(QPen(modeColor(IoMode::Read), 1.5));
    appendChunkRates(rate, s.chunks);
    const double end = double(s.deviceBytes) / 1e9;
    // The slow regions as shaded bands from the axis to the mean: where the drive reads below its share of the median.
    const double mean = m.meanBytesPerSecond / BytesPerMB;
    const double floor = logScale() ? std::max(m.minBytesPerSecond / BytesPerMB / 2, 0.001) : 0.0;
    for (const SurfaceRange &r : m.slowRegions) {
        auto *upper = new QLineSeries;
        auto *lower = new QLineSeries;
        for (double x : {double(r.offset) / 1e9, double(r.end()) / 1e9}) {
            upper->append(x, mean);
            lower->append(x, floor);
        }
        auto *band = new QAreaSeries(upper, lower);
        upper->setParent(band); // an area series does not own its edges
        lower->setParent(band);
        band->setName(
            tr("Slow (below %1 % of the median)").arg(result().options.kinds.get<SurfaceOptions>().slowBelowPercent));
        QColor shade = modeColor(IoMode::Write);
        shade.setAlpha(60);
        band->setBrush(shade);
        band->setPen(Qt::NoPen);
        chart->addSeries(band);
    }
    chart->addSeries(rate);
    auto *meanLine = new QLineSeries;
    meanLine->setName(tr("Mean"));
    meanLine->setPen(QPen(palette().color(QPalette::WindowText), 1.5, Qt::DashLine));
    meanLine->append(0, mean);
    meanLine->append(end, mean);
    chart->addSeries(meanLine);
    // Only the first slow band keeps its legend entry.
    bool namedBand = false;
    for (QAbstractSeries *series : chart->series()) {
        if (qobject_cast<QAreaSeries *>(series) && std::exchange(namedBand, true))
            series->setName(QString());
    }
    const auto mbps = [&](double bytesPerSecond) {
        return locale.toString(bytesPerSecond / BytesPerMB, 'f', 0);
    };
    m_caption = tr("min %1, mean %2, max %3 MB/s")
                    .arg(mbps(m.minBytesPerSecond), mbps(m.meanBytesPerSecond), mbps(m.maxBytesPerSecond));
    if (!s.complete())
        m_caption += tr("; stopped at %1 %")
                         .arg(locale.toString(100.0 * double(s.readBytes) / double(s.plannedBytes), 'f', 0));
    QValueAxis *x = positionAxis(tr("Position [GB]"), end);
    QAbstractAxis *y = throughputAxis(unitLabel(DisplayUnit::MegabytesPerSecond),
                                      logScale(),
                                      m.minBytesPerSecond / BytesPerMB,
                                      m.maxBytesPerSecond / BytesPerMB * 1.1);
    attachAxes(chart, x, y);
    return true;
}

} // namespace Sektor::Gui
