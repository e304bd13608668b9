// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/visibletext.h"

namespace Sektor {

namespace {

/// U+2400 SYMBOL FOR NULL: the control pictures follow in the order of the C0 controls, then U+2421 for DEL.
constexpr char16_t ControlPictures = 0x2400;
constexpr char16_t DeletePicture = 0x2421;

bool isC1OrBidiControl(char16_t c)
{
    return (c >= 0x80 && c <= 0x9f) || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
}

} // namespace

bool actsOnTerminal(char16_t c)
{
    return c < 0x20 || c == 0x7f || isC1OrBidiControl(c);
}

QString visibleText(const QString &text, TextLayout layout)
{
    QString out;
    out.reserve(text.size());
    for (const QChar ch : text) {
        const char16_t c = ch.unicode();
        const bool ourLayout = layout == TextLayout::Lines && (c == u'\n' || c == u'\t');
        if (ourLayout || !actsOnTerminal(c))
            out += ch;
        else if (c < 0x20)
            out += QChar(char16_t(ControlPictures + c));
        else if (c == 0x7f)
            out += QChar(DeletePicture);
        else // C1 and bidirectional controls
            out += QLatin1String("<U+") + QString::number(c, 16).toUpper().rightJustified(4, QLatin1Char('0'))
                + QLatin1Char('>');
    }
    return out;
}

} // namespace Sektor
