// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "certificate/certificatedocument.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

/// The pieces the certificate and the summary page share, in the HTML subset QTextDocument lays out (tables with
/// attributes, no CSS layout), so the HTML file and the PDF printed from it look alike.
namespace Sektor::HtmlParts {

/// A "Sektor::Certificate" sentence in the reader's language.
QString say(const char *text);

/// The band across the top of a report: what it is, whom it is about, and its outcome at a glance.
struct HeaderBand
{
    QString kind; ///< "Drive test report", small above the name.
    QString name; ///< The drive's model (or the batch's profile), large.
    QStringList facts; ///< Under the name, joined by " · ": serial, capacity, device.
    /// The outcome words, each on its own colour (outcomeColour()); the summary shows one per count.
    QList<QPair<QString, QString>> badges;
    QStringList when; ///< Right under the badges: date, station.
};

/// The page's start: the HTML head and the body's fonts.
QString pageStart(const QString &title);
QString pageEnd();
QString headerBand(const HeaderBand &band);
/// What made the report and for whom: the Sektor version and the time, the technician and the customer (each left out
/// when empty), in one line of label and value pairs.
QString madeFor(const CertificateFields &fields);
/// A label as the facts tables and madeFor() colour theirs, escaped.
QString labelled(const QString &label);
/// A section's heading; @p newPage starts it on a page of its own in print.
QString heading(const QString &text, bool newPage = false);
/// Label and value pairs as a two-column table; pairs with an empty value are left out.
QString factsTable(const QList<QPair<QString, QString>> &facts);
/// Two blocks side by side (the drive's facts and the test's), each half the width.
QString sideBySide(const QString &left, const QString &right);

/// What a grid shows beyond its header and cells.
struct GridOptions
{
    /// A row above the header naming runs of columns ("Read" over MB/s, IOPS and µs): label and how many columns. A run
    /// of one column without a label lets that column's header take both rows.
    QList<QPair<QString, int>> groups;
    /// A background per row ("#fdf0e0", empty for none); when none is given every other row is lightly shaded.
    QStringList rowTints;
};
/// A grid with a header row; @p rightAligned marks the columns of figures; cells are escaped here.
QString grid(const QStringList &header,
             const QList<QStringList> &rows,
             const QList<bool> &rightAligned = {},
             const GridOptions &options = {});
/// A column of figures that all carry the same unit ("3,512 MB/s", "–" for none) shows it once, in its header: the
/// unit moves from each of @p rows's cells in @p column to a line of its own under @p header's. (A header's "\n" breaks
/// its line.)
void unitToHeader(QStringList &header, QList<QStringList> &rows, int column);
/// Sentences as a list; @p warning colours them as a warning.
QString sentences(const QStringList &lines, bool warning = false);

/// The document's image @p name, shown @p width CSS pixels wide in a paragraph of its own.
QString picture(const QString &name, int width);
/// What the batch found to look at (a figure below its model, a health problem, why a drive did not finish): red, one
/// a line, in the grids' small type since each names a figure.
QString findings(const QStringList &lines);
/// A framed box under a bold @p title: what a reader must know before reading the figures.
QString noteBox(const QString &title, const QStringList &lines);

} // namespace Sektor::HtmlParts
