// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/certificateseal.h"
#include "certificate/htmlparts.h"
#include "report/jsonreport.h"

#include <QCryptographicHash>
#include <QRegularExpression>
#include <QSet>

#include <qrencode.h>

#include <memory>

namespace Sektor {

using HtmlParts::say;

namespace {
constexpr char QrImageName[] = "sha256-qr.png";
// The code's printed width in CSS pixels (17 mm, 0.4 mm a module for the 41 of a SHA-256 in hex): a phone reads it
// from a hand's length, and it leaves page 1 room for the rest.
constexpr int QrWidthCss = 64;
// The page around the code is white: two modules of white in the picture itself make a quiet zone of four with it.
constexpr int QuietModules = 2;
constexpr int GroupDigits = 4;
} // namespace

QString sha256Hex(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QString groupedHash(const QString &hex)
{
    QString grouped;
    for (int i = 0; i < hex.size(); i += GroupDigits) {
        if (i > 0)
            grouped += QLatin1Char(' ');
        grouped += hex.mid(i, GroupDigits);
    }
    return grouped;
}

std::optional<QString> printedHash(const QString &pageText)
{
    // Sixteen groups of four hex digits, whatever white space pdftotext puts between them.
    static const QRegularExpression grouped(
        QStringLiteral("(?<![0-9a-f])[0-9a-f]{4}(?:\\s+[0-9a-f]{4}){15}(?![0-9a-f])"));
    QSet<QString> found;
    for (QRegularExpressionMatchIterator it = grouped.globalMatch(pageText); it.hasNext();)
        found.insert(it.next().captured(0).remove(QRegularExpression(QStringLiteral("\\s"))));
    if (found.size() != 1)
        return std::nullopt;
    return *found.cbegin();
}

QImage qrCode(const QString &text, int moduleSize)
{
    const QByteArray data = text.toUtf8();
    const std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
        QRcode_encodeData(int(data.size()), reinterpret_cast<const unsigned char *>(data.constData()), 0, QR_ECLEVEL_M),
        &QRcode_free);
    if (!code)
        return {};
    // One bit a pixel: QPdfWriter keeps such a picture lossless (a bitmap), where it would make a photo's JPEG of
    // others.
    const int side = (code->width + 2 * QuietModules) * moduleSize;
    QImage image(side, side, QImage::Format_Mono);
    image.setColorTable({qRgb(255, 255, 255), qRgb(0, 0, 0)});
    image.fill(0);
    for (int y = 0; y < side; ++y) {
        const int row = y / moduleSize - QuietModules;
        for (int x = 0; x < side; ++x) {
            const int column = x / moduleSize - QuietModules;
            const bool inside = row >= 0 && row < code->width && column >= 0 && column < code->width;
            if (inside && (code->data[row * code->width + column] & 1)) // bit 0: a dark module
                image.setPixel(x, y, 1);
        }
    }
    return image;
}

CertificateSeal certificateSeal(const RunResult &result, const QString &alongside)
{
    CertificateSeal seal;
    const QByteArray json = canonicalResultJson(result);
    seal.sha256 = sha256Hex(json);
    seal.attachment = {QLatin1String(ResultAttachmentName),
                       say(QT_TRANSLATE_NOOP("Sektor::Certificate",
                                             "The test's result as Sektor wrote it: 'sektor-cli certificate verify' "
                                             "checks the certificate against it")),
                       QByteArrayLiteral("application/json"),
                       json,
                       result.finished.isValid() ? result.finished : result.started};
    seal.qrImage = {QLatin1String(QrImageName), qrCode(seal.sha256)};
    const QString text = QStringLiteral("<p style=\"margin-top: 1px; margin-bottom: 0px; margin-left: 3px;\">")
        + HtmlParts::labelled(say(QT_TRANSLATE_NOOP("Sektor::Certificate", "SHA-256 of the attached result")))
        + QStringLiteral(" <span style=\"font-family: monospace; font-size: 8pt; white-space: nowrap;\">")
        + groupedHash(seal.sha256).toHtmlEscaped() + QStringLiteral("</span></p>\n");
    // Beside the QR code, which is taller than a line: what stands above the hash shares its height.
    seal.html = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"0\"><tr><td valign=\"middle\">")
        + alongside + text + QStringLiteral("</td><td width=\"") + QString::number(QrWidthCss + 6)
        + QStringLiteral("\" align=\"right\" valign=\"middle\"><img src=\"") + QLatin1String(QrImageName)
        + QStringLiteral("\" width=\"") + QString::number(QrWidthCss) + QStringLiteral("\" height=\"")
        + QString::number(QrWidthCss) + QStringLiteral("\"></td></tr></table>\n");
    return seal;
}

} // namespace Sektor
