// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/kinds/speedtestparts.h"

#include "gui/kinds/blocksizechart.h"
#include "gui/kinds/sweepchart.h"
#include "gui/share/imagefiguretable.h"

#include <QCoreApplication>

namespace Sektor::Gui {

namespace {
/// The queue-depth curve (or its hint) and the block-size sweep's curve.
class SpeedTestCharts : public KindCharts
{
public:
    explicit SpeedTestCharts(QWidget *page)
        : m_queueDepths(new SweepChart(page))
        , m_blockSizes(new BlockSizeChart(page))
    { }

    QList<ResultChart *> charts() const override { return {m_queueDepths, m_blockSizes}; }

    ChartsLayout layout(const CommonCharts &common, const RunResult &result) const override
    {
        Q_UNUSED(result)
        // A block-size sweep is what its profile is run for and comes first, while the bars go to the last cell, where
        // the page can grow for its eighteen rows. Otherwise the QD sweep (or its hint) takes the last cell.
        if (m_blockSizes->isFilled())
            return {{m_blockSizes, common.time, common.latency, common.bars}, true};
        return {{common.bars, common.time, common.latency, m_queueDepths}, false};
    }

private:
    ResultChart *m_queueDepths;
    ResultChart *m_blockSizes;
};
} // namespace

const char *SpeedTestParts::moreSummary(Profile::Kind kind) const
{
    if (kind == Profile::Kind::BlockSizeSweep)
        return QT_TRANSLATE_NOOP("Sektor::Gui::RunMoreOptions",
                                 "Block sizes and queue depth of the sweep, measure time of each run and the pause "
                                 "between tests");
    return QT_TRANSLATE_NOOP("Sektor::Gui::RunMoreOptions",
                             "Measure time of each run, the pause between tests, and whether the sequential tests are "
                             "rewritten too");
}

bool SpeedTestParts::holds(const RunResult &result) const
{
    Q_UNUSED(result)
    return false;
}

std::unique_ptr<KindCharts> SpeedTestParts::makeCharts(QWidget *page) const
{
    return std::make_unique<SpeedTestCharts>(page);
}

void SpeedTestParts::drawImageBody(QPainter &p, const QFont &base, const RunResult &result, const QRect &area) const
{
    drawSpeedGrid(p, base, result, area);
}

} // namespace Sektor::Gui
