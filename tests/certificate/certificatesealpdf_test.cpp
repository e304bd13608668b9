// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A certificate's seal as others read it: poppler's pdfdetach lists and saves the attached result byte for byte,
// pdftotext and pdftoppm still read the file (and without a complaint), the printed hash is in page 1's text, and
// zbarimg reads the QR code on page 1's picture as that hash.
#include "certificate/certificateseal.h"
#include "certificate/drivecertificate.h"
#include "certificatebatch.h"
#include "i18n/translations.h"
#include "report/jsonreport.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include <QBuffer>
#include <QFile>

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

using namespace Sektor;
using namespace Sektor::Test;

namespace {
std::string writtenCertificate(const CertificateDocument &doc, const TempDir &dir)
{
    const std::string path = dir.file("certificate.pdf");
    QFile file(QString::fromStdString(path));
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    QString error;
    EXPECT_TRUE(doc.writePdf(file, &error)) << qPrintable(error);
    return path;
}

std::string contentOf(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream bytes;
    bytes << in.rdbuf();
    return bytes.str();
}
} // namespace

TEST(CertificateSealPdf, PdfdetachSavesTheAttachedResultByteForByte)
{
    const QList<BatchEntry> batch = workshopBatch();
    TempDir dir;
    const std::string pdf = writtenCertificate(driveCertificate(batch, 1, workshopFields()), dir);

    const CommandResult list = run({"pdfdetach", "-list", pdf});
    ASSERT_EQ(list.exitCode, 0) << "pdfdetach (poppler-utils) must be installed: " << list.err;
    EXPECT_EQ(list.out, "1 embedded files\n1: sektor-result.json\n");
    EXPECT_EQ(list.err, "") << "poppler reads the update without repairing it";

    const std::string saved = dir.file("saved.json");
    const CommandResult save = run({"pdfdetach", "-save", "1", "-o", saved, pdf});
    ASSERT_EQ(save.exitCode, 0) << save.err;
    EXPECT_EQ(contentOf(saved), canonicalResultJson(batch.at(1).result).toStdString());
}

TEST(CertificateSealPdf, PageOnePrintsTheHashAndItsQrCodeReadsAsIt)
{
    const QList<BatchEntry> batch = workshopBatch();
    const QString hash = sha256Hex(canonicalResultJson(batch.at(0).result));
    for (const char *language : {"en", "de"}) {
        SCOPED_TRACE(language);
        installTranslations(QString::fromLatin1(language));
        TempDir dir;
        const std::string pdf = writtenCertificate(driveCertificate(batch, 0, workshopFields()), dir);

        const CommandResult text = run({"pdftotext", "-enc", "UTF-8", "-f", "1", "-l", "1", pdf, "-"});
        ASSERT_EQ(text.exitCode, 0) << text.err;
        EXPECT_EQ(text.err, "");
        EXPECT_EQ(printedHash(QString::fromStdString(text.out)), hash) << text.out;
        EXPECT_NE(text.out.find(groupedHash(hash).toStdString()), std::string::npos) << "on one line: " << text.out;

        const CommandResult picture = run({"pdftoppm",
                                           "-f",
                                           "1",
                                           "-l",
                                           "1",
                                           "-r",
                                           "300",
                                           "-x",
                                           "0",
                                           "-y",
                                           "0",
                                           "-W",
                                           "2480",
                                           "-H",
                                           "1000",
                                           "-png",
                                           "-singlefile",
                                           pdf,
                                           dir.file("page")}); // the page's top, where page 1's seal is
        ASSERT_EQ(picture.exitCode, 0) << picture.err;
        EXPECT_EQ(picture.err, "");
        const CommandResult code = run({"zbarimg", "--raw", "-q", dir.file("page.png")});
        ASSERT_EQ(code.exitCode, 0) << "zbarimg (zbar-tools) must be installed and find the code: " << code.err;
        EXPECT_EQ(code.out, hash.toStdString() + "\n");
    }
    installTranslations(QStringLiteral("en"));
}
