// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/texttable.h"

#include <algorithm>

namespace Sektor {

QString textTable(const QList<QStringList> &rows, const QList<bool> &rightAligned)
{
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
