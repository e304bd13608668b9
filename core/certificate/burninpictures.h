// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "certificate/picturecanvas.h"
#include "model/results.h"

#include <QList>

namespace Sektor {

/**
 * A burn-in's pictures for its certificate section: the block map (the device as cells in the colour of the slowest
 * latency class of their blocks or of what failed in them, with its legend), then the write and read rates by
 * position. None for another run. Needs a QGuiApplication (fonts).
 */
QList<CertificatePicture> burnInPictures(const RunResult &result);

} // namespace Sektor
