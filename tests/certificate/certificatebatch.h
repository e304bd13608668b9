// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "batch/batchentry.h"
#include "certificate/certificatedocument.h"

#include <QColor>
#include <QImage>
#include <QString>

#include <string>
#include <utility>
#include <vector>

namespace Sektor::Test {

/// Three drives of one model from the report fixtures (serials A1, B2, C3), the second at half the speed of the
/// others, and a fourth target that failed for want of space.
QList<BatchEntry> workshopBatch();

/// Four loop devices over tmpfs (RAM; no model, no serial) of the default profile, the second at 70 % of the others
/// (flagged): the batch whose certificates left "this measures RAM" alone on a second page. In each drive
/// @p unstableTests of its tests varied by 25 % between runs, one trust note more each.
QList<BatchEntry> ramBackedBatch(int unstableTests = 0);

/// The technician and the workshop the certificates are made out for (its name holds characters HTML escapes).
CertificateFields workshopFields();

/// The text of a PDF as pdftotext reads it (-layout off: words in reading order); empty and a test failure when it
/// cannot.
std::string pdfText(const QByteArray &pdf);

/// The words of a PDF as pdftotext reads them, one space between each: pdftotext breaks lines where the layout did, and
/// the words are what counts.
std::string pdfWords(const QByteArray &pdf);

/// A PDF as poppler sees it, page by page: the words of each (pdftotext, one space apart, the "fi" and "fl" ligatures
/// read back as letters) and its picture (pdftoppm at PagePictureDpi, also kept as SEKTOR_PICTURES_DIR/@p name-N.png
/// to look at).
struct PdfPages
{
    std::vector<std::string> words;
    std::vector<QImage> pictures;
};
inline constexpr int PagePictureDpi = 60;
PdfPages pdfPages(const QByteArray &pdf, const std::string &name);

/// The reports' colours as a reader sees them: the band's dark slate, the outcome badges' green, amber and red.
inline const QColor BandColour(0x24, 0x36, 0x4f);
inline const QColor PassedGreen(0x2e, 0x7d, 0x32);
inline const QColor FlaggedAmber(0xa8, 0x53, 0x00);
inline const QColor FailedRed(0xb0, 0x00, 0x20);
/// The header band of @p page: the first and last pixel rows in its top third that are at least half BandColour
/// (within a little, for antialiasing); {-1, -1} when there is none.
std::pair<int, int> bandRows(const QImage &page);
/// How many pixels of @p page's header band are @p colour (within a little): its badges.
int pixelsInBand(const QImage &page, const QColor &colour);
/// A last page whose content reaches down less than this share of its body is a sliver.
inline constexpr double LeastLastPageShare = 0.25;
/// How far down its body (the page less 12 mm at the top and 22 mm at the foot, where the page number is) the content
/// of @p page reaches, from 0 (nothing) to 1 (the whole body): a last page of 0.1 is a sliver.
double contentShare(const QImage &page);

} // namespace Sektor::Test
