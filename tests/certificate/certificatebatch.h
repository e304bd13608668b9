// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "batch/batchentry.h"
#include "certificate/certificatedocument.h"

#include <QString>

#include <string>

namespace Sektor::Test {

/// Three drives of one model from the report fixtures (serials A1, B2, C3), the second at half the speed of the
/// others, and a fourth target that failed for want of space.
QList<BatchEntry> workshopBatch();

/// The technician and the workshop the certificates are made out for (its name holds characters HTML escapes).
CertificateFields workshopFields();

/// The text of a PDF as pdftotext reads it (-layout off: words in reading order); empty and a test failure when it
/// cannot.
std::string pdfText(const QByteArray &pdf);

/// The words of a PDF as pdftotext reads them, one space between each: pdftotext breaks lines where the layout did, and
/// the words are what counts.
std::string pdfWords(const QByteArray &pdf);

/// Renders the PDF's first page with pdftoppm into SEKTOR_PICTURES_DIR/@p name.png, to look at; whether it made one.
bool renderFirstPage(const QByteArray &pdf, const std::string &name);

} // namespace Sektor::Test
