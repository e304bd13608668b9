// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/settings/appsettings.h"

namespace Sektor::Gui {

/**
 * Applies a colour theme to the running application: System keeps the platform's style and
 * palette (Plasma, GNOME's dark mode…); Light and Dark use Fusion with a fixed palette, so they
 * look the same everywhere. Widgets and charts follow through QEvent::PaletteChange.
 */
void applyTheme(Theme theme);

} // namespace Sektor::Gui
