// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

namespace Sektor::Gui {

/**
 * A tooltip that shows @p text exactly: QToolTip takes any text that looks like HTML for HTML, and a name from a file,
 * the history or a device may look so (a drive model "<img src=…>", a host "<a href=…>"). Escaped inside a paragraph
 * it is always HTML that shows these very characters.
 */
inline QString plainToolTip(const QString &text)
{
    if (text.isEmpty())
        return text;
    return QLatin1String("<p style=\"white-space:pre-wrap\">") + text.toHtmlEscaped() + QLatin1String("</p>");
}

} // namespace Sektor::Gui
