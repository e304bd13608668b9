// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QtGlobal>

#include <initializer_list>

class QComboBox;
class QLabel;
class QWidget;

namespace Sektor::Gui {

/// A combo box whose entries carry @p values (their texts are filled in by the caller, per language).
QComboBox *comboWith(QWidget *parent, std::initializer_list<qulonglong> values);
/// Selects the entry with @p value, inserting it in order when missing (so any valid setting can be restored).
void selectValue(QComboBox *box, qulonglong value);
/// Greys entry @p index of @p box (it stays listed, not choosable) or enables it again; @p whyNot is its tooltip while
/// greyed.
void setItemEnabled(QComboBox *box, int index, bool enabled, const QString &whyNot);
/// A label that names @p buddy (its &-key focuses it).
QLabel *buddyLabel(QWidget *buddy, QWidget *parent);

} // namespace Sektor::Gui
