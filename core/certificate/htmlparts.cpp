// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/htmlparts.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

#include <algorithm>
#include <numeric>

namespace Sektor::HtmlParts {

QString say(const char *text)
{
    return QCoreApplication::translate("Sektor::Certificate", text);
}

QString pageStart(const QString &title, const CertificateFields &fields)
{
    QString html = QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>")
        + title.toHtmlEscaped()
        + QStringLiteral("</title></head>\n<body style=\"font-family: sans-serif; font-size: 10pt;\">\n<h1>")
        + title.toHtmlEscaped() + QStringLiteral("</h1>\n");
    const QString made
        = say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Made by Sektor %1 on %2."))
              .arg(QCoreApplication::applicationVersion().isEmpty() ? QStringLiteral(SEKTOR_VERSION_STRING)
                                                                    : QCoreApplication::applicationVersion(),
                   QLocale().toString(QDateTime::currentDateTime(), QLocale::LongFormat));
    html += QStringLiteral("<p>") + made.toHtmlEscaped() + QStringLiteral("</p>\n");
    html += factsTable({{say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Technician")), fields.operatorName},
                        {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Customer")), fields.customer}});
    return html;
}

QString pageEnd()
{
    return QStringLiteral("</body></html>\n");
}

QString heading(const QString &text)
{
    return QStringLiteral("<h2 style=\"margin-top: 14px;\">") + text.toHtmlEscaped() + QStringLiteral("</h2>\n");
}

QString factsTable(const QList<QPair<QString, QString>> &facts)
{
    QString rows;
    for (const auto &[label, value] : facts) {
        if (!value.isEmpty())
            rows += QStringLiteral("<tr><td><b>") + label.toHtmlEscaped() + QStringLiteral("</b></td><td>")
                + value.toHtmlEscaped() + QStringLiteral("</td></tr>\n");
    }
    return rows.isEmpty()
        ? QString()
        : QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">\n") + rows + QStringLiteral("</table>\n");
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
    return percents;
}
} // namespace

QString grid(const QStringList &header, const QList<QStringList> &rows, const QList<bool> &rightAligned)
{
    const QList<int> percents = columnPercents(header, rows, rightAligned);
    const auto cell = [&](const QString &tag, int column, const QString &text) -> QString {
        // Figures never break inside: "11,345.73" over two lines reads as two numbers.
        const bool right = column < rightAligned.size() && rightAligned.at(column);
        const bool figure = right && tag == QLatin1String("td");
        const QString width
            = tag == QLatin1String("th") ? QStringLiteral(" width=\"%1%\"").arg(percents.value(column)) : QString();
        return QLatin1Char('<') + tag + width + (right ? QStringLiteral(" align=\"right\"") : QString())
            + (figure ? QStringLiteral(" style=\"white-space: nowrap;\"") : QString()) + QLatin1Char('>')
            + text.toHtmlEscaped() + QStringLiteral("</") + tag + QLatin1Char('>');
    };
    QString html = QStringLiteral(
        "<table border=\"1\" cellspacing=\"0\" cellpadding=\"2\" width=\"100%\" style=\"font-size: 7pt;\">\n<tr>");
    for (int c = 0; c < header.size(); ++c)
        html += cell(QStringLiteral("th"), c, header.at(c));
    html += QStringLiteral("</tr>\n");
    for (const QStringList &row : rows) {
        html += QStringLiteral("<tr>");
        for (int c = 0; c < row.size(); ++c)
            html += cell(QStringLiteral("td"), c, row.at(c));
        html += QStringLiteral("</tr>\n");
    }
    return html + QStringLiteral("</table>\n");
}

QString sentences(const QStringList &lines, bool warning)
{
    if (lines.isEmpty())
        return {};
    QString html = warning ? QStringLiteral("<ul style=\"color: #b00020;\">\n") : QStringLiteral("<ul>\n");
    for (const QString &line : lines)
        html += QStringLiteral("<li>") + line.toHtmlEscaped() + QStringLiteral("</li>\n");
    return html + QStringLiteral("</ul>\n");
}

} // namespace Sektor::HtmlParts
