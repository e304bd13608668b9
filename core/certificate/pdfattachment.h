// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

namespace Sektor {

/// A file carried inside a PDF: what a reader's attachment pane lists and `pdfdetach -save` writes out.
struct PdfAttachment
{
    QString fileName; ///< "sektor-result.json": plain ASCII, as the name tree's key.
    QString description; ///< Shown by readers beside the name (pdfdetach -list does not).
    QByteArray mimeType; ///< "application/json".
    QByteArray bytes;
    QDateTime modified; ///< The file's time in its /Params; left out when invalid.
};

/**
 * Adds @p attachments to @p pdf (a whole PDF with a classic cross-reference table, as QPdfWriter writes it) as an
 * incremental update (ISO 32000 §7.5.6): the original bytes stay as they are, and after them come the embedded file
 * streams, their file specifications, an EmbeddedFiles name tree, a new version of the catalog that points at it (and
 * lists the files in /AF), a cross-reference section for those objects and a trailer whose /Prev is the original's.
 * Empty with the reason in @p error when @p pdf is not a PDF this can extend (a cross-reference stream, a catalog that
 * already has /Names or /AF).
 */
QByteArray withAttachments(const QByteArray &pdf, const QList<PdfAttachment> &attachments, QString *error);

} // namespace Sektor
