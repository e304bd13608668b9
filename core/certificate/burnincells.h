// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/burnin.h"

#include <QColor>
#include <QList>
#include <QString>

class QPainter;
class QRect;

#include <cstdint>

namespace Sektor {

/**
 * What the burn-in's block map shows of a cell of the device, the worst found in it: not tested (yet), the slowest
 * latency class of its blocks (the classic surface testers' six), or a failure (write error, corrupt, unreadable).
 * In order of worse: a cell shows the last that applies.
 */
enum class BurnInCell : std::uint8_t {
    Untested,
    Class1, ///< Below the first bound (3 ms): LatencyClasses' class 0.
    Class2,
    Class3,
    Class4,
    Class5,
    Class6, ///< At or over the last bound (500 ms): slow.
    WriteError,
    Corrupt,
    Unreadable,
};

/// The cell of latency class @p cls (0 … LatencyClasses::Classes - 1).
BurnInCell latencyCell(std::size_t cls);

/// The cell a range of @p kind marks: a failure's own, the last latency class for a slow range.
BurnInCell rangeCell(SurfaceRange::Kind kind);

/// The device of @p burnIn cut into @p count cells of equal size (the last may hold the rest), each with the worst of
/// what lies in it: the latency classes of the chunks tested in it, then the ranges found.
QList<BurnInCell> burnInCells(const BurnInResult &burnIn, int count);

/// The colour a cell is drawn in, the testers' colours: grey, green, light green, yellow, orange, red for the classes;
/// blue for unreadable (Victoria's "Err"), purple for corrupt, black for write errors. Untested cells are outlined.
QColor burnInCellColor(BurnInCell cell);

/// What a cell shows, in a word or a class: "not tested", a latency class of @p classes ("< 10 ms"), or a failure's
/// burnInRangeKindName() ("unreadable"). Translated.
QString burnInCellName(BurnInCell cell, const LatencyClasses &classes);

/// The block map drawn with @p painter: the device as square cells, @p columns to a row, as many rows as fill
/// @p area, each in its cell's colour (untested ones outlined). For the window's picture and the certificate.
void drawBurnInCells(QPainter &painter, const QRect &area, const BurnInResult &burnIn, int columns);

} // namespace Sektor
