// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/htmlparts.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

#include <algorithm>
#include <numeric>

namespace Sektor::HtmlParts {

namespace {
// The reports' colours: a dark slate band with white text (it stays dark and legible printed in grey), headings in
// its colour, tables ruled in a light grey.
constexpr char BandColour[] = "#24364f";
constexpr char BandMutedText[] = "#c9d4e3";
constexpr char BandText[] = "#eef2f7";
constexpr char LabelColour[] = "#5f6368";
constexpr char RuleColour[] = "#c3cad4";
constexpr char HeaderRowColour[] = "#e6ebf1";
constexpr char StripeColour[] = "#f5f7fa";
constexpr char NoteBorder[] = "#a85300";
constexpr char NoteBackground[] = "#fff5e8";
constexpr char NoteTitle[] = "#7a3d00";

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString coloured(const QString &colour, const QString &html)
{
    return QStringLiteral("<font color=\"") + colour + QStringLiteral("\">") + html + QStringLiteral("</font>");
}

// The outcome words in white on their colours, side by side in a white frame that keeps them apart from the band (and
// from each other) when printed in grey.
QString badges(const QList<QPair<QString, QString>> &words)
{
    QString cells;
    for (const auto &[word, colour] : words)
        cells += QStringLiteral("<td align=\"center\" bgcolor=\"") + colour
            + QStringLiteral("\" style=\"white-space: nowrap;\"><span style=\"font-size: 12pt; font-weight: bold;\">")
            + coloured(QStringLiteral("#ffffff"), escaped(word)) + QStringLiteral("</span></td>");
    return QStringLiteral("<table align=\"right\" cellspacing=\"2\" cellpadding=\"5\" bgcolor=\"#ffffff\"><tr>") + cells
        + QStringLiteral("</tr></table>\n");
}
} // namespace

QString say(const char *text)
{
    return QCoreApplication::translate("Sektor::Certificate", text);
}

QString pageStart(const QString &title)
{
    return QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>") + escaped(title)
        + QStringLiteral("</title></head>\n<body style=\"font-family: sans-serif; font-size: 9pt;\">\n");
}

QString pageEnd()
{
    return QStringLiteral("</body></html>\n");
}

QString headerBand(const HeaderBand &band)
{
    QString left = QStringLiteral("<p style=\"margin: 0px;\"><span style=\"font-size: 8pt;\">")
        + coloured(QLatin1String(BandMutedText), escaped(band.kind.toUpper())) + QStringLiteral("</span></p>\n")
        + QStringLiteral("<p style=\"margin-top: 2px; margin-bottom: 2px;\"><span style=\"font-size: 16pt; "
                         "font-weight: bold;\">")
        + coloured(QStringLiteral("#ffffff"), escaped(band.name)) + QStringLiteral("</span></p>\n");
    if (!band.facts.isEmpty())
        left += QStringLiteral("<p style=\"margin: 0px;\">")
            + coloured(QLatin1String(BandText), escaped(band.facts.join(QStringLiteral(" · "))))
            + QStringLiteral("</p>\n");
    QString right = band.badges.isEmpty() ? QString() : badges(band.badges);
    QStringList when;
    for (const QString &line : band.when)
        when << escaped(line);
    if (!when.isEmpty())
        right += QStringLiteral("<p align=\"right\" style=\"margin-top: 4px; margin-bottom: 0px;\">")
            + coloured(QLatin1String(BandText), when.join(QStringLiteral("<br>"))) + QStringLiteral("</p>\n");
    return QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"10\" bgcolor=\"")
        + QLatin1String(BandColour) + QStringLiteral("\">\n<tr><td width=\"58%\" valign=\"middle\">\n") + left
        + QStringLiteral("</td>\n<td width=\"42%\" valign=\"middle\">\n") + right
        + QStringLiteral("</td></tr>\n</table>\n");
}

QString madeFor(const CertificateFields &fields)
{
    const QString version = QCoreApplication::applicationVersion().isEmpty() ? QStringLiteral(SEKTOR_VERSION_STRING)
                                                                             : QCoreApplication::applicationVersion();
    const QList<QPair<QString, QString>> pairs {
        {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Made by")),
         say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Sektor %1 on %2"))
             .arg(version, QLocale().toString(QDateTime::currentDateTime(), QLocale::ShortFormat))},
        {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Technician")), fields.operatorName},
        {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Customer")), fields.customer}};
    QString cells;
    for (const auto &[label, value] : pairs) {
        if (!value.isEmpty())
            cells += QStringLiteral("<td>") + coloured(QLatin1String(LabelColour), escaped(label))
                + QStringLiteral("</td><td>") + escaped(value) + QStringLiteral("</td>");
    }
    return QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\" style=\"margin-top: 4px;\"><tr>") + cells
        + QStringLiteral("</tr></table>\n");
}

QString labelled(const QString &label)
{
    return coloured(QLatin1String(LabelColour), escaped(label));
}

QString heading(const QString &text, bool newPage)
{
    QString html = QStringLiteral("<h2 style=\"font-size: 11pt; margin-top: 8px; margin-bottom: 3px;");
    if (newPage)
        html += QStringLiteral(" page-break-before: always;");
    return html + QStringLiteral("\">") + coloured(QLatin1String(BandColour), escaped(text))
        + QStringLiteral("</h2>\n");
}

QString factsTable(const QList<QPair<QString, QString>> &facts)
{
    QString rows;
    for (const auto &[label, value] : facts) {
        if (!value.isEmpty())
            rows += QStringLiteral("<tr><td>") + coloured(QLatin1String(LabelColour), escaped(label))
                + QStringLiteral("</td><td>") + escaped(value) + QStringLiteral("</td></tr>\n");
    }
    return rows.isEmpty()
        ? QString()
        : QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\">\n") + rows + QStringLiteral("</table>\n");
}

QString sideBySide(const QString &left, const QString &right)
{
    return QStringLiteral(
               "<table width=\"100%\" cellspacing=\"0\" cellpadding=\"0\" style=\"margin-top: 6px;\"><tr><td "
               "width=\"50%\" "
               "valign=\"top\">\n")
        + left + QStringLiteral("</td><td width=\"50%\" valign=\"top\">\n") + right
        + QStringLiteral("</td></tr></table>\n");
}

namespace {
// How wide a cell wants to be, in characters: a figure its whole length, text at least its longest word.
int cellLength(const QString &text, bool figure)
{
    if (figure)
        return int(text.size());
    // Text may wrap between words, but a column of names a few words long reads better on fewer lines.
    constexpr int ComfortableLength = 20;
    int longest = std::min(int(text.size()), ComfortableLength);
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        longest = std::max(longest, int(word.size()));
    return longest;
}

// A header wraps at every word rather than widen its column; its words are bold, a quarter wider than plain text
// ("Seriennummer" must not break).
int headerLength(const QString &text)
{
    int longest = 0;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        longest = std::max(longest, int(word.size()));
    return longest * 5 / 4 + 1;
}

// Column widths in percent, in proportion to what each column cannot break: QTextDocument shares a table's width out
// evenly otherwise, breaking "unknown" into "unkno wn" beside a column of short figures with room to spare.
QList<int> columnPercents(const QStringList &header, const QList<QStringList> &rows, const QList<bool> &figures)
{
    QList<int> need;
    for (int c = 0; c < header.size(); ++c) {
        const bool figure = c < figures.size() && figures.at(c);
        int longest = std::max(2, headerLength(header.at(c)));
        for (const QStringList &row : rows)
            longest = std::max(longest, c < row.size() ? cellLength(row.at(c), figure) : 0);
        need << longest + 3; // the padding and borders, in characters
    }
    const int total = std::accumulate(need.cbegin(), need.cend(), 0);
    QList<int> percents;
    for (int n : need)
        percents << std::max(1, n * 100 / std::max(1, total));
    // What the rounding down left over goes to the widest column: a table of ten columns came out a tenth narrower than
    // the page.
    if (!percents.isEmpty())
        *std::max_element(percents.begin(), percents.end())
            += 100 - std::accumulate(percents.cbegin(), percents.cend(), 0);
    return percents;
}

// The columns whose header spans both header rows: those of a group of one without a label.
QList<bool> tallHeaders(int columns, const QList<QPair<QString, int>> &groups)
{
    QList<bool> tall(columns, false);
    int column = 0;
    for (const auto &[label, span] : groups) {
        if (span == 1 && label.isEmpty() && column < columns)
            tall[column] = true;
        column += span;
    }
    return tall;
}

// A header's "\n" breaks its line: a unit under its figure's name ("SEQ1M Q8T1 read", "MB/s").
QString headerCell(const QString &text, const QString &attributes)
{
    return QStringLiteral("<th") + attributes + QLatin1Char('>')
        + escaped(text).replace(QLatin1Char('\n'), QStringLiteral("<br>")) + QStringLiteral("</th>");
}

// A grid's columns: which hold figures (aligned right, never broken) and how wide each is.
struct GridColumns
{
    QList<bool> figures;
    QList<int> percents;

    bool right(int column) const { return column < figures.size() && figures.at(column); }
    // A header cell's width and alignment.
    QString headerAttributes(int column) const
    {
        QString attributes = QStringLiteral(" width=\"%1%\"").arg(percents.value(column));
        if (right(column))
            attributes += QStringLiteral(" align=\"right\"");
        return attributes;
    }
};

// The header rows: the groups' labels over their columns where there are groups, then each column's header (a column
// alone in an unlabelled group takes both rows).
QString headerRows(const QStringList &header, const GridColumns &columns, const QList<QPair<QString, int>> &groups)
{
    const QList<bool> tall = tallHeaders(int(header.size()), groups);
    const QString rowStart = QStringLiteral("<tr bgcolor=\"") + QLatin1String(HeaderRowColour) + QStringLiteral("\">");
    QString html;
    if (!groups.isEmpty()) {
        html += rowStart;
        int column = 0;
        for (const auto &[label, span] : groups) {
            html += tall.value(column)
                ? headerCell(header.at(column), QStringLiteral(" rowspan=\"2\"") + columns.headerAttributes(column))
                : headerCell(label, QStringLiteral(" colspan=\"%1\" align=\"center\"").arg(span));
            column += span;
        }
        html += QStringLiteral("</tr>\n");
    }
    html += rowStart;
    for (int c = 0; c < header.size(); ++c) {
        if (!tall.value(c))
            html += headerCell(header.at(c), columns.headerAttributes(c));
    }
    return html + QStringLiteral("</tr>\n");
}

QString bodyRow(const QStringList &row, const GridColumns &columns, const QString &tint)
{
    QString html
        = tint.isEmpty() ? QStringLiteral("<tr>") : QStringLiteral("<tr bgcolor=\"") + tint + QStringLiteral("\">");
    for (int c = 0; c < row.size(); ++c) {
        // Figures never break inside: "11,345.73" over two lines reads as two numbers.
        html += columns.right(c) ? QStringLiteral("<td align=\"right\" style=\"white-space: nowrap;\">")
                                 : QStringLiteral("<td>");
        html += escaped(row.at(c)) + QStringLiteral("</td>");
    }
    return html + QStringLiteral("</tr>\n");
}
} // namespace

QString grid(const QStringList &header,
             const QList<QStringList> &rows,
             const QList<bool> &rightAligned,
             const GridOptions &options)
{
    const GridColumns columns {rightAligned, columnPercents(header, rows, rightAligned)};
    // The header rows in <thead>: printed again at the top of each page a long grid runs over.
    QString html
        = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\" "
                         "style=\"font-size: 8pt; margin-bottom: 6px; border-collapse: collapse; border-style: solid; "
                         "border-color: ")
        + QLatin1String(RuleColour) + QStringLiteral(";\">\n<thead>") + headerRows(header, columns, options.groups)
        + QStringLiteral("</thead>\n");
    for (int r = 0; r < rows.size(); ++r) {
        const QString stripe = r % 2 == 1 ? QLatin1String(StripeColour) : QString();
        html += bodyRow(rows.at(r), columns, options.rowTints.isEmpty() ? stripe : options.rowTints.value(r));
    }
    return html + QStringLiteral("</table>\n");
}

void unitToHeader(QStringList &header, QList<QStringList> &rows, int column)
{
    QString unit;
    for (const QStringList &row : rows) {
        const QString cell = row.value(column);
        const qsizetype space = cell.lastIndexOf(QLatin1Char(' '));
        if (space < 0)
            continue; // "–": nothing measured
        if (!unit.isEmpty() && cell.mid(space + 1) != unit)
            return; // units differ: each cell keeps its own
        unit = cell.mid(space + 1);
    }
    if (unit.isEmpty())
        return;
    const QString suffix = QLatin1Char(' ') + unit;
    for (QStringList &row : rows) {
        if (column < row.size() && row.at(column).endsWith(suffix))
            row[column].chop(suffix.size());
    }
    header[column] += QLatin1Char('\n') + unit;
}

QString sentences(const QStringList &lines, bool warning)
{
    if (lines.isEmpty())
        return {};
    QString html = warning ? QStringLiteral("<ul style=\"color: #b00020; margin-top: 0px; margin-bottom: 2px;\">\n")
                           : QStringLiteral("<ul style=\"margin-top: 0px; margin-bottom: 2px;\">\n");
    for (const QString &line : lines)
        html += QStringLiteral("<li>") + escaped(line) + QStringLiteral("</li>\n");
    return html + QStringLiteral("</ul>\n");
}

QString findings(const QStringList &lines)
{
    if (lines.isEmpty())
        return {};
    QString html
        = QStringLiteral("<ul style=\"color: #b00020; font-size: 8pt; margin-top: 0px; margin-bottom: 2px;\">\n");
    for (const QString &line : lines)
        html += QStringLiteral("<li>") + escaped(line) + QStringLiteral("</li>\n");
    return html + QStringLiteral("</ul>\n");
}

QString noteBox(const QString &title, const QStringList &lines)
{
    if (lines.isEmpty())
        return {};
    QString items;
    for (const QString &line : lines)
        items += QStringLiteral("<li>") + escaped(line) + QStringLiteral("</li>\n");
    return QStringLiteral("<table width=\"100%\" border=\"2\" cellspacing=\"0\" cellpadding=\"6\" bgcolor=\"")
        + QLatin1String(NoteBackground)
        + QStringLiteral("\" style=\"margin-top: 8px; border-collapse: collapse; border-style: solid; border-color: ")
        + QLatin1String(NoteBorder) + QStringLiteral(";\"><tr><td>\n<p style=\"margin: 0px;\"><b>")
        + coloured(QLatin1String(NoteTitle), escaped(title))
        + QStringLiteral("</b></p>\n<ul style=\"margin-top: 3px; margin-bottom: 0px;\">\n") + items
        + QStringLiteral("</ul>\n</td></tr></table>\n");
}

QString picture(const QString &name, int width)
{
    return QStringLiteral("<p style=\"margin-top: 4px; margin-bottom: 0px;\"><img src=\"") + escaped(name)
        + QStringLiteral("\" width=\"") + QString::number(width) + QStringLiteral("\"></p>\n");
}

} // namespace Sektor::HtmlParts
