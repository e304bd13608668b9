// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/burnincells.h"

#include "report/kinds/burninreport.h"
#include "stats/latencyhistogram.h" // UInt128

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>

namespace Sektor {

BurnInCell latencyCell(std::size_t cls)
{
    return BurnInCell(std::size_t(BurnInCell::Class1) + std::min(cls, LatencyClasses::Classes - 1));
}

BurnInCell rangeCell(SurfaceRange::Kind kind)
{
    switch (kind) {
    case SurfaceRange::Kind::Error:
        return BurnInCell::Unreadable;
    case SurfaceRange::Kind::Corrupt:
        return BurnInCell::Corrupt;
    case SurfaceRange::Kind::WriteError:
        return BurnInCell::WriteError;
    case SurfaceRange::Kind::Slow:
        break;
    }
    return BurnInCell::Class6;
}

QList<BurnInCell> burnInCells(const BurnInResult &burnIn, int count)
{
    const std::uint64_t device = burnIn.surface.deviceBytes;
    QList<BurnInCell> cells(count > 0 && device > 0 ? count : 0, BurnInCell::Untested);
    if (cells.isEmpty())
        return cells;
    // Each stretch marks the cells it touches with its state unless a worse one is there already.
    const auto mark = [&](std::uint64_t offset, std::uint64_t length, BurnInCell state) {
        if (length == 0 || offset >= device)
            return;
        const auto cellOf = [&](std::uint64_t byte) {
            return qsizetype(UInt128(byte) * unsigned(count) / device);
        };
        const qsizetype last = std::min(cellOf(std::min(offset + length, device) - 1), cells.size() - 1);
        for (qsizetype i = cellOf(offset); i <= last; ++i)
            cells[i] = std::max(cells[i], state);
    };
    const qsizetype classified = std::min(burnIn.surface.chunks.size(), burnIn.chunkClasses.size());
    for (qsizetype i = 0; i < classified; ++i) {
        const SurfaceChunk &c = burnIn.surface.chunks.at(i);
        mark(c.offset, c.length, latencyCell(burnIn.chunkClasses.at(i)));
    }
    for (const SurfaceRange &r : burnIn.surface.ranges)
        mark(r.offset, r.length, rangeCell(r.kind));
    return cells;
}

QColor burnInCellColor(BurnInCell cell)
{
    switch (cell) {
    case BurnInCell::Class1:
        return QColor(0xa7, 0xb0, 0xa9);
    case BurnInCell::Class2:
        return QColor(0x3c, 0xa8, 0x4a);
    case BurnInCell::Class3:
        return QColor(0x9c, 0xd8, 0x6c);
    case BurnInCell::Class4:
        return QColor(0xe8, 0xc8, 0x20);
    case BurnInCell::Class5:
        return QColor(0xf0, 0x8a, 0x1c);
    case BurnInCell::Class6:
        return QColor(0xd8, 0x36, 0x2b);
    case BurnInCell::WriteError:
        return QColor(0x21, 0x21, 0x21);
    case BurnInCell::Corrupt:
        return QColor(0x9b, 0x2f, 0xae);
    case BurnInCell::Unreadable:
        return QColor(0x1f, 0x4f, 0xd0);
    case BurnInCell::Untested:
        break;
    }
    return QColor(0x9a, 0x9a, 0x9a);
}

QString burnInCellName(BurnInCell cell, const LatencyClasses &classes)
{
    switch (cell) {
    case BurnInCell::Untested:
        return QCoreApplication::translate("Sektor::BurnIn", "not tested");
    case BurnInCell::WriteError:
        return burnInRangeKindName(SurfaceRange::Kind::WriteError);
    case BurnInCell::Corrupt:
        return burnInRangeKindName(SurfaceRange::Kind::Corrupt);
    case BurnInCell::Unreadable:
        return burnInRangeKindName(SurfaceRange::Kind::Error);
    default:
        break;
    }
    return latencyClassNames(classes).value(int(cell) - int(BurnInCell::Class1));
}

void drawBurnInCells(QPainter &painter, const QRect &area, const BurnInResult &burnIn, int columns)
{
    const int side = std::max(std::min(area.width() / columns, area.height() / 4), 2);
    const int rows = std::max(area.height() / side, 1);
    const QList<BurnInCell> cells = burnInCells(burnIn, columns * rows);
    for (int i = 0; i < cells.size(); ++i) {
        const QRect cell(area.left() + (i % columns) * side, area.top() + (i / columns) * side, side - 1, side - 1);
        if (cells.at(i) == BurnInCell::Untested) {
            // An outline, so that the grey of the fastest class is never taken for it.
            painter.setPen(burnInCellColor(BurnInCell::Untested));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(cell.adjusted(0, 0, -1, -1));
        } else {
            painter.fillRect(cell, burnInCellColor(cells.at(i)));
        }
    }
}

} // namespace Sektor
