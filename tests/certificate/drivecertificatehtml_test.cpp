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
    EXPECT_TRUE(doc.images.isEmpty());
}
