// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "certificate/picturecanvas.h"
#include "model/results.h"

#include <QList>

namespace Sektor {

/**
 * The pictures the kinds with findings of their own show under their certificate sections (a burn-in's block map and
 * rate maps), in the kinds' order; none for a run of figures only. The certificate places them without knowing the
 * kind; a kind with pictures adds itself here. Needs a QGuiApplication (fonts).
 */
QList<CertificatePicture> kindPictures(const RunResult &result);

} // namespace Sektor
