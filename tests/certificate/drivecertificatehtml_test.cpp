// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What a drive's certificate says in its HTML where the drive could not give everything: no serial said plainly, and
// a drive that did not finish says why and shows no figures. (Its PDF as read back: drivecertificate_test.cpp.)
#include "certificate/drivecertificate.h"
#include "certificate/htmlparts.h"
#include "certificatebatch.h"

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Test;

TEST(DriveCertificate, ADriveWithoutASerialSaysSoAndNamesTheReportId)
{
    QList<BatchEntry> batch = workshopBatch();
    batch[2].result.target.drives[0].serial.clear();
    const CertificateDocument doc = driveCertificate(batch, 2, workshopFields());
    EXPECT_TRUE(doc.html.contains(QStringLiteral("<td><font color=\"#5f6368\">Serial number</font></td><td>none "
                                                 "reported; this report is named no-serial-")))
        << qPrintable(doc.html);
}

TEST(DriveCertificate, ADriveThatDidNotFinishSaysWhyAndShowsNoFigures)
{
    const QList<BatchEntry> batch = workshopBatch();
    const CertificateDocument doc = driveCertificate(batch, 3, {});
    EXPECT_EQ(doc.title, QStringLiteral("Drive test report: /mnt/d"));
    EXPECT_TRUE(doc.html.contains(QStringLiteral("Did not finish: see below.")));
    EXPECT_TRUE(
        doc.html.contains(QString(QStringLiteral("4 /mnt/d failed: ") + batch.at(3).error.message()).toHtmlEscaped()))
        << qPrintable(doc.html);
    EXPECT_FALSE(doc.html.contains(HtmlParts::heading(QStringLiteral("Results"))));
    EXPECT_FALSE(doc.html.contains(QStringLiteral("Technician")));
    // No bars: the one picture is the QR code of the seal, which every certificate has.
    ASSERT_EQ(doc.images.size(), 1);
    EXPECT_EQ(doc.images.first().first, QStringLiteral("sha256-qr.png"));
}

// The band of a target with no drive under it names it by its path alone, with the outcome in its colour.
TEST(DriveCertificate, ATargetWithoutADriveIsNamedByItsPathAlone)
{
    const QString html = driveCertificate(workshopBatch(), 3, {}).html;
    const qsizetype band = html.indexOf(QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"10\""));
    const qsizetype bandEnd = html.indexOf(QStringLiteral("</table>"), band);
    ASSERT_GE(band, 0) << qPrintable(html);
    const QString header = html.mid(band, bandEnd - band);
    EXPECT_EQ(header.count(QStringLiteral("/mnt/d")), 1) << qPrintable(header);
    EXPECT_FALSE(header.contains(QStringLiteral("serial number"))) << qPrintable(header);
    EXPECT_TRUE(header.contains(QStringLiteral("bgcolor=\"#b00020\"")) && header.contains(QStringLiteral(">FAILED<")))
        << qPrintable(header);
}

// A drive that looked weak is measured once more before it is flagged: its certificate says that the second
// measurement confirmed the flag, or shows both measurements and no flag.
TEST(DriveCertificate, ASecondMeasurementConfirmsTheFlagOrClearsItAndTheReportSaysWhich)
{
    QList<BatchEntry> batch = workshopBatch();
    batch[1].recheck = batch[1].result; // as weak the second time
    const CertificateDocument confirmed = driveCertificate(batch, 1, workshopFields());
    EXPECT_TRUE(confirmed.html.contains(QStringLiteral("Finished, FLAGGED: see below.")));
    EXPECT_TRUE(confirmed.html.contains(QStringLiteral("SEQ1M Q8T1 read 1,756 MB/s, 50 % below the median of 3 drives "
                                                       "of this model (3,512 MB/s); confirmed by a second measurement "
                                                       "(1,756 MB/s).")))
        << qPrintable(confirmed.html);
    EXPECT_FALSE(confirmed.html.contains(QStringLiteral("Measured again")));

    batch[1].recheck = batch[0].result; // at the model's speed the second time
    const CertificateDocument cleared = driveCertificate(batch, 1, workshopFields());
    EXPECT_TRUE(cleared.html.contains(QStringLiteral("Finished; nothing flagged."))) << qPrintable(cleared.html);
    EXPECT_TRUE(cleared.html.contains(QStringLiteral("Measured again")));
    EXPECT_TRUE(cleared.html.contains(QStringLiteral("SEQ1M Q8T1 read measured 1,756 MB/s, then 3,512 MB/s the second "
                                                     "time")))
        << qPrintable(cleared.html);
}

// The machine that tested: its host name and system as before, and the computer as its firmware names it.
TEST(DriveCertificate, NamesTheComputerThatTestedWhereItsFirmwareDoes)
{
    QList<BatchEntry> batch = workshopBatch();
    EXPECT_FALSE(driveCertificate(batch, 0, {}).html.contains(QStringLiteral("Computer</font>")))
        << "a firmware that names nothing leaves the row out";
    SystemInfo &system = batch[0].result.system;
    system.vendor = QStringLiteral("LENOVO");
    system.product = QStringLiteral("21CF");
    system.serial = QStringLiteral("PF3ABC12");
    const QString html = driveCertificate(batch, 0, {}).html;
    EXPECT_TRUE(html.contains(QStringLiteral("Machine</font></td><td>workbench (Debian GNU/Linux 13 (trixie))</td>")))
        << qPrintable(html);
    EXPECT_TRUE(html.contains(QStringLiteral("Computer</font></td><td>LENOVO 21CF, serial PF3ABC12</td>")))
        << qPrintable(html);
    system.serial.clear();
    system.serialUnreadable = true;
    EXPECT_TRUE(driveCertificate(batch, 0, {})
                    .html.contains(QStringLiteral(
                        "Computer</font></td><td>LENOVO 21CF, serial not readable (only root may read it)</td>")));
}

// A drive measured in peak mode has its engine named "peak" on its certificate, as in every other form.
TEST(DriveCertificate, APeakModeRunsEngineIsNamedPeak)
{
    QList<BatchEntry> batch = workshopBatch();
    EXPECT_FALSE(driveCertificate(batch, 0, workshopFields()).html.contains(QStringLiteral("(peak)")));
    batch[0].result.options.peak = true;
    const QString html = driveCertificate(batch, 0, workshopFields()).html;
    EXPECT_TRUE(html.contains(QStringLiteral(">") + batch.at(0).result.backend + QStringLiteral(" (peak)<")))
        << qPrintable(html);
}
