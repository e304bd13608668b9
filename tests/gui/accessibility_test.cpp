// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Keyboard and screen-reader basics: every control has a name a screen reader can speak (its
// own text, a buddy label, or an accessible name), and Tab reaches every enabled control.
#include "gui/window/mainwindow.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>

#include <gtest/gtest.h>

using namespace Sektor::Gui;

namespace {
QString spokenName(QWidget *w, const QList<QLabel *> &labels)
{
    if (!w->accessibleName().isEmpty())
        return w->accessibleName();
    if (auto *b = qobject_cast<QAbstractButton *>(w); b && !b->text().isEmpty())
        return b->text();
    for (QLabel *label : labels) {
        if (label->buddy() == w)
            return label->text();
    }
    return {};
}

QList<QWidget *> controls(QWidget *root)
{
    QList<QWidget *> result;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (w->isVisible()
            && (qobject_cast<QAbstractButton *>(w) || qobject_cast<QComboBox *>(w) || qobject_cast<QLineEdit *>(w)
                || qobject_cast<QAbstractSpinBox *>(w)))
            result.append(w);
    }
    return result;
}
} // namespace

TEST(Accessibility, EveryControlHasANameAndTakesKeyboardFocus)
{
    MainWindow w;
    w.resize(1120, 860);
    w.show();
    const QList<QLabel *> labels = w.findChildren<QLabel *>();
    const QList<QWidget *> all = controls(&w);
    ASSERT_GT(all.size(), 10);
    for (QWidget *c : all) {
        // A combo box's own line edit is spoken with the combo box.
        if (qobject_cast<QLineEdit *>(c) && qobject_cast<QComboBox *>(c->parentWidget()))
            continue;
        EXPECT_FALSE(spokenName(c, labels).isEmpty())
            << c->metaObject()->className() << " " << qPrintable(c->objectName());
        EXPECT_NE(c->focusPolicy() & Qt::TabFocus, 0)
            << c->metaObject()->className() << " " << qPrintable(spokenName(c, labels)) << " is not reachable with Tab";
    }
}
