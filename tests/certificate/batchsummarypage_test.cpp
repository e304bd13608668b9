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
    EXPECT_TRUE(html.contains(QStringLiteral("4 drives: 3 finished, 1 did not.</font>"))) << qPrintable(html);
    // The rates' unit once, in their column's header; the figures alone in the cells.
    EXPECT_TRUE(html.contains(
        QRegularExpression(QStringLiteral("<th width=\"[0-9]+%\" align=\"right\">SEQ1M Q8T1 read<br>MB/s</th>"))))
        << qPrintable(html);
    // Each drive's row tinted by its outcome: the flagged one amber.
    EXPECT_TRUE(
        html.contains(QStringLiteral("<tr bgcolor=\"#fdf0e0\"><td align=\"right\" style=\"white-space: nowrap;\">2</td>"
                                     "<td>/mnt/b</td><td>nvme1n1</td><td>Samsung SSD 980 PRO 500GB</td><td>B2</td>"
                                     "<td align=\"right\" style=\"white-space: nowrap;\">1,756</td>")))
        << qPrintable(html);
    // The model's row: three finished drives, the median of 1,756, 3,512 and 3,688 MB/s, one of them flagged.
    EXPECT_TRUE(html.contains(QStringLiteral("<td>Samsung SSD 980 PRO 500GB, 500.1 GB</td><td align=\"right\" "
                                             "style=\"white-space: nowrap;\">3</td><td align=\"right\" "
                                             "style=\"white-space: nowrap;\">3,512</td>")))
        << qPrintable(html);
    EXPECT_FALSE(html.contains(QStringLiteral(" MB/s</td>"))) << qPrintable(html);
    EXPECT_TRUE(html.contains(QStringLiteral("2 /mnt/b (nvme1n1): SEQ1M Q8T1 read 1,756 MB/s")));
    EXPECT_TRUE(html.contains(QStringLiteral("4 /mnt/d failed: ")));
    EXPECT_FALSE(html.contains(QStringLiteral("Customer"))) << "an empty field is left out";

    const std::string text = pdfText(pdfOf(doc));
    for (const char *expected : {"Batch summary", "FLAGGED", "B2", "A1", "C3", "Drives of the same model"})
        EXPECT_NE(text.find(expected), std::string::npos) << expected << "\n" << text;
}

TEST(BatchSummaryPage, IsInTheAskedLanguageAndRendersInEach)
{
    // The title, a heading and a column as the PDF reads back: each language's, and none of another's.
    // Last: the band's counts, 2 passed, 1 flagged and 1 failed, each in its colour.
    const std::vector<std::pair<const char *, std::vector<const char *>>> languages {
        {"en", {"Batch summary", "Drives of the same model", "Median read", "2 PASSED", "1 FLAGGED", "1 FAILED"}},
        {"de",
         {"Zusammenfassung der Serie",
          "Laufwerke desselben Modells",
          "Median Lesen",
          "2 BESTANDEN",
          "1 MARKIERT",
          "1 FEHLGESCHLAGEN"}},
        {"pt",
         {"Resumo do lote", "Unidades do mesmo modelo", "Mediana de leitura", "2 APROVADAS", "1 MARCADA", "1 FALHOU"}},
    };
    for (const auto &[language, phrases] : languages) {
        SCOPED_TRACE(language);
        installTranslations(QString::fromLatin1(language));
        const CertificateDocument doc
            = batchSummaryPage(workshopBatch(), {QStringLiteral("Ana"), QStringLiteral("ACME")});
        const PdfPages pages = pdfPages(pdfOf(doc), std::string("batch-summary-") + language);
        ASSERT_EQ(pages.pictures.size(), 1u) << "four drives fit on one page";
        const std::string &text = pages.words.front();
        for (const auto &[other, otherPhrases] : languages) {
            for (const char *phrase : otherPhrases) {
                if (std::string_view(other) == language)
                    EXPECT_NE(text.find(phrase), std::string::npos) << "missing: " << phrase << "\n" << text;
                else
                    EXPECT_EQ(text.find(phrase), std::string::npos) << other << " in " << language << ": " << phrase;
            }
        }
        for (const QColor &colour : {PassedGreen, FlaggedAmber, FailedRed})
            EXPECT_GT(pixelsInBand(pages.pictures.front(), colour), 100) << qPrintable(colour.name());
    }
    installTranslations(QStringLiteral("en"));
}

// A long batch goes over pages; its last page is never a sliver.
TEST(BatchSummaryPage, ALongBatchLeavesNoSliverForItsLastPage)
{
    for (int drives : {30, 34, 38}) {
        SCOPED_TRACE(drives);
        QList<BatchEntry> batch;
        while (batch.size() < drives)
            batch << workshopBatch();
        const PdfPages pages
            = pdfPages(pdfOf(batchSummaryPage(batch, {})), "batch-summary-long-" + std::to_string(drives));
        ASSERT_GT(pages.pictures.size(), 1u);
        EXPECT_GT(contentShare(pages.pictures.back()), LeastLastPageShare) << pages.words.back();
        EXPECT_GE(bandRows(pages.pictures.front()).first, 0);
    }
}
