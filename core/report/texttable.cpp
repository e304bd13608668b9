// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/texttable.h"

#include "report/visibletext.h"

#include <algorithm>

namespace Sektor {

QString textTable(const QList<QStringList> &givenRows, const QList<bool> &rightAligned)
{
    // A cell is one line: a comment or a model name from a file with a line break or a control character in it would
    // break the table, or reach the terminal as a command.
    QList<QStringList> rows;
    for (const QStringList &row : givenRows) {
        QStringList &visible = rows.emplace_back();
        for (const QString &cell : row)
            visible << visibleText(cell, TextLayout::OneLine);
    }
    QList<qsizetype> widths;
    for (const QStringList &row : rows) {
        if (widths.size() < row.size())
            widths.resize(row.size(), 0);
        for (qsizetype i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], row.at(i).size());
    }
    QString text;
    for (const QStringList &row : rows) {
        QStringList cells;
        for (qsizetype i = 0; i < row.size(); ++i)
            cells << (rightAligned.value(i) ? row.at(i).rightJustified(widths.at(i))
                                            : row.at(i).leftJustified(widths.at(i)));
        // Trailing padding of a last left-aligned column would only be invisible noise.
        QString line = cells.join(QLatin1String("  "));
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        text += line + QLatin1Char('\n');
    }
    return text;
}

} // namespace Sektor
