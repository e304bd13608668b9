// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A drive's certificate: what it says of the drive, the test, the figures and the flags, in its HTML and in the PDF
// as poppler's pdftotext reads it back; en, de and pt. (What its HTML alone says: drivecertificatehtml_test.cpp.)
#include "batch/batchoutliers.h"
#include "batch/batchsummary.h"
#include "certificate/drivecertificate.h"
#include "certificatebatch.h"
#include "i18n/translations.h"
#include "model/caveats.h"
#include "model/verify.h"
#include "reportfixtures.h"

#include <QBuffer>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Test;

namespace {
QByteArray pdfOf(const CertificateDocument &doc)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QString error;
    EXPECT_TRUE(doc.writePdf(buffer, &error)) << qPrintable(error);
    return bytes;
}

} // namespace

TEST(DriveCertificate, TheFlaggedDriveSaysWhichFiguresAreLowAgainstItsModel)
{
    const QList<BatchEntry> batch = workshopBatch();
    const CertificateDocument doc = driveCertificate(batch, 1, workshopFields());
    EXPECT_EQ(doc.title, QStringLiteral("Drive test report: Samsung SSD 980 PRO 500GB"));
    for (const char *expected : {"<b>Serial number</b></td><td>B2</td>",
                                 "<b>Firmware</b></td><td>5B2QGXA7</td>",
                                 "<b>Device</b></td><td>nvme1n1</td>",
                                 "<b>Link</b></td><td>PCIe 4.0 x4 (about 7,877 MB/s)</td>",
                                 "<b>Outcome</b></td><td>Finished, FLAGGED: see below.</td>",
                                 "<b>Technician</b></td><td>Ana Técnica</td>",
                                 "<b>Customer</b></td><td>ACME &lt;GmbH&gt; &amp; Co</td>",
                                 "<img src=\"bars.png\""}) {
        EXPECT_TRUE(doc.html.contains(QString::fromUtf8(expected))) << expected << "\n" << qPrintable(doc.html);
    }
    EXPECT_TRUE(doc.html.contains(QStringLiteral("2 /mnt/b (nvme1n1): SEQ1M Q8T1 read 1,756 MB/s, 50 % below the "
                                                 "median of 3 drives of this model (3,512 MB/s).")))
        << qPrintable(doc.html);
    ASSERT_EQ(doc.images.size(), 1);
    EXPECT_FALSE(doc.images.first().second.isNull());

    const QByteArray file = doc.htmlFile();
    EXPECT_TRUE(file.contains("src=\"data:image/png;base64,iVBOR")) << "the bars travel inside the file";
    EXPECT_FALSE(file.contains("src=\"bars.png\""));

    const std::string text = pdfWords(pdfOf(doc));
    for (const char *expected : {"Samsung SSD 980 PRO 500GB",
                                 "Serial number B2",
                                 "Firmware 5B2QGXA7",
                                 "Finished, FLAGGED: see below.",
                                 "50 % below the median of 3 drives of this model (3,512 MB/s)",
                                 "1,756.16",
                                 "Technician Ana Técnica",
                                 "Customer ACME <GmbH> & Co"}) {
        EXPECT_NE(text.find(expected), std::string::npos) << expected << "\n" << text;
    }
}

TEST(DriveCertificate, ADriveOfTheModelsMedianHasNothingFlagged)
{
    const CertificateDocument doc = driveCertificate(workshopBatch(), 0, workshopFields());
    EXPECT_TRUE(doc.html.contains(QStringLiteral("Finished; nothing flagged.")));
    EXPECT_FALSE(doc.html.contains(QStringLiteral("Look at")));
    EXPECT_NE(pdfWords(pdfOf(doc)).find("SEQ1M Q8T1 3,512.31"), std::string::npos) << pdfWords(pdfOf(doc));
}

// A drive whose run was stopped after some tests keeps them, and its certificate says the others are missing.
TEST(DriveCertificate, AStoppedRunSaysSo)
{
    QList<BatchEntry> batch = workshopBatch();
    BatchEntry &stopped = batch[0];
    stopped.state = BatchEntry::State::Cancelled;
    stopped.error = Error::of(ErrorCode::Cancelled);
    stopped.result.tests = stopped.result.tests.mid(0, 1);
    stopped.result.warnings << QLatin1String(Caveat::Stopped);
    const CertificateDocument doc = driveCertificate(batch, 0, workshopFields());
    const QString sentence = caveatText(QLatin1String(Caveat::Stopped));
    EXPECT_TRUE(doc.html.contains(sentence.toHtmlEscaped())) << qPrintable(doc.html);
    EXPECT_NE(pdfWords(pdfOf(doc)).find("Stopped run:"), std::string::npos) << pdfWords(pdfOf(doc));
}

TEST(DriveCertificate, IsInTheReadersLanguageAndRendersInEach)
{
    const QList<BatchEntry> batch = workshopBatch();
    const std::vector<std::pair<const char *, std::vector<const char *>>> languages {
        {"en", {"Serial number B2", "FLAGGED", "Technician"}},
        {"de", {"Seriennummer B2", "MARKIERT", "Techniker"}},
        {"pt", {"Número de série B2", "MARCADA", "Técnico"}},
    };
    for (const auto &[language, expected] : languages) {
        installTranslations(QString::fromLatin1(language));
        const QByteArray pdf = pdfOf(driveCertificate(batch, 1, workshopFields()));
        const std::string text = pdfWords(pdf);
        for (const char *phrase : expected)
            EXPECT_NE(text.find(phrase), std::string::npos) << language << ": " << phrase << "\n" << text;
        EXPECT_TRUE(renderFirstPage(pdf, std::string("certificate-flagged-") + language)) << language;
    }
    installTranslations(QStringLiteral("en"));
}

TEST(DriveCertificate, AProbedStickSaysCapacityVerifiedOrIsFlaggedAsFake)
{
    BatchEntry fake;
    fake.target = QStringLiteral("/dev/sdb");
    fake.state = BatchEntry::State::Finished;
    fake.result = Fixtures::capacityProbe();
    fake.result.target.drives = Fixtures::defaultProfile().target.drives;
    BatchEntry genuine = fake;
    genuine.target = QStringLiteral("/dev/sdc");
    VerifyResult &v = genuine.result.tests[0].payload.edit<VerifyResult>();
    v.verdict = VerifyResult::Verdict::Genuine;
    v.usableBytes = v.claimedBytes;
    v.aliases = false;
    v.wrapBytes = 0;
    v.badRanges.clear();
    const QList<BatchEntry> batch {fake, genuine};

    const CertificateDocument good = driveCertificate(batch, 1, workshopFields());
    EXPECT_TRUE(good.html.contains(QStringLiteral("Capacity verified: the drive holds the 59.6 GiB it claims.")))
        << qPrintable(good.html);
    EXPECT_FALSE(isFlagged(batch, 1, findOutliers(batch)));
    const std::string goodPdf = pdfWords(pdfOf(good));
    EXPECT_NE(goodPdf.find("the drive holds the 59.6 GiB it claims"), std::string::npos) << goodPdf; // "ﬁ": a ligature

    const CertificateDocument bad = driveCertificate(batch, 0, workshopFields());
    EXPECT_TRUE(bad.html.contains(QStringLiteral("Fake: it holds 7.5 GiB of the 59.6 GiB it claims")))
        << qPrintable(bad.html);
    EXPECT_TRUE(bad.html.contains(QStringLiteral("Wraps around every 7.5 GiB")));
    EXPECT_TRUE(isFlagged(batch, 0, findOutliers(batch))) << "a fake is reason enough to look at the drive";
    EXPECT_FALSE(bad.html.contains(QStringLiteral("SEQ4K"))) << "no speed figure for a probe";
}
