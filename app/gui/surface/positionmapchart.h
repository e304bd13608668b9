// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/charts/resultchart.h"

#include "model/surface.h"

class QXYSeries;

namespace Sektor::Gui {

/**
 * The position map (and the read scan's rate by position): MB/s against the position on the device in GB, one point
 * per chunk, the mean drawn across and the slow regions under the line shaded, as GNOME Disks and HD Tune chart it.
 * An HDD's zones fall from the outer tracks to the inner ones; an SSD's line stays flat.
 */
class PositionMapChart : public ResultChart
{
    Q_OBJECT
public:
    explicit PositionMapChart(QWidget *parent = nullptr);
    bool hasThroughputScale() const override { return true; }

    /// Appends each measured chunk of @p chunks to @p series at its middle (GB) and its rate (MB/s); failed chunks and
    /// chunks without a time have no rate. The burn-in draws its write and read maps so too.
    static void appendChunkRates(QXYSeries *series, const QList<SurfaceChunk> &chunks);

protected:
    bool build(QChart *chart) override;
    QString title() const override;
    QString emptyText() const override;
    QString caption() const override { return m_caption; }

private:
    QString m_caption;
};

} // namespace Sektor::Gui
