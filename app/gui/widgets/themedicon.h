// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QIcon>
#include <QStyle>

class QWidget;

namespace Sektor::Gui {

/**
 * The desktop's icon called @p name (a freedesktop name, as Breeze and Adwaita ship them), or the style's own
 * @p fallback where the icon theme has none: a bare window manager, a minimal install or a theme without that name
 * still shows an icon, never an empty space. @p widget's style is asked where given (it may differ from the app's).
 */
QIcon themedIcon(const char *name, QStyle::StandardPixmap fallback, const QWidget *widget = nullptr);

} // namespace Sektor::Gui
