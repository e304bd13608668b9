// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QColor>

namespace Sektor::Gui::ImagePalette {

// The shared picture's colours: light whatever the desktop theme, so posts look alike.
inline const QColor Ink(0x23, 0x26, 0x29);
inline const QColor Muted(0x6b, 0x71, 0x77);
inline const QColor Paper(0xfc, 0xfc, 0xfc);
inline const QColor Amber(246, 116, 0);
inline const QColor NegativeRed(0xda, 0x44, 0x53); ///< KDE's negative colour: what a result measures, if not a drive.
inline const QColor InfoBlue(0x3d, 0xae, 0xe9);
inline const QColor CellBorder(0xbd, 0xc3, 0xc7);

} // namespace Sektor::Gui::ImagePalette
