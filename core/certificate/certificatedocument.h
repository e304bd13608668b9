// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QIODevice>
#include <QImage>
#include <QList>
#include <QPair>
#include <QString>

namespace Sektor {

/// Who a report is for and by whom: printed on every certificate and summary page; empty fields are left out.
struct CertificateFields
{
    QString operatorName; ///< The technician.
    QString customer;
};

/// A report as HTML that refers to its pictures by name ("bars.png"), and the pictures.
struct CertificateDocument
{
    QString title;
    QString html;
    QList<QPair<QString, QImage>> images;
    /// Printed across the page: a summary's table of many columns needs the width.
    bool landscape = false;

    /// One self-contained HTML file: the pictures inlined as data: URLs, so it can be mailed alone.
    QByteArray htmlFile() const;
    /// Prints it as an A4 PDF (QPdfWriter, no external tool) into @p device. False with the reason in @p error.
    bool writePdf(QIODevice &device, QString *error) const;
};

} // namespace Sektor
