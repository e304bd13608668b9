// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/widgets/drivetable.h"
#include "gui/widgets/plaintooltip.h"

#include <QHeaderView>
#include <QTableWidget>

namespace Sektor::Gui {

void setUpDriveTable(QTableWidget *table, int driveColumn)
{
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Rows grow to show a whole drive's name, state and note rather than cut them off.
    table->setWordWrap(true);
    table->verticalHeader()->hide();
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(driveColumn, QHeaderView::Stretch);
}

QTableWidgetItem *setCellText(QTableWidget *table, int row, int column, const QString &text)
{
    QTableWidgetItem *cell = table->item(row, column);
    if (!cell) {
        cell = new QTableWidgetItem;
        cell->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        table->setItem(row, column, cell);
    }
    cell->setText(text);
    cell->setToolTip(plainToolTip(text));
    return cell;
}

} // namespace Sektor::Gui
