// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QFont>

class QColor;
class QPainter;
class QRect;

namespace Sektor::Gui {

/// @p base at @p pixelSize pixels: a picture's text keeps its size whatever the screen's DPI.
QFont imageFont(const QFont &base, int pixelSize, bool bold = false);

/// A rounded box outlined in @p colour and filled with a light tint of it: the caveats' amber, the conditions' blue.
void drawTintedBox(QPainter &p, const QRect &box, const QColor &colour);

} // namespace Sektor::Gui
