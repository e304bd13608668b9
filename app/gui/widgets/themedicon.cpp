// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/widgets/themedicon.h"

#include <QApplication>
#include <QWidget>

namespace Sektor::Gui {

QIcon themedIcon(const char *name, QStyle::StandardPixmap fallback, const QWidget *widget)
{
    QIcon themed = QIcon::fromTheme(QLatin1String(name));
    if (!themed.isNull())
        return themed;
    const QStyle *style = widget ? widget->style() : QApplication::style();
    return style->standardIcon(fallback, nullptr, widget);
}

} // namespace Sektor::Gui
