// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/picturecanvas.h"

#include <QPainter>

namespace Sektor {

QImage blankPicture(int width, int height)
{
    QImage image(width * PictureScale, height * PictureScale, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    return image;
}

void startPainting(QPainter &painter, int pixelSize)
{
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(PictureScale, PictureScale);
    QFont font = painter.font();
    font.setPixelSize(pixelSize);
    painter.setFont(font);
}

} // namespace Sektor
