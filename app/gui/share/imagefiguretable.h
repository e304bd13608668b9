// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/share/imagepalette.h"

#include <QColor>
#include <QList>
#include <QString>

class QFont;
class QPainter;
class QRect;

namespace Sektor {
struct RunResult;
}

namespace Sektor::Gui {

/// A table of figures as the shared picture draws it: a name per row, a coloured title per column, each cell a
/// number over a bar.
struct ImageFigureTable
{
    struct Column
    {
        QString title;
        QColor colour;
    };
    struct Cell
    {
        QString text; ///< Empty: not measured ("–").
        double fraction = 0; ///< How full its bar is (0…1).
        bool marked = false; ///< The warning sign: not to be trusted as it stands.
        QColor textColour = {}; ///< The figure's colour; invalid: the palette's ink (a change in green or red).
    };
    QList<Column> columns;
    QStringList rows;
    QList<QList<Cell>> cells; ///< [row][column]
    ImageColours colours = ImagePalette::Light; ///< The results picture stays light; a comparison takes the theme's.
};

/**
 * Draws @p table into @p area with @p base's family: rows share the height (54 px at most), columns the width; the
 * figures shrink where the widest would not fit its cell (many runs side by side).
 */
void drawFigureTable(QPainter &p, const QFont &base, const ImageFigureTable &table, const QRect &area);

/// The speed tests' grid as the window shows it, in MB/s: a row per test, a column per mode, each cell a figure over
/// its bar and marked when it is not to be trusted as it stands; a kind's one cell shows its headline
/// (report/kindheadline.h) in its unit, its column titled with what it is.
ImageFigureTable speedGridTable(const RunResult &result);

/// Draws speedGridTable() of @p result into @p area.
void drawSpeedGrid(QPainter &p, const QFont &base, const RunResult &result, const QRect &area);

} // namespace Sektor::Gui
