// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The comparison's picture: drawn from the runs, never grabbed from the Compare dialog, so it keeps one size
// whatever the dialog's and none of its pixels; in the colours of the app's theme, not the dialog's palette; each run's
// caveats in its own card, bounded; what is known about the drives said as the comparison text says it.
#include "reportfixtures.h"
#include "support/tempdir.h"

#include "gui/history/comparedialog.h"
#include "gui/settings/theme.h"
#include "gui/share/compareimage.h"

#include "model/caveats.h"

#include <QApplication>
#include <QClipboard>
#include <QImage>
#include <QPushButton>
#include <QTableWidget>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {

/// A run on /dev/shm (RAM, through the page cache) against the same profile on a disk.
QList<History::LabelledRun> memoryAgainstADisk()
{
    return {{QStringLiteral("#1"), Fixtures::defaultProfile()}, {QStringLiteral("#2"), Fixtures::defaultOnDevShm()}};
}

/// Pixels of the caveats' amber (the boxes' borders) in the columns from @p left to @p right.
int amberPixels(const QImage &image, int left, int right)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = left; x < right; ++x) {
            const QColor c = image.pixelColor(x, y);
            count += c.red() > 240 && c.green() > 100 && c.green() < 130 && c.blue() < 15;
        }
    }
    return count;
}

int pixelsOf(const QImage &image, const QColor &colour)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            count += image.pixelColor(x, y) == colour;
    }
    return count;
}

/// Back to the theme the tests start with, whatever a test did.
struct SystemThemeAfterwards
{
    ~SystemThemeAfterwards() { applyTheme(Theme::System); }
};

} // namespace

// The old Save Image grabbed the dialog: its size, its buttons, its palette.
TEST(CompareImage, TheSavedPictureHasOneSizeAndNoneOfTheDialogsPixels)
{
    CompareDialog dialog(memoryAgainstADisk());
    dialog.show();
    dialog.resize(1280, 646);
    const QImage large = dialog.image();
    dialog.resize(1093, 614);
    QPalette odd = dialog.palette();
    const QColor magenta(0xff, 0x00, 0xff);
    for (QPalette::ColorRole role : {QPalette::Window, QPalette::Base, QPalette::Button, QPalette::AlternateBase})
        odd.setColor(role, magenta);
    dialog.setPalette(odd);
    const QImage small = dialog.image();

    EXPECT_EQ(large.size(), CompareImageSize);
    EXPECT_EQ(small.size(), CompareImageSize) << "whatever the dialog's size";
    EXPECT_TRUE(large == small) << "pixel for pixel the same at two dialog sizes and palettes";
    EXPECT_EQ(pixelsOf(small, magenta), 0) << "no pixel of the dialog's own palette";
    const QImage hidpi
        = renderCompareImage(memoryAgainstADisk(), DisplayUnit::MegabytesPerSecond, ImagePalette::Light, 2.0);
    EXPECT_EQ(hidpi.size(), CompareImageSize * 2) << "twice the pixels on a HiDPI screen";
    EXPECT_EQ(hidpi.deviceIndependentSize().toSize(), CompareImageSize) << "at the same logical size";

    TempDir dir;
    const QString path = QString::fromStdString(dir.file("comparison.png"));
    ASSERT_EQ(dialog.writeImage(path), QString());
    const QImage saved(path);
    EXPECT_EQ(saved.size(), CompareImageSize) << "the file Save Image writes";
    EXPECT_TRUE(saved.convertToFormat(QImage::Format_RGB32) == small.convertToFormat(QImage::Format_RGB32));
}

// The dialog had no Copy Image: a picture for a chat had to go through a file.
TEST(CompareImage, CopyImagePutsTheSamePictureOnTheClipboard)
{
    CompareDialog dialog(memoryAgainstADisk());
    dialog.show();
    QApplication::clipboard()->clear();
    ASSERT_NE(dialog.copyImageButton(), nullptr);
    dialog.copyImageButton()->click();
    const QImage copied = QApplication::clipboard()->image();
    EXPECT_EQ(copied.size(), CompareImageSize);
    EXPECT_TRUE(copied.convertToFormat(QImage::Format_RGB32) == dialog.image().convertToFormat(QImage::Format_RGB32));
}

TEST(CompareImage, TakesTheAppsThemeNotTheDialogsPalette)
{
    const SystemThemeAfterwards restore;
    CompareDialog dialog(memoryAgainstADisk());
    dialog.show();
    // The dialog told to look light whatever the theme: the picture must not follow it.
    QPalette light = dialog.palette();
    light.setColor(QPalette::Window, Qt::white);
    light.setColor(QPalette::Base, Qt::white);
    dialog.setPalette(light);

    applyTheme(Theme::Dark);
    const QImage dark = dialog.image();
    applyTheme(Theme::Light);
    const QImage bright = dialog.image();
    EXPECT_EQ(dark.pixelColor(2, 2), ImagePalette::Dark.paper);
    EXPECT_EQ(bright.pixelColor(2, 2), ImagePalette::Light.paper);
    EXPECT_GT(pixelsOf(dark, ImagePalette::Dark.paper), dark.width() * dark.height() / 3)
        << "a dark page, not a corner";
}

TEST(CompareImage, EachRunsCaveatsAreInItsOwnCardAndTheDrivesAreSaidPlainly)
{
    const QList<History::LabelledRun> runs = memoryAgainstADisk();
    const CompareImageText text = compareImageText(runs, DisplayUnit::MegabytesPerSecond);
    ASSERT_EQ(text.runs.size(), 2);
    EXPECT_TRUE(text.runs.at(0).notes.isEmpty()) << qPrintable(text.runs.at(0).notes.join(QLatin1Char('\n')));
    const QString ram = QStringLiteral("⚠ ") + caveatText(QLatin1String(Caveat::MemoryBacked));
    EXPECT_TRUE(text.runs.at(1).notes.contains(ram)) << qPrintable(text.runs.at(1).notes.join(QLatin1Char('\n')));
    EXPECT_EQ(text.drives, History::driveMatchText(History::DriveMatch::MemoryAndDrives));
    EXPECT_TRUE(text.drivesWarn);
    EXPECT_TRUE(text.runs.at(1).drive.startsWith(QLatin1String("Memory"))) << qPrintable(text.runs.at(1).drive);
    EXPECT_FALSE(text.runs.at(1).where.contains(QLatin1String("alice")));

    // Drawn: the drives' warning box spans both halves alike; the memory run's notes box is in its half only.
    const QImage image = renderCompareImage(runs, DisplayUnit::MegabytesPerSecond, ImagePalette::Light);
    const int half = image.width() / 2;
    const int disk = amberPixels(image, 0, half);
    const int memory = amberPixels(image, half, image.width());
    EXPECT_GT(memory, disk + 150) << disk << " amber pixels on the disk run's side, " << memory
                                  << " on the memory run's";

    // Two runs of one drive: no warning, and the drive in the title.
    const QList<History::LabelledRun> same {runs.at(0), {QStringLiteral("#3"), runs.at(0).result}};
    const CompareImageText sameText = compareImageText(same, DisplayUnit::MegabytesPerSecond);
    EXPECT_FALSE(sameText.drivesWarn);
    EXPECT_TRUE(sameText.title.contains(runs.at(0).result.target.drives.constFirst().model))
        << qPrintable(sameText.title);
    const QImage clean = renderCompareImage(same, DisplayUnit::MegabytesPerSecond, ImagePalette::Light);
    EXPECT_EQ(amberPixels(clean, 0, clean.width()), 0);
}

TEST(CompareImage, ACardShowsTheFirstCaveatsAndHowManyMore)
{
    QList<History::LabelledRun> runs = memoryAgainstADisk();
    RunResult &worried = runs[1].result;
    worried.warnings << QLatin1String(Caveat::UnwrittenAreas) << QLatin1String(Caveat::SyncDepthCapped)
                     << QLatin1String(Caveat::Stopped);
    const QStringList all = History::runNotes(runs.at(1));
    ASSERT_GE(all.size(), 4) << qPrintable(all.join(QLatin1Char('\n')));
    // Three runs: narrower cards.
    runs << History::LabelledRun {QStringLiteral("#3"), Fixtures::defaultProfile()};
    const QStringList shown = compareImageText(runs, DisplayUnit::MegabytesPerSecond).runs.at(1).notes;
    ASSERT_GE(shown.size(), 2) << qPrintable(shown.join(QLatin1Char('\n')));
    EXPECT_LT(shown.size(), all.size() + 1) << "bounded";
    const qsizetype kept = shown.size() - 1;
    EXPECT_EQ(shown.constLast(), QStringLiteral("and %1 more notes in the shared text").arg(all.size() - kept))
        << qPrintable(shown.join(QLatin1Char('\n')));
    for (qsizetype i = 0; i < kept; ++i)
        EXPECT_EQ(shown.at(i), QStringLiteral("⚠ ") + all.at(i)) << "the first ones, in the run's order";
}

// Memory against a drive: "+200 %" is no improvement of anything, so the changes are shown but not coloured better or
// worse, in the picture as in the dialog; the same change between two runs of one drive is.
TEST(CompareImage, ChangesBetweenMemoryAndADriveAreNotColouredBetterOrWorse)
{
    const QList<History::LabelledRun> mixed = memoryAgainstADisk();
    RunResult faster = Fixtures::scaled(mixed.at(0).result, 3.0);
    const QList<History::LabelledRun> oneDrive {mixed.at(0), {QStringLiteral("#2"), faster}};
    const ImageColours &light = ImagePalette::Light;
    EXPECT_GT(
        pixelsOf(renderCompareImage(oneDrive, DisplayUnit::MegabytesPerSecond, ImagePalette::Light), light.better), 0)
        << "a drive three times as fast: green";
    EXPECT_EQ(pixelsOf(renderCompareImage(mixed, DisplayUnit::MegabytesPerSecond, ImagePalette::Light), light.better),
              0)
        << "RAM against a disk: no green";

    CompareDialog dialog(mixed);
    const auto *table = dialog.findChild<QTableWidget *>();
    ASSERT_NE(table, nullptr);
    for (int row = 0; row < table->rowCount(); ++row) {
        const QTableWidgetItem *change = table->item(row, table->columnCount() - 1);
        ASSERT_NE(change, nullptr);
        EXPECT_TRUE(change->text().startsWith(QLatin1Char('+'))) << qPrintable(change->text());
        EXPECT_EQ(change->foreground(), QBrush()) << "row " << row << " is coloured";
    }
}
