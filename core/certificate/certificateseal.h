// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "certificate/pdfattachment.h"
#include "model/results.h"

#include <QImage>
#include <QPair>
#include <QString>

#include <optional>

namespace Sektor {

/// The name the result's canonical JSON has inside a certificate's PDF.
inline constexpr char ResultAttachmentName[] = "sektor-result.json";

/// What makes a certificate checkable by anyone: its result's canonical JSON (canonicalResultJson()) attached to the
/// PDF, and on page 1 that JSON's SHA-256, as text and as a QR code.
struct CertificateSeal
{
    QString sha256; ///< 64 lower-case hex digits.
    PdfAttachment attachment;
    QPair<QString, QImage> qrImage; ///< The QR code of sha256, under the name the HTML refers to it by.
    QString html; ///< Page 1's block: the QR code beside the hash and how to check it.
};

/// The seal of @p result; its HTML puts @p alongside (a line of page 1) above the hash, both beside the QR code.
CertificateSeal certificateSeal(const RunResult &result, const QString &alongside = {});

/// @p bytes' SHA-256 as 64 lower-case hex digits.
QString sha256Hex(const QByteArray &bytes);
/// A hash as printed: groups of four digits ("3f2a 9c01 …"), as SSH prints its fingerprints' art, to read aloud.
QString groupedHash(const QString &hex);
/// The hash printed by groupedHash() found in a page's text (as pdftotext gives it), its groups joined; nullopt when
/// the text holds none, or more than one different.
std::optional<QString> printedHash(const QString &pageText);
/// @p text as a QR code (medium error correction, a white margin of two modules), @p moduleSize pixels a module, black
/// on white; null when it does not fit one.
QImage qrCode(const QString &text, int moduleSize = 8);

} // namespace Sektor
