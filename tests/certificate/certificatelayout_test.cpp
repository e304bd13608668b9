// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// How a report is put on its pages (measured as printed, no sliver of a last page) and the outcome's colours. (The
// reports as poppler reads them: drivecertificate_test.cpp, batchsummarypage_test.cpp.)
#include "certificate/certificatedocument.h"
#include "certificate/certificateoutcome.h"
#include "certificate/drivecertificate.h"
#include "certificate/htmlparts.h"
#include "certificatebatch.h"
#include "model/caveats.h"

#include <QColor>
#include <QCoreApplication>

#include <gtest/gtest.h>

#include <cmath>

using namespace Sektor;
using namespace Sektor::Test;

namespace {
// @p lines paragraphs of a line each, a page break before paragraph @p breakAt (none for -1).
QString paragraphs(int lines, int breakAt = -1)
{
    QString html = QStringLiteral("<html><body>");
    for (int i = 0; i < lines; ++i)
        html += (i == breakAt ? QStringLiteral("<p style=\"page-break-before: always;\">") : QStringLiteral("<p>"))
            + QStringLiteral("Line %1</p>").arg(i);
    return html + QStringLiteral("</body></html>");
}

// The fewest paragraphs that need a second page, and their fit.
int linesForTwoPages(CertificateDocument &doc)
{
    for (int lines = 10;; lines += 2) {
        doc.html = paragraphs(lines);
        if (doc.pageFit().pages == 2)
            return lines;
    }
}

// WCAG's relative luminance: what is left of a colour printed in grey.
double luminance(const QColor &c)
{
    const auto linear = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}
} // namespace

TEST(CertificateLayout, PageFitMeasuresPagesAndTheLastPagesShare)
{
    CertificateDocument doc;
    doc.html = paragraphs(3);
    const PageFit short_ = doc.pageFit();
    EXPECT_EQ(short_.pages, 1);
    EXPECT_GT(short_.lastPageShare, 0.0);
    EXPECT_LT(short_.lastPageShare, 0.2);
    const int lines = linesForTwoPages(doc);
    const PageFit sliver = doc.pageFit();
    EXPECT_EQ(sliver.pages, 2);
    EXPECT_LT(sliver.lastPageShare, SliverShare);
    doc.html = paragraphs(lines, lines / 2);
    const PageFit halves = doc.pageFit();
    EXPECT_EQ(halves.pages, 2);
    EXPECT_GT(halves.lastPageShare, 0.4);
}

TEST(CertificateLayout, TakesTheFewestPagesThenTheFirstWithoutASliver)
{
    CertificateDocument doc;
    const int lines = linesForTwoPages(doc);
    const QString sliver = paragraphs(lines);
    const QString halves = paragraphs(lines, lines / 2);
    const QString shorter = paragraphs(lines - 4);

    doc.takeBestLayout({sliver, halves});
    EXPECT_EQ(doc.html, halves) << "two pages either way: the one whose last page is not a sliver";
    doc.takeBestLayout({sliver, halves, shorter});
    EXPECT_EQ(doc.html, shorter) << "one page where one does";
    doc.takeBestLayout({halves, paragraphs(lines + 2, lines / 2)});
    EXPECT_EQ(doc.html, halves) << "the first of the good ones";
}

TEST(CertificateLayout, OutcomeColoursStayLegibleInGrey)
{
    // White on each outcome's colour at least 4.5:1 in luminance alone (WCAG AA), so a greyscale print reads the word.
    for (const CertificateOutcome outcome : {CertificateOutcome::Passed,
                                             CertificateOutcome::Flagged,
                                             CertificateOutcome::Stopped,
                                             CertificateOutcome::Failed,
                                             CertificateOutcome::NotRun}) {
        const QColor colour(outcomeColour(outcome));
        ASSERT_TRUE(colour.isValid());
        EXPECT_GE(1.05 / (luminance(colour) + 0.05), 4.5) << qPrintable(outcomeWord(outcome));
    }
}

TEST(CertificateLayout, TheNotesBoxHoldsTheFirstThreeOfManyAndTheRestAreAtTheEnd)
{
    const QList<BatchEntry> batch = ramBackedBatch(5);
    const QStringList notes = trustNotes(batch.at(0).result);
    ASSERT_EQ(notes.size(), 6);
    const QString html = driveCertificate(batch, 0, workshopFields()).html;
    const QString more = QCoreApplication::translate(
        "Sektor::Certificate", "and %n more notes under “Conditions and caveats”", nullptr, 3);
    EXPECT_TRUE(html.contains(
        HtmlParts::noteBox(QStringLiteral("Read before the figures"), notes.mid(0, 3) + QStringList {more})))
        << qPrintable(html);
    const qsizetype conditions = html.indexOf(QStringLiteral(">Conditions and caveats<"));
    ASSERT_GT(conditions, 0);
    for (const QString &note : notes.mid(3))
        EXPECT_GT(html.indexOf(note.toHtmlEscaped()), conditions) << qPrintable(note);
    // With four notes or fewer the box holds them all.
    const QList<BatchEntry> few = ramBackedBatch(3);
    EXPECT_TRUE(driveCertificate(few, 0, {})
                    .html.contains(
                        HtmlParts::noteBox(QStringLiteral("Read before the figures"), trustNotes(few.at(0).result))));
}
