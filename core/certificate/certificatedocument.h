// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "certificate/pdfattachment.h"

#include <QIODevice>
#include <QImage>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace Sektor {

/// Who a report is for and by whom: printed on every certificate and summary page; empty fields are left out.
struct CertificateFields
{
    QString operatorName; ///< The technician.
    QString customer;
};

/// How a report fills its printed pages: how many, and how much of the last one its content takes.
struct PageFit
{
    int pages = 0;
    /// The share of the last page's height taken by content, from its top (0 to 1): a sliver is a small share.
    double lastPageShare = 0;
};

/// A report as HTML that refers to its pictures by name ("bars.png"), and the pictures.
struct CertificateDocument
{
    QString title;
    QString html;
    QList<QPair<QString, QImage>> images;
    /// Printed across the page: a summary's table of many columns needs the width.
    bool landscape = false;
    /// Files the PDF carries (the result's JSON of a certificate); the HTML file has none.
    QList<PdfAttachment> attachments;

    /// One self-contained HTML file: the pictures inlined as data: URLs, so it can be mailed alone.
    QByteArray htmlFile() const;
    /// Prints it as an A4 PDF (QPdfWriter, no external tool) into @p device, "page 1 of 2" at the foot of each page,
    /// with the attachments added (withAttachments()).
    /// False with the reason in @p error.
    bool writePdf(QIODevice &device, QString *error) const;
    /// How writePdf() fills its pages: laid out the same way, on the same page, nothing written.
    PageFit pageFit() const;
    /**
     * Takes the first of @p layouts (the same report's HTML placed differently, in order of preference) that prints on
     * the fewest pages any of them needs without a sliver for a last page; where each leaves a sliver, the one whose
     * last page is fullest.
     */
    void takeBestLayout(const QStringList &layouts);

private:
    /// writePdf() without the attachments: what QPdfWriter prints.
    bool printPdf(QIODevice &device, QString *error) const;
};

/// A last page whose content takes less than this share of it is a sliver: the reader turns the page for two lines.
inline constexpr double SliverShare = 1.0 / 3;

} // namespace Sektor
