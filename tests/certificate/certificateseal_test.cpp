// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The seal of a certificate as data: the canonical JSON it embeds, the hash as printed and found again, the QR code.
#include "certificate/certificateseal.h"
#include "certificate/drivecertificate.h"
#include "certificatebatch.h"
#include "report/jsonreport.h"

#include <QCryptographicHash>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Test;

TEST(CertificateSeal, TheCanonicalJsonReadAndWrittenAgainIsTheSameBytes)
{
    const RunResult result = workshopBatch().first().result;
    const QByteArray json = canonicalResultJson(result);
    EXPECT_EQ(json, toJsonBytes(result)) << "the result file beside the certificate holds the same bytes";
    const Expected<RunResult> read = fromJson(json);
    ASSERT_TRUE(read) << qPrintable(read.error().detail);
    EXPECT_EQ(canonicalResultJson(*read), json);
}

TEST(CertificateSeal, ACertificateCarriesItsResultAndPrintsItsHashGrouped)
{
    const QList<BatchEntry> batch = workshopBatch();
    const CertificateDocument doc = driveCertificate(batch, 0, workshopFields());
    const QByteArray json = canonicalResultJson(batch.first().result);
    ASSERT_EQ(doc.attachments.size(), 1);
    EXPECT_EQ(doc.attachments.first().fileName, QStringLiteral("sektor-result.json"));
    EXPECT_EQ(doc.attachments.first().bytes, json);
    const QString hash = QString::fromLatin1(QCryptographicHash::hash(json, QCryptographicHash::Sha256).toHex());
    EXPECT_TRUE(doc.html.contains(groupedHash(hash))) << qPrintable(doc.html);
    EXPECT_TRUE(doc.html.contains(QStringLiteral("<img src=\"sha256-qr.png\""))) << qPrintable(doc.html);
    EXPECT_FALSE(doc.htmlFile().contains("sha256-qr.png\"")) << "the HTML file carries the code inline";
}

TEST(CertificateSeal, TheHashIsPrintedInGroupsOfFourAndFoundAgainInText)
{
    const QString hash = sha256Hex("abc");
    EXPECT_EQ(hash, QStringLiteral("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"));
    EXPECT_EQ(groupedHash(hash),
              QStringLiteral("ba78 16bf 8f01 cfea 4141 40de 5dae 2223 b003 61a3 9617 7a9c b410 ff61 f200 15ad"));
    // pdftotext may break the line anywhere between groups.
    const QString page = QStringLiteral("Made by Sektor\nSHA-256 of the attached result ba78 16bf 8f01 cfea 4141 40de "
                                        "5dae 2223\nb003 61a3 9617 7a9c b410 ff61 f200 15ad\nDrive");
    EXPECT_EQ(printedHash(page), hash);
    EXPECT_EQ(printedHash(page + QLatin1Char('\n') + groupedHash(hash)), hash) << "the same hash twice is one";
    EXPECT_EQ(printedHash(QStringLiteral("no hash here")), std::nullopt);
    EXPECT_EQ(printedHash(page + QLatin1Char('\n') + groupedHash(sha256Hex("abd"))), std::nullopt)
        << "two different hashes: which one is meant cannot be told";
    EXPECT_EQ(printedHash(QStringLiteral("ba78 16bf 8f01 cfea 4141 40de 5dae 2223 b003 61a3 9617 7a9c b410 ff61 f200")),
              std::nullopt)
        << "fifteen groups are not a hash";
}

TEST(CertificateSeal, TheQrCodeIsBlackModulesOnWhiteWithAMargin)
{
    const QImage code = qrCode(sha256Hex("abc"), 4);
    ASSERT_FALSE(code.isNull());
    // 64 bytes at medium correction: version 5, 37 modules, and two of white each side.
    EXPECT_EQ(code.width(), (37 + 4) * 4);
    EXPECT_EQ(code.height(), code.width());
    EXPECT_EQ(code.pixelColor(0, 0), QColor(Qt::white));
    EXPECT_EQ(code.pixelColor(2 * 4, 2 * 4), QColor(Qt::black)) << "a finder pattern's corner";
}
