// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The batch's summary page: every drive in a row, the drives of each model side by side, and everything to look at;
// in en, de and pt.
#include "certificate/batchsummarypage.h"
#include "certificatebatch.h"
#include "i18n/translations.h"

#include <QBuffer>
#include <QRegularExpression>

#include <gtest/gtest.h>

#include <string_view>
#include <utility>
#include <vector>

using namespace Sektor;
using namespace Sektor::Test;

namespace {
QByteArray pdfOf(const CertificateDocument &doc)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    EXPECT_TRUE(doc.writePdf(buffer, nullptr));
    return bytes;
}
} // namespace

TEST(BatchSummaryPage, ListsEveryDriveComparesTheModelAndSaysWhatToLookAt)
{
    const CertificateDocument doc = batchSummaryPage(workshopBatch(), {QStringLiteral("Ana"), QString()});
    const QString &html = doc.html;
    EXPECT_TRUE(html.contains(QStringLiteral("<b>4 drives: 3 finished, 1 did not.</b>"))) << qPrintable(html);
    EXPECT_TRUE(
        html.contains(QRegularExpression(QStringLiteral("<th width=\"[0-9]+%\" align=\"right\">SEQ1M Q8T1 read</th>"))))
        << qPrintable(html);
    EXPECT_TRUE(
        html.contains(QStringLiteral("<td>/mnt/b</td><td>nvme1n1</td><td>Samsung SSD 980 PRO 500GB</td><td>B2</td>")))
        << qPrintable(html);
    // The model's row: three finished drives, the median of 1,756, 3,512 and 3,688 MB/s, one of them flagged.
    EXPECT_TRUE(html.contains(QStringLiteral("<td>Samsung SSD 980 PRO 500GB, 500.1 GB</td><td align=\"right\" "
                                             "style=\"white-space: nowrap;\">3</td><td align=\"right\" "
                                             "style=\"white-space: nowrap;\">3,512 MB/s</td>")))
        << qPrintable(html);
    EXPECT_TRUE(html.contains(QStringLiteral("2 /mnt/b (nvme1n1): SEQ1M Q8T1 read 1,756 MB/s")));
    EXPECT_TRUE(html.contains(QStringLiteral("4 /mnt/d failed: ")));
    EXPECT_FALSE(html.contains(QStringLiteral("Customer"))) << "an empty field is left out";

    const std::string text = pdfText(pdfOf(doc));
    for (const char *expected : {"Batch summary", "FLAGGED", "B2", "A1", "C3", "Drives of the same model"})
        EXPECT_NE(text.find(expected), std::string::npos) << expected << "\n" << text;
}

TEST(BatchSummaryPage, IsInTheAskedLanguageAndRendersInEach)
{
    // The title, a heading and a column as the PDF reads back: each language's, and none of another's. (No phrase with
    // "fi" or "fl": the PDF sets them as ligatures, which pdftotext reads back as one character.)
    const std::vector<std::pair<const char *, std::vector<const char *>>> languages {
        {"en", {"Batch summary", "Drives of the same model", "Median read"}},
        {"de", {"Zusammenfassung der Serie", "Laufwerke desselben Modells", "Median Lesen"}},
        {"pt", {"Resumo do lote", "Unidades do mesmo modelo", "Mediana de leitura"}},
    };
    for (const auto &[language, phrases] : languages) {
        SCOPED_TRACE(language);
        installTranslations(QString::fromLatin1(language));
        const QByteArray pdf
            = pdfOf(batchSummaryPage(workshopBatch(), {QStringLiteral("Ana"), QStringLiteral("ACME")}));
        const std::string text = pdfWords(pdf);
        for (const auto &[other, otherPhrases] : languages) {
            for (const char *phrase : otherPhrases) {
                if (std::string_view(other) == language)
                    EXPECT_NE(text.find(phrase), std::string::npos) << "missing: " << phrase << "\n" << text;
                else
                    EXPECT_EQ(text.find(phrase), std::string::npos) << other << " in " << language << ": " << phrase;
            }
        }
        EXPECT_TRUE(renderFirstPage(pdf, std::string("batch-summary-") + language));
    }
    installTranslations(QStringLiteral("en"));
}
