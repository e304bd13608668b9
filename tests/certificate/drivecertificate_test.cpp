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
#include "model/healthcheck.h"
#include "model/verify.h"
#include "reportfixtures.h"

#include <QBuffer>
#include <QCoreApplication>

#include <gtest/gtest.h>

#include <tuple>
#include <vector>

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
    for (const char *expected : {"Serial number</font></td><td>B2</td>",
                                 "Firmware</font></td><td>5B2QGXA7</td>",
                                 "Device</font></td><td>nvme1n1</td>",
                                 "Link</font></td><td>PCIe 4.0 x4 (about 7,877 MB/s)</td>",
                                 "Outcome</font></td><td>Finished, FLAGGED: see below.</td>",
                                 "Technician</font></td><td>Ana Técnica</td>",
                                 "Customer</font></td><td>ACME &lt;GmbH&gt; &amp; Co</td>",
                                 "<img src=\"bars.png\""}) {
        EXPECT_TRUE(doc.html.contains(QString::fromUtf8(expected))) << expected << "\n" << qPrintable(doc.html);
    }
    EXPECT_TRUE(doc.html.contains(QStringLiteral("2 /mnt/b (nvme1n1): SEQ1M Q8T1 read 1,756 MB/s, 50 % below the "
                                                 "median of 3 drives of this model (3,512 MB/s).")))
        << qPrintable(doc.html);
    ASSERT_EQ(doc.images.size(), 2) << "the seal's QR code and the bars";
    for (const auto &[name, image] : doc.images)
        EXPECT_FALSE(image.isNull()) << qPrintable(name);

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

namespace {
// Each page of a report as printed: none a sliver (the last one's content reaches down at least SliverShare of it).
void expectNoSliver(const PdfPages &pages)
{
    ASSERT_FALSE(pages.pictures.empty());
    if (pages.pictures.size() > 1) {
        EXPECT_GT(contentShare(pages.pictures.back()), LeastLastPageShare)
            << pages.pictures.size() << " pages, the last: " << pages.words.back();
    }
}

const std::vector<const char *> Languages {"en", "de", "pt"};
} // namespace

TEST(DriveCertificate, IsInTheReadersLanguageAndRendersInEach)
{
    const QList<BatchEntry> batch = workshopBatch();
    const std::vector<std::pair<const char *, std::vector<const char *>>> languages {
        {"en", {"Serial number B2", "FLAGGED", "Technician"}},
        {"de", {"Seriennummer B2", "MARKIERT", "Techniker"}},
        {"pt", {"Número de série B2", "MARCADA", "Técnico"}},
    };
    for (const auto &[language, expected] : languages) {
        SCOPED_TRACE(language);
        installTranslations(QString::fromLatin1(language));
        const PdfPages pages = pdfPages(pdfOf(driveCertificate(batch, 1, workshopFields())),
                                        std::string("certificate-flagged-") + language);
        ASSERT_FALSE(pages.pictures.empty());
        // The drive, its outcome and who it is for: all on page 1, under the band with the outcome in its colour.
        for (const char *phrase : expected)
            EXPECT_NE(pages.words.front().find(phrase), std::string::npos) << phrase << "\n" << pages.words.front();
        EXPECT_GE(bandRows(pages.pictures.front()).first, 0) << "no header band on page 1";
        EXPECT_GT(pixelsInBand(pages.pictures.front(), FlaggedAmber), 100) << "the FLAGGED badge in amber";
        EXPECT_EQ(pixelsInBand(pages.pictures.front(), PassedGreen), 0);
        expectNoSliver(pages);
    }
    installTranslations(QStringLiteral("en"));
}

// A RAM-backed drive's "this measures RAM" landed alone on an almost empty page 2. It is on page 1, in the
// box under the band, and the certificate fits on one page; in each language.
TEST(DriveCertificate, ARamBackedDriveSaysSoOnPageOneOfOne)
{
    const QList<BatchEntry> batch = ramBackedBatch();
    // The outcome in the band, in the reader's language and its colour: drive 1 passed, drive 2 flagged.
    const std::vector<std::tuple<const char *, const char *, const char *>> languages {
        {"en", "PASSED", "FLAGGED"}, {"de", "BESTANDEN", "MARKIERT"}, {"pt", "APROVADA", "MARCADA"}};
    for (const auto &[language, passed, flagged] : languages) {
        SCOPED_TRACE(language);
        installTranslations(QString::fromLatin1(language));
        const std::string ram = caveatText(QLatin1String(Caveat::MemoryBacked)).toStdString();
        const std::tuple<int, const char *, QColor> drives[] {{0, passed, PassedGreen}, {1, flagged, FlaggedAmber}};
        for (const auto &[index, outcome, colour] : drives) {
            const PdfPages pages = pdfPages(pdfOf(driveCertificate(batch, index, workshopFields())),
                                            std::string("certificate-ram-") + std::to_string(index) + "-" + language);
            ASSERT_EQ(pages.pictures.size(), 1u) << "one page holds it all";
            EXPECT_NE(pages.words.front().find(ram), std::string::npos) << ram << "\n" << pages.words.front();
            EXPECT_NE(pages.words.front().find(outcome), std::string::npos) << outcome << "\n" << pages.words.front();
            EXPECT_GT(pixelsInBand(pages.pictures.front(), colour), 100) << outcome;
        }
    }
    installTranslations(QStringLiteral("en"));
}

// Many notes: page 1 shows the first three (what the drive measures first) and how many more; the others are under
// "Conditions and caveats", none lost, no page a sliver.
TEST(DriveCertificate, ManyNotesShowTheFirstOnPageOneAndHowManyMore)
{
    const QList<BatchEntry> batch = ramBackedBatch(5);
    for (const char *language : Languages) {
        SCOPED_TRACE(language);
        installTranslations(QString::fromLatin1(language));
        const QStringList notes = trustNotes(batch.at(1).result);
        ASSERT_EQ(notes.size(), 6);
        const PdfPages pages = pdfPages(pdfOf(driveCertificate(batch, 1, workshopFields())),
                                        std::string("certificate-notes-") + language);
        ASSERT_FALSE(pages.pictures.empty());
        const std::string &first = pages.words.front();
        std::string all;
        for (const std::string &words : pages.words)
            all += words + ' ';
        const std::string more
            = QCoreApplication::translate(
                  "Sektor::Certificate", "and %n more notes under “Conditions and caveats”", nullptr, 3)
                  .toStdString();
        EXPECT_NE(first.find(more), std::string::npos) << more << "\n" << first;
        for (int i = 0; i < notes.size(); ++i) {
            const std::string note = notes.at(i).toStdString();
            if (i < 3) {
                EXPECT_NE(first.find(note), std::string::npos) << "on page 1: " << note << "\n" << first;
            }
            EXPECT_EQ(all.find(note), all.rfind(note)) << "once: " << note;
            EXPECT_NE(all.find(note), std::string::npos) << "somewhere: " << note;
        }
        expectNoSliver(pages);
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

// A Health Check's section: the verdict and why, then the self-test and the log; in the PDF too. A drive whose check
// told nothing (a loop device) is not passed: its certificate is flagged and says why.
TEST(DriveCertificate, AHealthCheckSaysItsVerdictAndADriveThatToldNothingIsNotPassed)
{
    BatchEntry healthy;
    healthy.target = QStringLiteral("/dev/nvme0n1");
    healthy.state = BatchEntry::State::Finished;
    healthy.result = Fixtures::healthCheck();
    BatchEntry silent = healthy;
    silent.target = QStringLiteral("/dev/loop0");
    silent.result.target.drives[0].healthBefore = {};
    silent.result.target.drives[0].healthAfter = {};
    HealthCheckResult &check = silent.result.tests[0].payload.edit<HealthCheckResult>();
    check.selfTest.status = SelfTestStatus::NotAvailable;
    check.selfTest.unavailable = SelfTestUnavailable::NoSelfTests;
    check.logRead = false;
    check.log = {};
    const QList<BatchEntry> batch {healthy, silent};

    const CertificateDocument good = driveCertificate(batch, 0, workshopFields());
    for (const char *expected : {"Health Check",
                                 "Verdict: PASS",
                                 "No rule of the verdict fired.",
                                 "The short self-test passed in 1 min 58 s. The drive's own estimate: 2 min."}) {
        EXPECT_TRUE(good.html.contains(QString::fromUtf8(expected))) << expected << "\n" << qPrintable(good.html);
    }
    EXPECT_FALSE(isFlagged(batch, 0, findOutliers(batch)));
    const std::string goodPdf = pdfWords(pdfOf(good));
    EXPECT_NE(goodPdf.find("Verdict: PASS"), std::string::npos) << goodPdf;

    const CertificateDocument unknown = driveCertificate(batch, 1, workshopFields());
    EXPECT_TRUE(unknown.html.contains(QStringLiteral("Verdict: UNKNOWN"))) << qPrintable(unknown.html);
    EXPECT_TRUE(isFlagged(batch, 1, findOutliers(batch))) << "no verdict is no pass";
    EXPECT_TRUE(unknown.html.contains(QStringLiteral("FLAGGED")));
}
