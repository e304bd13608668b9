// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The picture people post: a fixed size at 1× and 2×, the drive as its title, the caveats in amber, the mount point
// instead of a path that may name the user, and the figures drawn from the result, not grabbed from the window.
#include "reportfixtures.h"

#include "language.h"
#include "resultsimage.h"

#include "model/caveats.h"

#include <QImage>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;

namespace {

/// The Default fixture (a Samsung 980 PRO) with its test directory in the user's home.
RunResult onAHomeDirectory()
{
    RunResult r = Fixtures::defaultProfile();
    r.target.path = QStringLiteral("/home/alice/benchmarks");
    r.target.mountPoint = QStringLiteral("/home");
    return r;
}

/// Pixels close to the amber of the notes box (its border; its fill is amber over white).
int amberPixels(const QImage &image)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            count += c.red() > 240 && c.green() > 100 && c.green() < 130 && c.blue() < 15;
        }
    }
    return count;
}

} // namespace

TEST(ResultsImage, HasAFixedSizeAtOneAndTwoTimesThePixels)
{
    const RunResult r = onAHomeDirectory();
    EXPECT_EQ(renderResultsImage(r, 1.0).size(), ResultsImageSize);
    const QImage hidpi = renderResultsImage(r, 2.0);
    EXPECT_EQ(hidpi.size(), ResultsImageSize * 2);
    EXPECT_EQ(hidpi.deviceIndependentSize().toSize(), ResultsImageSize);
}

TEST(ResultsImage, TheTitleIsTheDriveAndThePathStaysPrivate)
{
    applyLanguage(QStringLiteral("en"));
    const ResultsImageText text = resultsImageText(onAHomeDirectory());
    EXPECT_TRUE(text.title.startsWith(QStringLiteral("Samsung SSD 980 PRO 500GB · NVMe · 500")))
        << qPrintable(text.title);
    EXPECT_TRUE(text.subtitle.contains(QLatin1String("median of 3 runs"))) << qPrintable(text.subtitle);
    const QString facts = text.facts.join(QLatin1Char('\n'));
    EXPECT_TRUE(facts.contains(QLatin1String("/home (ext4)"))) << qPrintable(facts);
    EXPECT_FALSE(facts.contains(QLatin1String("alice"))) << "the user's name stays out of a public picture";
    EXPECT_TRUE(
        resultsImageText(onAHomeDirectory(), true).facts.join(QLatin1Char(' ')).contains(QLatin1String("alice")))
        << "unless asked for";
}

TEST(ResultsImage, CaveatsAreWrittenAndBoxedInAmber)
{
    applyLanguage(QStringLiteral("en"));
    RunResult clean = onAHomeDirectory();
    RunResult inMemory = clean;
    inMemory.target.memoryBacked = true;
    EXPECT_TRUE(resultsImageText(clean).notes.isEmpty());
    EXPECT_EQ(resultsImageText(inMemory).notes, trustNotes(inMemory));
    EXPECT_EQ(amberPixels(renderResultsImage(clean)), 0);
    EXPECT_GT(amberPixels(renderResultsImage(inMemory)), 500) << "the notes box is drawn";
}

TEST(ResultsImage, FollowsTheWindowsLanguage)
{
    RunResult r = onAHomeDirectory();
    r.target.memoryBacked = true;
    applyLanguage(QStringLiteral("de"));
    const ResultsImageText german = resultsImageText(r);
    applyLanguage(QStringLiteral("en"));
    EXPECT_NE(german.subtitle.toStdString(), resultsImageText(r).subtitle.toStdString());
    EXPECT_NE(german.notes.join(QLatin1Char(' ')).toStdString(),
              resultsImageText(r).notes.join(QLatin1Char(' ')).toStdString());
}
