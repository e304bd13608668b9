// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/share/imagedrawing.h"

#include <QColor>
#include <QPainter>

namespace Sektor::Gui {

QFont imageFont(const QFont &base, int pixelSize, bool bold)
{
    QFont f = base;
    f.setPixelSize(pixelSize);
    f.setBold(bold);
    return f;
}

void drawTintedBox(QPainter &p, const QRect &box, const QColor &colour)
{
    QColor fill = colour;
    fill.setAlphaF(0.16);
    p.save();
    p.setPen(QPen(colour, 1));
    p.setBrush(fill);
    p.drawRoundedRect(QRectF(box).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
    p.restore();
}

} // namespace Sektor::Gui
