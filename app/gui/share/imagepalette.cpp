// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/share/imagepalette.h"

#include <QGuiApplication>
#include <QPalette>

namespace Sektor::Gui::ImagePalette {

const ImageColours &ofAppTheme()
{
    // The application's palette is the theme applyTheme() set (Light, Dark, or the desktop's for System); a widget's
    // own palette, which a dialog may change, is never asked.
    return QGuiApplication::palette().color(QPalette::Window).lightness() < 128 ? Dark : Light;
}

} // namespace Sektor::Gui::ImagePalette
