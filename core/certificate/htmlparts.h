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
/// The page's start: title, the generator line and the technician's fields.
QString pageStart(const QString &title, const CertificateFields &fields);
QString pageEnd();
QString heading(const QString &text);
/// Label and value pairs as a two-column table; pairs with an empty value are left out.
QString factsTable(const QList<QPair<QString, QString>> &facts);
/// A grid with a header row; @p rightAligned marks the columns of figures; cells are escaped here.
QString grid(const QStringList &header, const QList<QStringList> &rows, const QList<bool> &rightAligned = {});
/// Sentences as a list; @p warning colours them as a warning.
QString sentences(const QStringList &lines, bool warning = false);

} // namespace Sektor::HtmlParts
