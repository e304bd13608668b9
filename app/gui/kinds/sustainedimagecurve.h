// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QFont>
#include <QRect>

class QPainter;

namespace Sektor {
struct SustainedWriteAnalysis;
}

namespace Sektor::Gui {

/**
 * The sustained write's curve for the results picture: the rate of each GiB written against GB written, from zero
 * on both axes, with the cache size marked where the rate fell. Drawn with QPainter (the picture is rendered without
 * widgets); nothing when fewer than two GiB were written.
 */
void drawSustainedCurve(QPainter &p, const QRect &area, const SustainedWriteAnalysis &analysis, const QFont &font);

} // namespace Sektor::Gui
