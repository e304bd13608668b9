// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/widgets/kdecolours.h"

#include <QColor>

namespace Sektor::Gui {

/// The colours of a picture drawn from the data: its own, never a widget's, so a window's look cannot leak into it.
struct ImageColours
{
    QColor ink; ///< Text.
    QColor muted; ///< Secondary text: subtitles, facts, the brand.
    QColor paper; ///< The background.
    QColor cell; ///< A figure's cell, under its bar.
    QColor cellBorder;
    QColor amber; ///< Caveats (KDE's neutral colour, as the window's warning banner).
    QColor infoBlue; ///< Conditions.
    QColor better; ///< A comparison's change for the better.
    QColor worse; ///< A comparison's change for the worse.
};

namespace ImagePalette {

inline const ImageColours Light {QColor(0x23, 0x26, 0x29),
                                 QColor(0x6b, 0x71, 0x77),
                                 QColor(0xfc, 0xfc, 0xfc),
                                 QColor(0xff, 0xff, 0xff),
                                 QColor(0xbd, 0xc3, 0xc7),
                                 KdeColours::Neutral,
                                 QColor(0x3d, 0xae, 0xe9),
                                 QColor(0x1b, 0x7f, 0x3b),
                                 QColor(0xc0, 0x1c, 0x28)};
/// Breeze Dark's tones, as the window's Dark theme: light text on a dark page, the same amber and blue, a lighter green
/// and red that read on its dark cells.
inline const ImageColours Dark {QColor(0xe8, 0xe8, 0xe8),
                                QColor(0xa1, 0xa9, 0xb1),
                                QColor(0x1e, 0x20, 0x23),
                                QColor(0x2b, 0x2d, 0x31),
                                QColor(0x4d, 0x52, 0x57),
                                KdeColours::Neutral,
                                QColor(0x3d, 0xae, 0xe9),
                                QColor(0x5c, 0xd6, 0x7d),
                                QColor(0xf4, 0x6a, 0x75)};

/// The colours of the theme the application shows (Settings ▸ Theme: Dark, or System on a dark desktop draws dark);
/// never a widget's palette.
const ImageColours &ofAppTheme();

// The results picture's colours: light whatever the desktop theme, so posts look alike.
inline const QColor &Ink = Light.ink;
inline const QColor &Muted = Light.muted;
inline const QColor &Paper = Light.paper;
inline const QColor &Amber = Light.amber;
inline const QColor &InfoBlue = Light.infoBlue;
inline const QColor &CellBorder = Light.cellBorder;
/// KDE's negative colour: what a result measures, if not a drive.
inline const QColor &NegativeRed = KdeColours::Negative;

} // namespace ImagePalette

} // namespace Sektor::Gui
