// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The picture people post: a fixed size at 1× and 2×, the drive as its title, the caveats in amber, the mount point
// instead of a path that may name the user, and the figures drawn from the result, not grabbed from the window.
#include "reportfixtures.h"

#include "gui/charts/chartstyle.h"
#include "gui/kinds/sustainedimagecurve.h"
#include "gui/settings/language.h"
#include "gui/share/resultsimage.h"

#include "model/caveats.h"
#include "report/conditionsreport.h"
#include "report/kinds/sustainedreport.h"

#include <QFontMetrics>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>

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

QStringList textsOf(const QList<TrustNote> &notes)
{
    QStringList texts;
    for (const TrustNote &note : notes)
        texts << note.text;
    return texts;
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

/// Pixels of the conditions box's blue border (told apart from the read bars' darker blue by their green).
QList<int> blueBorderRows(const QImage &image)
{
    QList<int> rows;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.red() < 75 && c.green() > 165 && c.green() < 185 && c.blue() > 225) {
                rows << y;
                break;
            }
        }
    }
    return rows;
}

/// The Default fixture with the test folder on a loop device whose file lies in the user's home.
RunResult onALoopDevice(int moreConditions = 0)
{
    RunResult r = onAHomeDirectory();
    r.conditions << ConditionFact {QLatin1String(Condition::LoopDevice), QStringLiteral("/home/alice/disk.img")};
    for (int i = 0; i < moreConditions; ++i)
        r.conditions << ConditionFact {QLatin1String(Condition::CpuPowerSave), QStringLiteral("powersave")};
    return r;
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
    // The link where it is known (it explains a slow drive), the transport where not; the hottest it got, if measured.
    EXPECT_TRUE(text.title.startsWith(QStringLiteral("Samsung SSD 980 PRO 500GB · PCIe 4.0 x4 · 500")))
        << qPrintable(text.title);
    RunResult unknownLink = onAHomeDirectory();
    unknownLink.target.drives.first().link = DriveLink();
    unknownLink.target.drives.first().temperature.readings = {{0, 41'000, -1, 0}, {1000, 61'400, 0, 1e9}};
    const QString title = resultsImageText(unknownLink).title;
    EXPECT_TRUE(title.startsWith(QStringLiteral("Samsung SSD 980 PRO 500GB · NVMe · 500"))) << qPrintable(title);
    EXPECT_TRUE(title.contains(QStringLiteral(" · 61 °C at most"))) << qPrintable(title);
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
    EXPECT_EQ(resultsImageText(inMemory).notes, foldedTrustNotes(inMemory));
    EXPECT_EQ(amberPixels(renderResultsImage(clean)), 0);
    EXPECT_GT(amberPixels(renderResultsImage(inMemory)), 500) << "the notes box is drawn";
}

// A picture of a stopped run says so in its notes box: a forum post must not show missing tests as a complete run.
TEST(ResultsImage, AStoppedRunSaysSo)
{
    applyLanguage(QStringLiteral("en"));
    RunResult stopped = onAHomeDirectory();
    stopped.tests = stopped.tests.mid(0, 3);
    stopped.warnings << QLatin1String(Caveat::Stopped);
    const QStringList notes = textsOf(resultsImageText(stopped).notes);
    EXPECT_TRUE(notes.contains(caveatText(QLatin1String(Caveat::Stopped))))
        << qPrintable(notes.join(QLatin1Char('\n')));
    EXPECT_TRUE(notes.join(QLatin1Char(' ')).contains(QLatin1String("Stopped run")));
    EXPECT_GT(amberPixels(renderResultsImage(stopped)), 500) << "in the amber notes box";
}

TEST(ResultsImage, FollowsTheWindowsLanguage)
{
    RunResult r = onAHomeDirectory();
    r.target.memoryBacked = true;
    applyLanguage(QStringLiteral("de"));
    const ResultsImageText german = resultsImageText(r);
    applyLanguage(QStringLiteral("en"));
    EXPECT_NE(german.subtitle.toStdString(), resultsImageText(r).subtitle.toStdString());
    EXPECT_NE(textsOf(german.notes).join(QLatin1Char(' ')).toStdString(),
              textsOf(resultsImageText(r).notes).join(QLatin1Char(' ')).toStdString());
}

TEST(ResultsImage, ASustainedWriteShowsItsCacheAndRatesInTheWindowsLanguage)
{
    const RunResult r = Fixtures::sustainedWrite(true);
    EXPECT_EQ(resultsImageText(r).figures, sustainedWriteSummary(r));
    EXPECT_TRUE(resultsImageText(r).figures.contains(QLatin1String("500 MB/s")))
        << qPrintable(resultsImageText(r).figures);
    applyLanguage(QStringLiteral("de"));
    const QString german = resultsImageText(r).figures;
    applyLanguage(QStringLiteral("en"));
    EXPECT_NE(german, resultsImageText(r).figures);
    EXPECT_TRUE(resultsImageText(onAHomeDirectory()).figures.isEmpty());
}

TEST(ResultsImage, TheSustainedCurveStandsAtEachRateItsGibsWereWrittenAt)
{
    // The fixture: 2000 MB/s to 20 GB, then 500 MB/s to 50 GB. Measured on the drawing: the curve's height above the
    // axis in a column a quarter of the way across (about 12 GB) and one at four fifths (about 40 GB).
    const SustainedWriteAnalysis a = *sustainedWriteOf(Fixtures::sustainedWrite(true));
    QImage image(600, 300, QImage::Format_ARGB32);
    image.fill(Qt::white);
    {
        QPainter p(&image);
        drawSustainedCurve(p, image.rect(), a, QFont());
    }
    const QColor curve = modeColor(IoMode::Write);
    if (qEnvironmentVariableIsSet("SEKTOR_CURVE_PNG"))
        image.save(qEnvironmentVariable("SEKTOR_CURVE_PNG"));
    const auto heightAt = [&](int x) {
        int axis = -1, line = -1;
        for (int y = image.height() - 1; y >= 0; --y) {
            const QColor c = image.pixelColor(x, y);
            if (axis < 0 && c.red() < 200 && std::abs(c.red() - c.blue()) < 30)
                axis = y; // the axis line: the first grey pixel from the bottom
            if (axis >= 0 && line < 0 && std::abs(c.red() - curve.red()) < 30
                && std::abs(c.green() - curve.green()) < 30 && std::abs(c.blue() - curve.blue()) < 30)
                line = y;
        }
        return axis >= 0 && line >= 0 ? axis - line : -1;
    };
    const int fast = heightAt(image.width() / 4);
    const int slow = heightAt(image.width() * 4 / 5);
    ASSERT_GT(fast, 0);
    ASSERT_GT(slow, 0);
    EXPECT_NEAR(double(fast) / double(slow), 4.0, 0.25) << fast << " and " << slow << " pixels above the axis";
}

TEST(ResultsImage, ConditionsAreWrittenInABlueBoxAndKeepTheUsersFolderPrivate)
{
    applyLanguage(QStringLiteral("en"));
    const RunResult r = onALoopDevice();
    const QStringList conditions = resultsImageText(r).conditions;
    ASSERT_EQ(conditions.size(), conditionNotes(r).size()) << "the link and its ceiling, then the loop device";
    EXPECT_TRUE(conditions.constFirst().contains(QLatin1String("PCIe 4.0 x4"))) << qPrintable(conditions.first());
    EXPECT_TRUE(conditions.constLast().contains(QLatin1String("(disk.img)"))) << qPrintable(conditions.last());
    EXPECT_FALSE(conditions.join(QLatin1Char(' ')).contains(QLatin1String("alice")));
    EXPECT_TRUE(resultsImageText(r, true).conditions.join(QLatin1Char(' ')).contains(QLatin1String("/home/alice/")))
        << "unless asked for";
    EXPECT_GT(blueBorderRows(renderResultsImage(r)).size(), 20) << "the conditions box is drawn";

    RunResult none = r;
    none.conditions.clear();
    none.target.drives.first().link = DriveLink();
    EXPECT_TRUE(resultsImageText(none).conditions.isEmpty());
    EXPECT_TRUE(blueBorderRows(renderResultsImage(none)).isEmpty());
}

TEST(ResultsImage, ManyConditionsLeaveTheGridItsRoom)
{
    applyLanguage(QStringLiteral("en"));
    const QList<int> few = blueBorderRows(renderResultsImage(onALoopDevice()));
    const QList<int> many = blueBorderRows(renderResultsImage(onALoopDevice(8)));
    ASSERT_FALSE(few.isEmpty());
    ASSERT_FALSE(many.isEmpty());
    // Four lines of 11-pixel text at most below the subtitle, whatever the number of sentences.
    EXPECT_GT(many.last(), few.last()) << "the box grows with what it says";
    EXPECT_LT(many.last(), 60 + 4 * 18 + 12) << "and stops at four lines";
    RunResult inMemory = onALoopDevice(8);
    inMemory.target.memoryBacked = true;
    const QList<int> withCaveats = blueBorderRows(renderResultsImage(inMemory));
    ASSERT_FALSE(withCaveats.isEmpty());
    EXPECT_LT(withCaveats.last() - withCaveats.first(), 3 * 18 + 12) << "three lines when the caveats took theirs";
}

namespace {

/// Every caveat there is, and five tests whose runs varied: twelve notes, one per line, as the picture once drew them.
RunResult withTwelveNotes()
{
    RunResult r = onAHomeDirectory();
    r.target.cacheAffected = true;
    r.target.memoryBacked = true;
    r.target.drives.first().transport = QStringLiteral("virtio");
    r.target.prefilled = false;
    r.warnings << QLatin1String(Caveat::SyncDepthCapped) << QLatin1String(Caveat::SurfaceOneAtATime)
               << QLatin1String(Caveat::Stopped);
    for (int i = 0; i < 5; ++i)
        r.tests[i] = Fixtures::makeTest(r.tests[i].spec, r.tests[i].mode, {100.0, 100.0, 113.0 + 7 * i}, 50.0);
    return r;
}

/// The rows of the notes box's top and bottom edges, read in a column inside its left edge (where no text is).
int notesBoxHeight(const QImage &image)
{
    QList<int> rows;
    for (int y = 0; y < image.height(); ++y) {
        const QColor c = image.pixelColor(22, y);
        if (c.red() > 240 && c.green() > 100 && c.green() < 130 && c.blue() < 15)
            rows << y;
    }
    return rows.isEmpty() ? 0 : rows.last() - rows.first() + 1;
}

} // namespace

// The picture's notes box grew with every note (twelve lines seen), squeezing the figures out.
TEST(ResultsImage, ANotesBoxOfTwelveNotesIsAsHighAsOneOfFour)
{
    applyLanguage(QStringLiteral("en"));
    const RunResult twelve = withTwelveNotes();
    ASSERT_EQ(trustNotes(twelve).size(), 12);
    const QList<TrustNote> notes = resultsImageText(twelve).notes;
    ASSERT_EQ(notes.size(), 8) << "the five tests that varied are one line";
    EXPECT_EQ(notes.first().level, NoteLevel::Measures);
    EXPECT_EQ(notes.last().text,
              QStringLiteral("5 tests varied by 13–41% between runs: run them again, or use more runs."));

    RunResult four = twelve;
    four.warnings.clear();
    four.tests = onAHomeDirectory().tests;
    ASSERT_EQ(trustNotes(four).size(), 4);
    const int high = notesBoxHeight(renderResultsImage(twelve));
    QFont font = QGuiApplication::font();
    font.setPixelSize(11);
    font.setBold(true);
    EXPECT_LE(high, MaxImageNoteLines * QFontMetrics(font).lineSpacing() + 10 + 1);
    EXPECT_EQ(high, notesBoxHeight(renderResultsImage(four)));
    EXPECT_GT(high, 3 * QFontMetrics(font).lineSpacing()) << "the box is found";
}
