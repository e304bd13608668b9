// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <QImage>
#include <QList>
#include <QString>

namespace Sektor {

/// A picture in a certificate: its name in the document, the image, and the width it is shown at in CSS pixels (the
/// image holds more pixels, for print).
struct CertificatePicture
{
    QString name;
    QImage image;
    int width = 0;
};

/**
 * The pictures the kinds with findings of their own show under their certificate sections (a burn-in's block map and
 * rate maps), in the kinds' order; none for a run of figures only. The certificate places them without knowing the
 * kind; a kind with pictures adds itself here. Needs a QGuiApplication (fonts).
 */
QList<CertificatePicture> kindPictures(const RunResult &result);

} // namespace Sektor
