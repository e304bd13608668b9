// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/surface.h"

#include <QColor>
#include <QImage>
#include <QList>
#include <QString>

namespace Sektor {

/// One line of a PositionChart: a rate map's chunks, named and coloured.
struct PositionSeries
{
    QString name;
    QColor colour;
    QList<SurfaceChunk> chunks;
};

/// The width a position chart is drawn for in a report, in CSS pixels; the picture holds twice as many for print.
inline constexpr int PositionChartWidth = 600;

/**
 * Rates by position for a report, as GNOME Disks and HD Tune draw a surface: across, the device from its first byte
 * to @p deviceBytes (in B, MB, GB as its size asks); up, MB/s from zero; each series a step line, a chunk's rate over
 * its span (a failed chunk's rate is of what it read); a legend over it. Null without a chunk to draw. Needs a
 * QGuiApplication (fonts).
 */
QImage positionChart(const QList<PositionSeries> &series, std::uint64_t deviceBytes);

} // namespace Sektor
