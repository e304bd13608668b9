// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "optioncombos.h"

#include <QComboBox>
#include <QLabel>

namespace Sektor::Gui {

QComboBox *comboWith(QWidget *parent, std::initializer_list<qulonglong> values)
{
    auto *box = new QComboBox(parent);
    for (qulonglong v : values)
        box->addItem(QString(), v);
    return box;
}

void selectValue(QComboBox *box, qulonglong value)
{
    int at = 0;
    while (at < box->count() && box->itemData(at).toULongLong() < value)
        ++at;
    if (at == box->count() || box->itemData(at).toULongLong() != value)
        box->insertItem(at, QString(), value);
    box->setCurrentIndex(at);
}

QLabel *buddyLabel(QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setBuddy(buddy);
    return label;
}

} // namespace Sektor::Gui
