// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/surface/surfaceimagemap.h"
#include "gui/surface/surfaceblockmap.h"

#include <QPainter>

namespace Sektor::Gui {

void drawSurfaceCells(QPainter &painter, const QRect &area, const SurfaceResult &surface)
{
    // As many columns as the map's grid, rows to fill the height the picture leaves: cells stay square.
    constexpr int Columns = 2 * SurfaceBlockMap::Columns;
    const int side = std::max(area.width() / Columns, 2);
    const int rows = std::max(area.height() / side, 1);
    const QList<SurfaceCell> cells = surfaceCells(surface, Columns * rows);
    const int left = area.left() + (area.width() - side * Columns) / 2;
    for (int i = 0; i < cells.size(); ++i) {
        painter.fillRect(QRect(left + (i % Columns) * side, area.top() + (i / Columns) * side, side - 1, side - 1),
                         SurfaceBlockMap::cellColor(cells.at(i)));
    }
}

} // namespace Sektor::Gui
