// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/printedfigures.h"

#include "report/kindreports.h"
#include "report/testgrid.h"
#include "report/unitformat.h"

#include <QRegularExpression>

#include <algorithm>

namespace Sektor {

namespace {
// The units of each cell, in the order the certificate's grid prints them (drivecertificate.cpp).
constexpr DisplayUnit GridUnits[] {
    DisplayUnit::MegabytesPerSecond, DisplayUnit::Iops, DisplayUnit::LatencyMicroseconds};

QStringList tokens(const QString &text)
{
    return text.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

struct GridRow
{
    QStringList name;
    QStringList figures;
};

QList<GridRow> gridRowsOf(const RunResult &result, const QLocale &locale)
{
    const TestGrid grid = TestGrid::of(result.tests);
    QList<GridRow> rows;
    for (int row = 0; row < grid.rows.size(); ++row) {
        GridRow printed {tokens(grid.rows.at(row).name()), {}};
        for (int column = 0; column < grid.columns.size(); ++column) {
            const TestResult *t = grid.cell(result.tests, row, column);
            for (DisplayUnit unit : GridUnits)
                printed.figures << (t ? tokens(formatResult(*t, unit, locale)) : QStringList {QStringLiteral("–")});
        }
        rows << printed;
    }
    return rows;
}

// Whether @p line is @p row: a start of its name (all of it, or the words before a wrap), then its figures, nothing
// else.
bool isRow(const QStringList &line, const GridRow &row)
{
    const qsizetype named = line.size() - row.figures.size();
    if (named < 1 || named > row.name.size())
        return false;
    return std::equal(line.cbegin(), line.cbegin() + named, row.name.cbegin())
        && std::equal(line.cbegin() + named, line.cend(), row.figures.cbegin());
}

// The grid's rows not printed in their order and place, each as its name.
QStringList gridRowsMissing(const QList<GridRow> &rows, const QStringList &lines)
{
    QStringList missing;
    qsizetype from = 0;
    for (const GridRow &row : rows) {
        qsizetype at = from;
        while (at < lines.size() && !isRow(tokens(lines.at(at)), row))
            ++at;
        if (at == lines.size()) {
            missing << row.name.join(QLatin1Char(' ')) + QLatin1String(": ") + row.figures.join(QLatin1Char(' '));
            continue; // the next rows are still looked for after the last one found
        }
        from = at + 1;
    }
    return missing;
}

// A number as the certificate prints one: digits, with the locale's group and decimal separators between them.
QStringList numbersIn(const QString &text)
{
    static const QRegularExpression Number(QStringLiteral("\\d(?:[\\d.,]*\\d)?"));
    QStringList numbers;
    QRegularExpressionMatchIterator it = Number.globalMatch(text);
    while (it.hasNext())
        numbers << it.next().captured();
    return numbers;
}

// The numbers of the kinds' own sections, sentence by sentence, as certificateSection() words them with @p locale's
// number format: whatever the language of their sentences, their numbers are the same.
QList<QStringList> sectionSentences(const RunResult &result, const QLocale &locale, QStringList *headings)
{
    const QLocale previous;
    QLocale::setDefault(locale); // what the sections' translated wording formats with
    QList<QStringList> sentences;
    for (const KindReport *kind : kindReports()) {
        const std::optional<KindCertificateSection> section = kind->certificateSection(result);
        if (!section)
            continue;
        const qsizetype before = sentences.size();
        for (const QString &line : section->lead + section->facts) {
            if (QStringList numbers = numbersIn(line); !numbers.isEmpty())
                sentences << numbers;
        }
        if (sentences.size() > before)
            headings->append(section->heading);
    }
    QLocale::setDefault(previous);
    return sentences;
}

// The sentences whose numbers are not printed together in @p text, each as its numbers.
QStringList sentencesMissing(const QList<QStringList> &sentences, const QString &text)
{
    const QStringList printed = numbersIn(text);
    QStringList missing;
    for (QStringList line : sentences) {
        std::sort(line.begin(), line.end());
        bool found = false;
        for (qsizetype at = 0; !found && at + line.size() <= printed.size(); ++at) {
            QStringList window = printed.mid(at, line.size());
            std::sort(window.begin(), window.end());
            found = window == line;
        }
        if (!found)
            missing << line.join(QLatin1String(", "));
    }
    return missing;
}
} // namespace

PrintedFigures
printedFigures(const RunResult &result, const QLocale &locale, const QString &text, const QString &layoutText)
{
    PrintedFigures found;
    const QList<GridRow> rows = gridRowsOf(result, locale);
    for (const GridRow &row : rows)
        found.gridFigures += int(row.figures.size());
    const QList<QStringList> sentences = sectionSentences(result, locale, &found.sectionHeadings);
    for (const QStringList &sentence : sentences)
        found.sectionFigures += int(sentence.size());
    found.missing = gridRowsMissing(rows, layoutText.split(QLatin1Char('\n'))) + sentencesMissing(sentences, text);
    return found;
}

} // namespace Sektor
