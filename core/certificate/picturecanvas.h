// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QImage>
#include <QString>

class QPainter;

namespace Sektor {

/// A picture in a certificate: its name in the document, the image, and the width it is shown at in CSS pixels (the
/// image holds more pixels, for print).
struct CertificatePicture
{
    QString name;
    QImage image;
    int width = 0;
};

/// Pixels per CSS pixel in the certificate's pictures: sharp in a 300 dpi PDF.
inline constexpr int PictureScale = 2;

/// A white picture of @p width × @p height CSS pixels (PictureScale times as many pixels each way).
QImage blankPicture(int width, int height);

/// Readies @p painter, opened on a blankPicture(), to draw in CSS pixels, antialiased, in the report's font at
/// @p pixelSize.
void startPainting(QPainter &painter, int pixelSize);

} // namespace Sektor
