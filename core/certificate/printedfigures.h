// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <QLocale>
#include <QString>
#include <QStringList>

namespace Sektor {

/// What of a result's figures a certificate's text does not print where the certificate prints them.
struct PrintedFigures
{
    int gridFigures = 0; ///< The results grid's figures (three units per cell).
    int sectionFigures = 0; ///< The numbers of the kinds' own sections.
    QStringList sectionHeadings; ///< Of the sections that print numbers.
    QStringList missing; ///< Each row or sentence not printed as the result has it, as its figures.

    int count() const { return gridFigures + sectionFigures; }
};

/**
 * Whether the certificate's text prints @p result's figures formatted in @p locale where the certificate puts them, as
 * pdftotext reads it (@p text in reading order, @p layoutText with `-layout`: a line per line of the page):
 * - the results grid (in @p layoutText) row by row, in the grid's order, each row one line that is its name (the part
 * of it on that line, when the name wraps) followed by exactly its cells' figures in the columns' order, and nothing
 * else: a grid that shows other figures, with the true ones hidden elsewhere on the page, fails;
 * - the kinds' own sections (KindReport::certificateSection(), worded with @p locale's number format) sentence by
 *   sentence: a sentence's numbers side by side among the text's numbers, in any order, since the reader's language
 *   may not be the one printed and a translation may order them otherwise.
 */
PrintedFigures
printedFigures(const RunResult &result, const QLocale &locale, const QString &text, const QString &layoutText);

} // namespace Sektor
