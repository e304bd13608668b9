// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/burninpictures.h"
#include "certificate/burnincells.h"
#include "certificate/picturecanvas.h"
#include "certificate/positionchart.h"
#include "certificate/resultbars.h"
#include "report/kinds/burninreport.h"

#include <QLocale>
#include <QPainter>

namespace Sektor {

namespace {
constexpr int FontPixels = 10;
constexpr int Width = 600;
constexpr int Margin = 8;
constexpr int Columns = 50; // as the window's block map
constexpr int Rows = 16;
constexpr int Cell = (Width - 2 * Margin) / Columns;
constexpr int LegendLine = 16;

// The legend's entries: each latency class with its blocks (written and read), each failure with its ranges, and "not
// tested" where cells are.
QList<QPair<BurnInCell, QString>> legendOf(const BurnInResult &burnIn, bool untested)
{
    const QLocale locale;
    QList<QPair<BurnInCell, QString>> entries;
    for (std::size_t c = 0; c < LatencyClasses::Classes; ++c) {
        const BurnInCell cell = latencyCell(c);
        const std::uint64_t blocks = burnIn.writeClasses.counts().at(c) + burnIn.readClasses.counts().at(c);
        entries << qMakePair(cell,
                             QStringLiteral("%1 (%2)").arg(burnInCellName(cell, burnIn.readClasses),
                                                           locale.toString(qulonglong(blocks))));
    }
    for (const SurfaceRange::Kind kind :
         {SurfaceRange::Kind::Error, SurfaceRange::Kind::Corrupt, SurfaceRange::Kind::WriteError}) {
        const BurnInCell cell = rangeCell(kind);
        entries << qMakePair(cell,
                             QStringLiteral("%1 (%2)").arg(burnInCellName(cell, burnIn.readClasses),
                                                           locale.toString(burnIn.surface.rangeCount(kind))));
    }
    if (untested)
        entries << qMakePair(BurnInCell::Untested, burnInCellName(BurnInCell::Untested, burnIn.readClasses));
    return entries;
}

// Lays the legend out in lines across the width; returns the lines' count (drawing only when @p draw).
int layLegend(QPainter &p, const QList<QPair<BurnInCell, QString>> &entries, int top, bool draw)
{
    int x = Margin;
    int line = 0;
    for (const auto &[cell, text] : entries) {
        const int width = 16 + p.fontMetrics().horizontalAdvance(text) + 14;
        if (x > Margin && x + width > Width - Margin) {
            x = Margin;
            ++line;
        }
        if (draw) {
            const QRect square(x, top + line * LegendLine + 3, 10, 10);
            if (cell == BurnInCell::Untested) {
                p.setPen(burnInCellColor(cell));
                p.setBrush(Qt::NoBrush);
                p.drawRect(square.adjusted(0, 0, -1, -1));
            } else {
                p.fillRect(square, burnInCellColor(cell));
            }
            p.setPen(Qt::black);
            p.drawText(
                QRect(x + 14, top + line * LegendLine, width, LegendLine), Qt::AlignLeft | Qt::AlignVCenter, text);
        }
        x += width;
    }
    return line + 1;
}

QImage blockMap(const BurnInResult &burnIn)
{
    const bool untested = burnInCells(burnIn, Columns * Rows).contains(BurnInCell::Untested);
    const QList<QPair<BurnInCell, QString>> legend = legendOf(burnIn, untested);
    // The legend's lines first, to know the picture's height.
    QImage probe = blankPicture(1, 1);
    QPainter measure(&probe);
    startPainting(measure, FontPixels);
    const int legendLines = layLegend(measure, legend, 0, false);
    measure.end();
    const int mapHeight = Rows * Cell;
    const int height = 2 * Margin + mapHeight + 6 + legendLines * LegendLine;
    QImage image = blankPicture(Width, height);
    QPainter p(&image);
    startPainting(p, FontPixels);
    drawBurnInCells(p, QRect(Margin, Margin, Columns * Cell, mapHeight), burnIn, Columns);
    layLegend(p, legend, Margin + mapHeight + 6, true);
    return image;
}
} // namespace

QList<CertificatePicture> burnInPictures(const RunResult &result)
{
    const BurnInResult *burnIn = burnInOf(result);
    if (!burnIn || burnIn->isEmpty())
        return {};
    QList<CertificatePicture> pictures {{QStringLiteral("burnin-blocks.png"), blockMap(*burnIn), Width}};
    const QImage rates = positionChart(
        {{certificateModeName(IoMode::Write), certificateModeColour(IoMode::Write), burnIn->writeChunks},
         {certificateModeName(IoMode::Read), certificateModeColour(IoMode::Read), burnIn->surface.chunks}},
        burnIn->surface.deviceBytes);
    if (!rates.isNull())
        pictures.append({QStringLiteral("burnin-rates.png"), rates, PositionChartWidth});
    return pictures;
}

} // namespace Sektor
