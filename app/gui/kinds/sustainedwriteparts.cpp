// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/kinds/sustainedwriteparts.h"

#include "gui/kinds/sustainedimagecurve.h"
#include "gui/kinds/sustainedwritechart.h"
#include "gui/share/imagefiguretable.h"

#include "report/kinds/sustainedreport.h"

#include <QCoreApplication>
#include <QRect>

#include <algorithm>

namespace Sektor::Gui {

namespace {
class SustainedWriteCharts : public KindCharts
{
public:
    explicit SustainedWriteCharts(QWidget *page)
        : m_curve(new SustainedWriteChart(page))
    { }

    QList<ResultChart *> charts() const override { return {m_curve}; }

    ChartsLayout layout(const CommonCharts &common, const RunResult &result) const override
    {
        Q_UNUSED(result)
        // What its profile is run for comes first, even when too short to draw: its chart then says why.
        return {{m_curve, common.time, common.latency, common.bars}, true};
    }

private:
    ResultChart *m_curve;
};
} // namespace

const char *SustainedWriteParts::moreSummary(Profile::Kind kind) const
{
    Q_UNUSED(kind)
    return QT_TRANSLATE_NOOP("Sektor::Gui::RunMoreOptions",
                             "How long the sustained write may go on at most, and its queue depth");
}

bool SustainedWriteParts::holds(const RunResult &result) const
{
    return isSustainedWriteResult(result);
}

std::unique_ptr<KindCharts> SustainedWriteParts::makeCharts(QWidget *page) const
{
    return std::make_unique<SustainedWriteCharts>(page);
}

ImageHeading SustainedWriteParts::imageHeading(const RunResult &result, const QString &profile) const
{
    Q_UNUSED(profile)
    return {QString(), sustainedWriteSummary(result)};
}

void SustainedWriteParts::drawImageBody(QPainter &p,
                                        const QFont &base,
                                        const RunResult &result,
                                        const QRect &area) const
{
    const std::optional<SustainedWriteAnalysis> sustained = sustainedWriteOf(result);
    if (!sustained) {
        drawSpeedGrid(p, base, result, area);
        return;
    }
    // One cell, then what a sustained write is run for: its curve over the bytes written.
    const int gridHeight = std::min(area.height(), 74);
    drawSpeedGrid(p, base, result, area.adjusted(0, 0, 0, gridHeight - area.height()));
    drawSustainedCurve(p, area.adjusted(0, gridHeight + 12, 0, 0), *sustained, base);
}

} // namespace Sektor::Gui
