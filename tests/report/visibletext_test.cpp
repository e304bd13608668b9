// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Strings from files, the history and devices reach a terminal as characters, never as commands: the escape
// sequences an imported result could carry (OSC 52 writes the clipboard, CSI 2J clears the screen, OSC 0 sets the
// title) are shown, and so are C1 controls and bidirectional overrides.
#include "report/texttable.h"
#include "report/visibletext.h"

#include <gtest/gtest.h>

using namespace Sektor;

namespace {
const QString Clipboard = QStringLiteral("\x1b]52;c;ZWNobyBldmls\x07");
const QString ClearScreen = QStringLiteral("\x1b[2J\x1b[H");
const QString Title = QStringLiteral("\x1b]0;owned\x1b\\");

bool actsOnATerminal(const QString &text)
{
    for (const QChar c : text) {
        if (c != QLatin1Char('\n') && actsOnTerminal(c.unicode()))
            return true;
    }
    return false;
}
} // namespace

TEST(VisibleText, EscapeSequencesAreShownNotSent)
{
    const QString shown = visibleText(QStringLiteral("model ") + Clipboard + ClearScreen + Title);
    EXPECT_FALSE(actsOnATerminal(shown)) << qPrintable(shown);
    EXPECT_EQ(shown, QStringLiteral("model \u241b]52;c;ZWNobyBldmls\u2407\u241b[2J\u241b[H\u241b]0;owned\u241b\\"));
}

TEST(VisibleText, C1ControlsBidiOverridesAndDeleteAreShown)
{
    EXPECT_EQ(visibleText(QStringLiteral("a\u009b2Jb")), QStringLiteral("a<U+009B>2Jb"));
    EXPECT_EQ(visibleText(QStringLiteral("evil\u202Etxt.exe")), QStringLiteral("evil<U+202E>txt.exe"));
    EXPECT_EQ(visibleText(QStringLiteral("x\x7fy")), QStringLiteral("x\u2421y"));
    EXPECT_EQ(visibleText(QStringLiteral("Samsung SSD 990 PRO · Größe")),
              QStringLiteral("Samsung SSD 990 PRO · Größe"));
}

TEST(VisibleText, LineBreaksStayOnlyInOurOwnLayout)
{
    EXPECT_EQ(visibleText(QStringLiteral("a\nb\tc\rd"), TextLayout::Lines), QStringLiteral("a\nb\tc\u240dd"));
    EXPECT_EQ(visibleText(QStringLiteral("a\nb\tc"), TextLayout::OneLine), QStringLiteral("a\u240ab\u2409c"));
}

TEST(VisibleText, ATableCellIsOneLineOfCharacters)
{
    const QString table = textTable({{QStringLiteral("ID"), QStringLiteral("Comment")},
                                     {QStringLiteral("1"), QStringLiteral("two\nlines") + ClearScreen}},
                                    {true, false});
    EXPECT_EQ(table.count(QLatin1Char('\n')), 2) << qPrintable(table);
    EXPECT_FALSE(actsOnATerminal(table)) << qPrintable(table);
}
