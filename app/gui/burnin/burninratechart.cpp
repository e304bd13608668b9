// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/burnin/burninratechart.h"
#include "gui/charts/chartstyle.h"
#include "gui/surface/positionmapchart.h"

#include "model/profile.h"
#include "model/units.h"
#include "report/kinds/burninreport.h"
#include "report/unitformat.h"

#include <QChart>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QValueAxis>

#include <algorithm>

namespace Sektor::Gui {

BurnInRateChart::BurnInRateChart(QWidget *parent)
    : ResultChart(parent)
{
    setResult({});
}

QString BurnInRateChart::title() const
{
    return tr("Write and read rate by position");
}

QString BurnInRateChart::emptyText() const
{
    return tr("Run the %1 on a drive to see its write and read rates from the first sector to the last.")
        .arg(profileDisplayName(*findProfile(QStringLiteral("burn-in"))));
}

bool BurnInRateChart::build(QChart *chart)
{
    m_caption.clear();
    const BurnInResult *burnIn = burnInOf(result());
    if (!burnIn || burnIn->surface.deviceBytes == 0)
        return false;
    SurfaceResult written;
    written.chunks = burnIn->writeChunks;
    const PositionMapSummary w = summarizePositionMap(written, 0);
    const PositionMapSummary r = summarizePositionMap(burnIn->surface, 0);
    if (w.measuredChunks + r.measuredChunks < 2)
        return false;
    auto *writes = new QLineSeries;
    writes->setName(tr("Write rate"));
    writes->setPen(QPen(modeColor(IoMode::Write), 1.5));
    PositionMapChart::appendChunkRates(writes, burnIn->writeChunks);
    auto *reads = new QLineSeries;
    reads->setName(tr("Read rate"));
    reads->setPen(QPen(modeColor(IoMode::Read), 1.5));
    PositionMapChart::appendChunkRates(reads, burnIn->surface.chunks);
    for (QLineSeries *series : {writes, reads}) {
        if (series->count() > 0)
            chart->addSeries(series);
        else
            delete series;
    }
    const QLocale locale;
    const auto mbps = [&](double bytesPerSecond) {
        return locale.toString(bytesPerSecond / BytesPerMB, 'f', 0);
    };
    QStringList parts;
    if (w.measuredChunks > 0)
        parts << tr("write min %1, mean %2 MB/s").arg(mbps(w.minBytesPerSecond), mbps(w.meanBytesPerSecond));
    if (r.measuredChunks > 0)
        parts << tr("read min %1, mean %2 MB/s").arg(mbps(r.minBytesPerSecond), mbps(r.meanBytesPerSecond));
    m_caption = parts.join(QStringLiteral("; "));
    const auto measured = [](const PositionMapSummary &s, double PositionMapSummary::*field, double otherwise) {
        return s.measuredChunks > 0 ? s.*field : otherwise;
    };
    const double low = std::min(measured(w, &PositionMapSummary::minBytesPerSecond, r.minBytesPerSecond),
                                measured(r, &PositionMapSummary::minBytesPerSecond, w.minBytesPerSecond));
    const double high = std::max(w.maxBytesPerSecond, r.maxBytesPerSecond);
    QValueAxis *x = positionAxis(tr("Position [GB]"), double(burnIn->surface.deviceBytes) / 1e9);
    QAbstractAxis *y = throughputAxis(
        unitLabel(DisplayUnit::MegabytesPerSecond), logScale(), low / BytesPerMB, high / BytesPerMB * 1.1);
    attachAxes(chart, x, y);
    return true;
}

} // namespace Sektor::Gui
