// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/kinds/sustainedwritechart.h"
#include "gui/charts/chartstyle.h"

#include "model/profile.h"
#include "model/units.h"
#include "report/kinds/sustainedreport.h"
#include "report/unitformat.h"

#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QValueAxis>

namespace Sektor::Gui {

SustainedWriteChart::SustainedWriteChart(QWidget *parent)
    : ResultChart(parent)
{
    setResult({});
}

QString SustainedWriteChart::title() const
{
    return tr("Sustained write");
}

QString SustainedWriteChart::emptyText() const
{
    if (m_analysis) {
        return tr("%1 were written in %2 s: too quick to draw. A larger size shows where the cache runs out.")
            .arg(QLocale().formattedDataSize(qint64(m_analysis->bytesWritten), 1, QLocale::DataSizeIecFormat),
                 QLocale().toString(double(m_analysis->elapsedNs) / 1e9, 'f', 2));
    }
    return tr("Run the %1 profile to see where the drive's write cache runs out.")
        .arg(profileDisplayName(*findProfile(QStringLiteral("sustained-write"))));
}

QString SustainedWriteChart::caption() const
{
    return m_caption;
}

bool SustainedWriteChart::build(QChart *chart)
{
    m_caption.clear();
    m_analysis = sustainedWriteOf(result());
    if (!m_analysis || m_analysis->bytesWritten == 0)
        return false;
    const SustainedWriteAnalysis &a = *m_analysis;
    const QLocale locale;
    auto *samples = new QLineSeries;
    samples->setName(tr("Every 100 ms"));
    samples->setPen(QPen(modeColor(IoMode::Write), 1.5));
    double written = 0, lowest = 0, top = 0;
    for (const Sample &s : result().tests.first().samples) {
        written += double(s.writeBytes);
        if (s.run < 1 || !isChartSample(s))
            continue;
        const double mbps = s.bytesPerSecond() / BytesPerMB;
        samples->append(written / 1e9, mbps);
        top = std::max(top, mbps);
        if (mbps > 0)
            lowest = lowest > 0 ? std::min(lowest, mbps) : mbps;
    }
    if (samples->count() < 2) { // a write over before two samples: nothing to draw a line through
        delete samples;
        return false;
    }
    chart->addSeries(samples);
    // Each level across its stretch, and the drop as a vertical line from the old level to the new one.
    auto *levels = new QLineSeries;
    levels->setName(tr("Levels"));
    levels->setPen(QPen(palette().color(QPalette::WindowText), 2, Qt::DashLine));
    for (qsizetype l = 0; l < a.levels.size(); ++l) {
        const double from = double(a.levels.at(l).startBytes) / 1e9;
        const double to = l + 1 < a.levels.size() ? double(a.levels.at(l + 1).startBytes) / 1e9 : written / 1e9;
        const double mbps = a.levels.at(l).bytesPerSecond / BytesPerMB;
        levels->append(from, mbps);
        levels->append(to, mbps);
    }
    chart->addSeries(levels);
    if (a.cliffFound()) {
        m_caption = tr("cache ≈ %1 GB at %2 MB/s, then %3 MB/s")
                        .arg(locale.toString(double(a.cacheBytes()) / 1e9, 'f', 1),
                             locale.toString(a.initialBytesPerSecond / BytesPerMB, 'f', 0),
                             locale.toString(a.postCacheBytesPerSecond() / BytesPerMB, 'f', 0));
    } else {
        m_caption = tr("no lasting drop in %1 GB written").arg(locale.toString(written / 1e9, 'f', 1));
    }
    QValueAxis *x = valueAxis(tr("Written [GB]"));
    x->setLabelFormat(QStringLiteral("%.3g"));
    x->setRange(0, std::max(written / 1e9, 0.001));
    x->applyNiceNumbers();
    QAbstractAxis *y = throughputAxis(unitLabel(DisplayUnit::MegabytesPerSecond), logScale(), lowest, top * 1.1);
    attachAxes(chart, x, y);
    return true;
}

} // namespace Sektor::Gui
