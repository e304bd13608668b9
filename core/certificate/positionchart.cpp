// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/positionchart.h"
#include "certificate/htmlparts.h"
#include "certificate/picturecanvas.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace Sektor {

namespace {
constexpr int Height = 190;
constexpr int Margin = 8;
constexpr int LegendHeight = 20;
constexpr int AxisLeft = 56; // room for "1,000 MB/s"
constexpr int AxisBottom = 20; // room for the positions in GB
constexpr int Ticks = 4;

// A round step for @p ticks lines up to @p top: 1, 2 or 5 times a power of ten.
double roundStep(double top, int ticks)
{
    const double raw = top / ticks;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double m : {1.0, 2.0, 5.0}) {
        if (m * power >= raw)
            return m * power;
    }
    return 10 * power;
}

double topRate(const QList<PositionSeries> &series)
{
    double top = 0;
    for (const PositionSeries &s : series) {
        for (const SurfaceChunk &c : s.chunks)
            top = std::max(top, c.bytesPerSecond());
    }
    return top;
}

void drawLegend(QPainter &p, const QList<PositionSeries> &series)
{
    int x = Margin + AxisLeft;
    for (const PositionSeries &s : series) {
        p.fillRect(QRectF(x, Margin + 5, 14, 3), s.colour);
        p.setPen(Qt::black);
        p.drawText(QRectF(x + 18, Margin, 200, LegendHeight - 6), Qt::AlignVCenter | Qt::AlignLeft, s.name);
        x += 30 + p.fontMetrics().horizontalAdvance(s.name);
    }
}

void drawAxes(QPainter &p, const QRectF &plot, double step, int lines, std::uint64_t deviceBytes)
{
    const QLocale locale;
    p.setPen(QColor(0xdd, 0xdd, 0xdd));
    for (int i = 0; i <= lines; ++i) {
        const double y = plot.bottom() - plot.height() * i / lines;
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
    }
    p.setPen(QColor(0x55, 0x55, 0x55));
    for (int i = 0; i <= lines; ++i) {
        const double y = plot.bottom() - plot.height() * i / lines;
        p.drawText(QRectF(Margin, y - 8, AxisLeft - 6, 16),
                   Qt::AlignRight | Qt::AlignVCenter,
                   locale.toString(step * i / 1e6, 'f', step < 1e6 ? 1 : 0));
    }
    p.drawText(QRectF(Margin, Margin, AxisLeft - 6, LegendHeight - 6),
               Qt::AlignRight | Qt::AlignVCenter,
               HtmlParts::say(QT_TRANSLATE_NOOP("Sektor::Certificate", "MB/s")));
    for (int i = 0; i <= Ticks; ++i) {
        const double x = plot.left() + plot.width() * i / Ticks;
        // The first label starts at its line and the last ends at its; those between are centred on theirs.
        const Qt::Alignment side = i == 0 ? Qt::AlignLeft : i == Ticks ? Qt::AlignRight : Qt::AlignHCenter;
        const double left = i == 0 ? x : i == Ticks ? x - 120 : x - 60;
        p.drawText(QRectF(left, plot.bottom() + 2, 120, AxisBottom - 4),
                   side | Qt::AlignVCenter,
                   locale.formattedDataSize(qint64(double(deviceBytes) * i / Ticks), 1, QLocale::DataSizeSIFormat));
    }
}
} // namespace

QImage positionChart(const QList<PositionSeries> &series, std::uint64_t deviceBytes)
{
    const double top = topRate(series);
    if (deviceBytes == 0 || top <= 0)
        return {};
    QImage image = blankPicture(PositionChartWidth, Height);
    QPainter p(&image);
    startPainting(p, 10);
    drawLegend(p, series);
    const double step = roundStep(top, Ticks);
    const int lines = int(std::ceil(top / step));
    const QRectF plot(Margin + AxisLeft,
                      Margin + LegendHeight,
                      PositionChartWidth - 2 * Margin - AxisLeft,
                      Height - 2 * Margin - LegendHeight - AxisBottom);
    drawAxes(p, plot, step, lines, deviceBytes);
    const double yTop = step * lines;
    for (const PositionSeries &s : series) {
        QPainterPath path;
        for (const SurfaceChunk &c : s.chunks) {
            const double x0 = plot.left() + plot.width() * double(c.offset) / double(deviceBytes);
            const double x1 = plot.left() + plot.width() * double(c.offset + c.length) / double(deviceBytes);
            const double y = plot.bottom() - plot.height() * c.bytesPerSecond() / yTop;
            if (path.elementCount() == 0)
                path.moveTo(x0, y);
            else
                path.lineTo(x0, y);
            path.lineTo(x1, y);
        }
        p.setPen(QPen(s.colour, 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
    }
    p.setPen(QColor(0x55, 0x55, 0x55));
    p.drawRect(plot);
    return image;
}

} // namespace Sektor
