// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/surface/surfacewindowparts.h"
#include "gui/surface/surfaceblockmap.h"
#include "gui/surface/surfaceimagemap.h"

#include "gui/share/imagefiguretable.h"
#include "gui/surface/accesstimechart.h"
#include "gui/surface/positionmapchart.h"

#include "report/kinds/surfacereport.h"

#include <QCoreApplication>
#include <QRect>

#include <algorithm>

namespace Sektor::Gui {

namespace {
/// The position map's (or the scan's) rate by position and the block map of the chunks read.
class SurfaceMapCharts : public KindCharts
{
public:
    explicit SurfaceMapCharts(QWidget *page)
        : m_rates(new PositionMapChart(page))
        , m_blockMap(new SurfaceBlockMap(page))
    {
        m_blockMap->setObjectName(QStringLiteral("surfaceBlockMap"));
    }

    QList<ResultChart *> charts() const override { return {m_rates}; }
    QList<QWidget *> otherViews() const override { return {m_blockMap}; }
    void setResult(const RunResult &result) override { m_blockMap->setResult(result); }

    ChartsLayout layout(const CommonCharts &common, const RunResult &result) const override
    {
        // A surface test has no time line (its figures are by position): its map leads, the block map beside it.
        if (surfaceKindOf(result) == Profile::Kind::ReadScan)
            return {{m_blockMap, m_rates, common.latency, common.bars}, true};
        if (!result.tests.first().payload.get<SurfaceResult>().coversDevice()) // samples: mostly unread cells
            return {{m_rates, common.latency, common.bars}, true};
        return {{m_rates, m_blockMap, common.latency, common.bars}, true};
    }

private:
    ResultChart *m_rates;
    SurfaceBlockMap *m_blockMap;
};

/// The access time's scatter of reads by position.
class AccessTimeCharts : public KindCharts
{
public:
    explicit AccessTimeCharts(QWidget *page)
        : m_scatter(new AccessTimeChart(page))
    { }

    QList<ResultChart *> charts() const override { return {m_scatter}; }

    ChartsLayout layout(const CommonCharts &common, const RunResult &result) const override
    {
        Q_UNUSED(result)
        return {{m_scatter, common.latency, common.bars}, true};
    }

private:
    ResultChart *m_scatter;
};
} // namespace

const char *SurfaceMapParts::moreSummary(Profile::Kind kind) const
{
    if (kind == Profile::Kind::ReadScan)
        return QT_TRANSLATE_NOOP("Sektor::Gui::RunMoreOptions",
                                 "The scan's queue depth, and how long a read may take before it counts as slow");
    return QT_TRANSLATE_NOOP("Sektor::Gui::RunMoreOptions",
                             "How many places the map reads, its queue depth, and what counts as slow");
}

bool SurfaceMapParts::holds(const RunResult &result) const
{
    const std::optional<Profile::Kind> kind = surfaceKindOf(result);
    return kind == Profile::Kind::PositionMap || kind == Profile::Kind::ReadScan;
}

std::unique_ptr<KindCharts> SurfaceMapParts::makeCharts(QWidget *page) const
{
    return std::make_unique<SurfaceMapCharts>(page);
}

ImageHeading SurfaceMapParts::imageHeading(const RunResult &result, const QString &profile) const
{
    Q_UNUSED(profile)
    return {QString(), surfaceSummary(result)};
}

void SurfaceMapParts::drawImageBody(QPainter &p, const QFont &base, const RunResult &result, const QRect &area) const
{
    // One cell, then the device as the block map shows it: what a scan is shared for.
    const int gridHeight = std::min(area.height(), 74);
    drawSpeedGrid(p, base, result, area.adjusted(0, 0, 0, gridHeight - area.height()));
    drawSurfaceCells(p, area.adjusted(0, gridHeight + 12, 0, 0), result.tests.first().payload.get<SurfaceResult>());
}

const char *AccessTimeParts::moreSummary(Profile::Kind kind) const
{
    Q_UNUSED(kind)
    return QT_TRANSLATE_NOOP("Sektor::Gui::RunMoreOptions", "How many random reads the access time makes");
}

bool AccessTimeParts::holds(const RunResult &result) const
{
    return surfaceKindOf(result) == Profile::Kind::AccessTime;
}

std::unique_ptr<KindCharts> AccessTimeParts::makeCharts(QWidget *page) const
{
    return std::make_unique<AccessTimeCharts>(page);
}

ImageHeading AccessTimeParts::imageHeading(const RunResult &result, const QString &profile) const
{
    Q_UNUSED(profile)
    return {QString(), surfaceSummary(result)};
}

void AccessTimeParts::drawImageBody(QPainter &p, const QFont &base, const RunResult &result, const QRect &area) const
{
    drawSpeedGrid(p, base, result, area); // its figures are the cell's: the reads' latency
}

const char *SurfaceMapParts::wrongTargetWhy(Profile::Kind) const
{
    return QT_TRANSLATE_NOOP("Sektor::Gui::RunOptionsBar",
                             "Reads a whole drive from its first sector to its last: choose a drive, not a folder.");
}

const char *AccessTimeParts::wrongTargetWhy(Profile::Kind) const
{
    return QT_TRANSLATE_NOOP("Sektor::Gui::RunOptionsBar",
                             "Reads a whole drive from its first sector to its last: choose a drive, not a folder.");
}

} // namespace Sektor::Gui
