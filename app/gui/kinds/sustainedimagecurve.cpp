// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/kinds/sustainedimagecurve.h"
#include "gui/share/imagepalette.h"

#include "gui/charts/chartstyle.h"

#include "model/sustainedwrite.h"
#include "model/units.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace Sektor::Gui {

namespace {
using ImagePalette::Ink;
using ImagePalette::Muted;
const QColor GridLine(0xdd, 0xe1, 0xe4);

// A round number at or above @p value, for the top of the rate axis.
double niceCeiling(double value)
{
    const double decade = std::pow(10.0, std::floor(std::log10(value)));
    for (double step : {1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0}) {
        if (step * decade >= value)
            return step * decade;
    }
    return 10 * decade;
}
} // namespace

void drawSustainedCurve(QPainter &p, const QRect &area, const SustainedWriteAnalysis &a, const QFont &font)
{
    const qsizetype gibs = a.gibBytesPerSecond.size();
    if (gibs < 2 || area.height() < 80)
        return;
    const double peak = *std::max_element(a.gibBytesPerSecond.begin(), a.gibBytesPerSecond.end()) / BytesPerMB;
    const double top = niceCeiling(std::max(peak * 1.1, 1.0)); // room above the highest step
    const double writtenGb = double(gibs) * double(GiB) / 1e9;
    const QLocale locale;
    QFont small = font;
    small.setPixelSize(11);
    p.setFont(small);
    const QFontMetrics fm(small);
    const int left = fm.horizontalAdvance(locale.toString(top, 'f', 0)) + 8;
    const QRect plot = area.adjusted(left, fm.height() + 4, -8, -fm.height() - 6);
    const auto xOf = [&](double gb) {
        return plot.left() + gb / writtenGb * plot.width();
    };
    const auto yOf = [&](double mbps) {
        return plot.bottom() - mbps / top * plot.height();
    };

    for (double f : {0.0, 0.5, 1.0}) {
        p.setPen(QPen(GridLine, 1));
        p.drawLine(QPointF(plot.left(), yOf(f * top)), QPointF(plot.right(), yOf(f * top)));
        p.setPen(Muted);
        p.drawText(QRectF(area.left(), yOf(f * top) - fm.height() / 2.0, left - 4, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter,
                   locale.toString(f * top, 'f', 0));
    }
    // Axis titles: the unit above the rates, "Written [GB]" under the middle, the amount written at the end.
    p.drawText(QRect(area.left(), area.top(), plot.width(), fm.height()),
               Qt::AlignLeft | Qt::AlignTop,
               QStringLiteral("MB/s"));
    const QRect under(plot.left(), plot.bottom() + 4, plot.width(), fm.height());
    p.drawText(under, Qt::AlignLeft | Qt::AlignTop, locale.toString(0));
    p.drawText(under,
               Qt::AlignHCenter | Qt::AlignTop,
               QCoreApplication::translate("Sektor::Gui::SustainedWriteChart", "Written [GB]"));
    p.drawText(under, Qt::AlignRight | Qt::AlignTop, locale.toString(writtenGb, 'f', 1));

    // Each GiB a step at its rate: the cliff shows as a step down where the cache ran out.
    QPainterPath curve;
    for (qsizetype g = 0; g < gibs; ++g) {
        const double y = yOf(a.gibBytesPerSecond.at(g) / BytesPerMB);
        const double from = xOf(double(g) * double(GiB) / 1e9);
        const double to = xOf(double(g + 1) * double(GiB) / 1e9);
        if (g == 0)
            curve.moveTo(from, y);
        else
            curve.lineTo(from, y);
        curve.lineTo(to, y);
    }
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(modeColor(IoMode::Write), 2));
    p.drawPath(curve);
    if (a.cliffFound()) {
        const double x = xOf(double(a.cacheBytes()) / 1e9);
        p.setPen(QPen(Ink, 1, Qt::DashLine));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    }
    p.setPen(QPen(Muted, 1));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
}

} // namespace Sektor::Gui
