// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/options/optioncombos.h"

#include <QComboBox>
#include <QLabel>
#include <QStandardItemModel>

namespace Sektor::Gui {

QComboBox *comboWith(QWidget *parent, std::initializer_list<qulonglong> values)
{
    auto *box = new QComboBox(parent);
    // Wide enough for its longest item in the language shown now, not only in the one it was first shown in.
    box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
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

void setItemEnabled(QComboBox *box, int index, bool enabled, const QString &whyNot)
{
    // QComboBox's own model is a QStandardItemModel: its items carry the flags the popup honours.
    if (auto *model = qobject_cast<QStandardItemModel *>(box->model()); model && model->item(index)) {
        model->item(index)->setEnabled(enabled);
        model->item(index)->setToolTip(enabled ? QString() : whyNot);
    }
}

QLabel *buddyLabel(QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setBuddy(buddy);
    return label;
}

} // namespace Sektor::Gui
