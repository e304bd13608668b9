// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

class QTableWidget;
class QTableWidgetItem;

namespace Sektor::Gui {

/// Sets @p table up as a table of drives, a row each (the batch's, the station's board): rows selected whole, nothing
/// edited, words wrapped in rows as tall as they need, column @p driveColumn taking the room the others leave.
void setUpDriveTable(QTableWidget *table, int driveColumn);

/// Puts @p text into @p table's cell at @p row, @p column, read-only, with the same words as its tooltip (a narrow cell
/// may not show them all). Returns the cell.
QTableWidgetItem *setCellText(QTableWidget *table, int row, int column, const QString &text);

} // namespace Sektor::Gui
