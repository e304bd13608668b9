// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

namespace Sektor {

/// Whether visibleText() keeps line breaks and tabs.
enum class TextLayout {
    Lines, ///< Kept: a whole text of ours, laid out in lines, with names from files inside it.
    OneLine, ///< Shown too: a single name or cell from a file, which must not start a line of its own.
};

/**
 * @p text with every character a terminal would act on made visible, for printing strings that come from files, the
 * history or devices (a drive's model is the device's to choose): C0 controls as their Unicode control pictures (ESC
 * as ␛, U+241B, so that no escape sequence can clear the screen, set the title or write the clipboard), DEL as ␡,
 * C1 controls (U+0080–U+009F, which some terminals take as CSI and OSC) and the bidirectional overrides (which reorder
 * what is shown) as "<U+009B>".
 */
QString visibleText(const QString &text, TextLayout layout = TextLayout::OneLine);

/// Whether a terminal may act on @p c rather than show it: what visibleText() replaces (line breaks and tabs too).
bool actsOnTerminal(char16_t c);

} // namespace Sektor
