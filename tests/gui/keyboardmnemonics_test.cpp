// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// No two menus, labels, buttons or tabs of the window share an Alt key, in any language.
#include "gui/settings/language.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include <QAbstractButton>
#include <QAction>
#include <QCoreApplication>
#include <QLabel>
#include <QMap>
#include <QMenuBar>
#include <QTabWidget>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {
QChar mnemonicOf(const QString &text)
{
    const qsizetype at = text.indexOf(QLatin1Char('&'));
    return at >= 0 && at + 1 < text.size() ? text.at(at + 1).toLower() : QChar();
}
} // namespace

TEST(Keyboard, NoTwoMenusLabelsButtonsOrTabsShareAnAltKey)
{
    WindowUnderTest w;
    w.show();
    // Per page: the results page's labels and the history page's buttons are never visible together.
    for (const auto &[lang, tab] : {std::pair {QStringLiteral("en"), 0},
                                    {QStringLiteral("de"), 0},
                                    {QStringLiteral("pt"), 0},
                                    {QStringLiteral("en"), 2},
                                    {QStringLiteral("de"), 2},
                                    {QStringLiteral("pt"), 2}}) {
        applyLanguage(lang);
        w.tabs()->setCurrentIndex(tab);
        QCoreApplication::sendPostedEvents(); // the LanguageChange events that retranslate the window
        QStringList texts;
        for (QAction *menu : w.menuBar()->actions())
            texts << menu->text();
        for (QLabel *label : w.findChildren<QLabel *>()) {
            if (label->isVisibleTo(&w) && label->buddy())
                texts << label->text();
        }
        for (QAbstractButton *button : w.findChildren<QAbstractButton *>()) {
            if (button->isVisibleTo(&w))
                texts << button->text();
        }
        for (int i = 0; i < w.tabs()->count(); ++i)
            texts << w.tabs()->tabText(i);
        EXPECT_TRUE(lang == QLatin1String("en") || !texts.contains(QStringLiteral("&File"))) << "translated";
        QMap<QChar, QString> seen;
        for (const QString &text : texts) {
            const QChar key = mnemonicOf(text);
            if (key.isNull())
                continue;
            EXPECT_FALSE(seen.contains(key))
                << qPrintable(lang) << " tab " << tab << ": Alt+" << qPrintable(QString(key)) << " is both "
                << qPrintable(seen.value(key)) << " and " << qPrintable(text);
            seen.insert(key, text);
        }
    }
    applyLanguage(QStringLiteral("en"));
}
