// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/share/imagefiguretable.h"
#include "gui/share/imagedrawing.h"

#include "gui/charts/chartstyle.h"
#include "gui/results/resultcell.h"

#include "model/caveats.h"
#include "model/results.h"
#include "report/kindreports.h"
#include "report/testgrid.h"
#include "report/unitformat.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace Sektor::Gui {

namespace {

/// The figures' size: as large as the row allows, and no wider than a cell less its margins.
int figurePixelSize(const QFont &base, const ImageFigureTable &table, int rowHeight, int cellWidth)
{
    int size = std::min(24, rowHeight * 3 / 5);
    for (; size > 8; --size) {
        const QFontMetrics metrics(imageFont(base, size, true));
        const bool fits = std::all_of(table.cells.cbegin(), table.cells.cend(), [&](const auto &row) {
            return std::all_of(row.cbegin(), row.cend(), [&](const ImageFigureTable::Cell &cell) {
                return metrics.horizontalAdvance(cell.text) <= cellWidth - 20;
            });
        });
        if (fits)
            break;
    }
    return size;
}

} // namespace

void drawFigureTable(QPainter &p, const QFont &base, const ImageFigureTable &table, const QRect &area)
{
    const int rows = int(table.rows.size());
    const int header = 20;
    const int rowHeight = std::min(54, (area.height() - header) / std::max(1, rows));
    const QFont labelFont = imageFont(base, std::min(15, rowHeight / 2), true);
    int labelWidth = 0;
    for (const QString &row : table.rows)
        labelWidth = std::max(labelWidth, QFontMetrics(labelFont).horizontalAdvance(row) + 4);
    const int gap = 8;
    const int columns = std::max<int>(1, int(table.columns.size()));
    const int cellWidth = (area.width() - labelWidth - gap * columns) / columns;
    const QFont figureFont = imageFont(base, figurePixelSize(base, table, rowHeight, cellWidth), true);
    const ImageColours &colours = table.colours;
    for (int c = 0; c < table.columns.size(); ++c) {
        const QRect head(area.left() + labelWidth + gap + c * (cellWidth + gap), area.top(), cellWidth, header);
        p.setFont(imageFont(base, 12, true));
        p.setPen(table.columns.at(c).colour);
        p.drawText(head, Qt::AlignCenter, table.columns.at(c).title);
    }
    for (int row = 0; row < rows; ++row) {
        const int top = area.top() + header + row * rowHeight;
        p.setPen(colours.ink);
        p.setFont(labelFont);
        p.drawText(
            QRect(area.left(), top, labelWidth, rowHeight - 4), Qt::AlignLeft | Qt::AlignVCenter, table.rows.at(row));
        for (int c = 0; c < table.columns.size(); ++c) {
            const QRectF cell(area.left() + labelWidth + gap + c * (cellWidth + gap), top, cellWidth, rowHeight - 4);
            QPainterPath shape;
            shape.addRoundedRect(cell, 3, 3);
            p.fillPath(shape, colours.cell);
            const ImageFigureTable::Cell figure = table.cells.value(row).value(c);
            if (!figure.text.isEmpty()) {
                QColor bar = table.columns.at(c).colour;
                bar.setAlphaF(0.35);
                p.save();
                p.setClipPath(shape);
                p.fillRect(QRectF(cell.topLeft(), QSizeF(cell.width() * figure.fraction, cell.height())), bar);
                p.restore();
                if (figure.marked) {
                    p.setPen(colours.amber);
                    p.setFont(imageFont(base, std::min(15, rowHeight / 2), true));
                    p.drawText(cell.adjusted(6, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("⚠"));
                }
            }
            p.setPen(QPen(colours.cellBorder, 1));
            p.drawPath(shape);
            p.setPen(figure.textColour.isValid() ? figure.textColour : colours.ink);
            p.setFont(figureFont);
            p.drawText(cell.adjusted(0, 0, -8, 0),
                       Qt::AlignRight | Qt::AlignVCenter,
                       figure.text.isEmpty() ? QStringLiteral("–") : figure.text);
        }
    }
}

ImageFigureTable speedGridTable(const RunResult &r)
{
    const TestGrid grid = TestGrid::of(r.tests);
    // The cell of the figure the kind is about (a map's mean over the drive) shows it, its column titled with what it
    // is, as the window's grid does.
    const std::optional<KindHeadline> headline = kindHeadlineOf(r);
    const auto headlineOf = [&](int row, int column) -> const KindHeadline * {
        const bool its
            = headline && grid.rows.size() == 1 && headline->isFigureOf(grid.rows.at(row), grid.columns.at(column));
        return its ? &*headline : nullptr;
    };
    ImageFigureTable table;
    for (int c = 0; c < grid.columns.size(); ++c) {
        const IoMode mode = grid.columns.at(c);
        const KindHeadline *its = grid.rows.isEmpty() ? nullptr : headlineOf(0, c);
        table.columns << ImageFigureTable::Column {its ? headlineTitle(*its) : ioModeDisplayName(mode),
                                                   modeColor(mode)};
    }
    for (int row = 0; row < grid.rows.size(); ++row) {
        table.rows << grid.rows.at(row).name();
        QList<ImageFigureTable::Cell> cells;
        for (int c = 0; c < grid.columns.size(); ++c) {
            const TestResult *t = grid.cell(r.tests, row, c);
            // Marked as the notes under the table say of it: its runs varied, or the processor set its figure.
            const bool marked = t && !testCaveats(*t, r).isEmpty();
            if (const KindHeadline *its = headlineOf(row, c); t && its)
                cells << ImageFigureTable::Cell {headlineValueText(*its), headlineBarFraction(*its), marked};
            else if (t)
                cells << ImageFigureTable::Cell {
                    formatResult(*t, DisplayUnit::MegabytesPerSecond),
                    barFraction(unitValue(*t, DisplayUnit::MegabytesPerSecond), DisplayUnit::MegabytesPerSecond),
                    marked};
            else
                cells << ImageFigureTable::Cell {};
        }
        table.cells << cells;
    }
    return table;
}

void drawSpeedGrid(QPainter &p, const QFont &base, const RunResult &result, const QRect &area)
{
    drawFigureTable(p, base, speedGridTable(result), area);
}

} // namespace Sektor::Gui
