// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/surface.h"

#include <QRect>

class QPainter;

namespace Sektor::Gui {

/// The block map of a surface test in the shared picture: the device as a grid of cells coloured as the Charts tab's
/// block map colours them (green read, yellow slow, red unreadable, grey not read), filling @p area.
void drawSurfaceCells(QPainter &painter, const QRect &area, const SurfaceResult &surface);

} // namespace Sektor::Gui
