// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/verify/verifychart.h"
#include "gui/charts/chartstyle.h"
#include "gui/surface/surfaceblockmap.h"

#include "model/profile.h"
#include "model/units.h"
#include "report/kinds/verifyreport.h"
#include "report/unitformat.h"

#include <QAreaSeries>
#include <QChart>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPen>
#include <QValueAxis>

#include <utility>

namespace Sektor::Gui {

namespace {
constexpr int MostShadedAreas = 200; // past that, neighbours closer than the chart can show merge

/// One phase's samples (1 writes, 2 reads back) as MB/s at the position in the fill each sample ended at. A sample too
/// short to plot (isChartSample(): the last few ms of a file) is merged into the next, and one left at the phase's end
/// into the last point: on a position axis a dropped sample would end the line before the phase did.
QLineSeries *phaseLine(const QList<Sample> &samples, int run, double &lowest, double &top)
{
    auto *line = new QLineSeries;
    double done = 0;
    Sample pending; // what is not plotted yet
    Sample last; // what the last point plots, to take a short remainder
    for (const Sample &s : samples) {
        if (s.run != run)
            continue;
        done += double(s.readBytes + s.writeBytes);
        pending.intervalNs += s.intervalNs;
        pending.readBytes += s.readBytes + s.writeBytes;
        if (!isChartSample(pending))
            continue;
        line->append(done / 1e9, pending.bytesPerSecond() / BytesPerMB);
        last = std::exchange(pending, Sample {});
    }
    if (pending.readBytes > 0 && pending.intervalNs > 0) {
        pending.intervalNs += last.intervalNs;
        pending.readBytes += last.readBytes;
        if (line->count() > 0)
            line->remove(line->count() - 1);
        line->append(done / 1e9, pending.bytesPerSecond() / BytesPerMB);
    }
    for (const QPointF &p : line->points()) {
        top = std::max(top, p.y());
        if (p.y() > 0)
            lowest = lowest > 0 ? std::min(lowest, p.y()) : p.y();
    }
    return line;
}

/// The bad areas in GB, neighbours closer than @p gap merged, at most MostShadedAreas of them.
QList<std::pair<double, double>> shadedAreas(const QList<VerifyRange> &ranges, double gap)
{
    QList<std::pair<double, double>> areas;
    for (const VerifyRange &r : ranges) {
        const double from = double(r.offset) / 1e9;
        const double to = double(r.end()) / 1e9;
        if (!areas.isEmpty() && (from - areas.last().second < gap || areas.size() == MostShadedAreas))
            areas.last().second = std::max(areas.last().second, to);
        else
            areas.append({from, to});
    }
    return areas;
}

std::pair<double, double> axisRange(const QAbstractAxis *axis)
{
    if (const auto *log = qobject_cast<const QLogValueAxis *>(axis))
        return {log->min(), log->max()};
    const auto *linear = static_cast<const QValueAxis *>(axis);
    return {linear->min(), linear->max()};
}
} // namespace

VerifyChart::VerifyChart(QWidget *parent)
    : ResultChart(parent)
{
    setResult({});
}

QString VerifyChart::title() const
{
    return tr("Write and read back over the fill");
}

QString VerifyChart::emptyText() const
{
    const VerifyResult *verify = verifyOf(result());
    if (verify && !verify->fill) {
        return tr("A capacity probe writes and reads a few places spread over the drive, not a stream: it has no "
                  "rate to draw. Its answer and the capacity bar are on the Results tab.");
    }
    if (verify) {
        return tr("%1 were written and read back in %2 s: too quick to draw. A larger size shows the rate over the "
                  "fill.")
            .arg(QLocale().formattedDataSize(qint64(verify->bytesWritten), 1, QLocale::DataSizeIecFormat),
                 QLocale().toString(double(verify->writeNs + verify->readNs) / 1e9, 'f', 2));
    }
    return tr("Run the %1 profile to see the write and read-back rate over a drive's free space.")
        .arg(profileDisplayName(*findProfile(QStringLiteral("verify"))));
}

QString VerifyChart::caption() const
{
    return m_caption;
}

bool VerifyChart::build(QChart *chart)
{
    m_caption.clear();
    const VerifyResult *verify = verifyOf(result());
    if (!verify || !verify->fill)
        return false;
    const QList<Sample> &samples = result().tests.first().samples;
    double lowest = 0, top = 0;
    QLineSeries *writes = phaseLine(samples, 1, lowest, top);
    QLineSeries *reads = phaseLine(samples, 2, lowest, top);
    if (writes->count() < 2) { // a fill over before two samples: nothing to draw a line through
        delete writes;
        delete reads;
        return false;
    }
    writes->setName(tr("Write"));
    writes->setPen(QPen(modeColor(IoMode::Write), 1.5));
    reads->setName(tr("Read back"));
    reads->setPen(QPen(modeColor(IoMode::Read), 1.5));
    const double end = double(std::max(verify->claimedBytes, verify->bytesWritten)) / 1e9;
    QValueAxis *x = positionAxis(tr("Position in the fill [GB]"), end);
    QAbstractAxis *y = throughputAxis(unitLabel(DisplayUnit::MegabytesPerSecond), logScale(), lowest, top * 1.1);
    const auto [bottom, ceiling] = axisRange(y);
    if (!verify->badRanges.isEmpty()) {
        // Behind the lines, from the axis' floor to its top: where the stamps did not come back.
        auto *upper = new QLineSeries;
        auto *lower = new QLineSeries;
        for (const auto &[from, to] : shadedAreas(verify->badRanges, end / 1000)) {
            *upper << QPointF(from, bottom) << QPointF(from, ceiling) << QPointF(to, ceiling) << QPointF(to, bottom);
            *lower << QPointF(from, bottom) << QPointF(from, bottom) << QPointF(to, bottom) << QPointF(to, bottom);
        }
        auto *bad = new QAreaSeries(upper, lower);
        upper->setParent(bad);
        lower->setParent(bad);
        bad->setName(tr("Bad areas"));
        QColor fill = SurfaceBlockMap::cellColor(SurfaceCell::Error);
        bad->setPen(QPen(fill, 1));
        fill.setAlpha(110);
        bad->setBrush(fill);
        chart->addSeries(bad);
    }
    chart->addSeries(writes);
    if (reads->count() > 0)
        chart->addSeries(reads);
    else
        delete reads;
    const QLocale locale;
    const auto rate = [&locale](std::uint64_t bytes, std::int64_t ns) {
        return locale.toString(ns > 0 ? double(bytes) * 1e9 / double(ns) / BytesPerMB : 0.0, 'f', 0);
    };
    m_caption = verify->readNs > 0
        ? tr("write %1 MB/s, read back %2 MB/s on average")
              .arg(rate(verify->bytesWritten, verify->writeNs), rate(verify->bytesRead, verify->readNs))
        : tr("write %1 MB/s on average; nothing was read back").arg(rate(verify->bytesWritten, verify->writeNs));
    attachAxes(chart, x, y);
    return true;
}

} // namespace Sektor::Gui
