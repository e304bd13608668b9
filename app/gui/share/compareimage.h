// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/share/imagepalette.h"
#include "gui/share/resultsimage.h"

#include "history/comparisontext.h"

#include <QImage>
#include <QSize>
#include <QStringList>

namespace Sektor::Gui {

/// The comparison picture keeps one logical size, whatever the dialog's: as wide as the results picture, taller for
/// a card per run and a row per test; twice the pixels on HiDPI.
inline constexpr QSize CompareImageSize {ResultsImageSize.width(), 600};

/// A compared run as the picture's card above the figures shows it, in the run's colour.
struct CompareImageRun
{
    QString label; ///< "#12", also the title of its column in the table.
    QString what; ///< When, the profile and the test size (or files per round): "11/1/26 9:26 AM · Default · 1 GiB".
    QString drive; ///< As the results picture names it: "Samsung SSD 980 PRO 500GB · PCIe 4.0 x4 · 500 GB", "Memory".
    QString where; ///< The mount point (never a path that may name the user) and file system, as the picture says it.
    /// The run's caveats (runNotes()), as many whole ones as fit the card, then "and N more notes"; the shared text has
    /// them all.
    QStringList notes;
};

/// The words of the comparison picture, apart from the figures (for the picture and for tests of what it says).
struct CompareImageText
{
    QString title; ///< How many runs, and the drive when all measured the same one.
    QString subtitle; ///< The dates, the unit, the baseline.
    QString drives; ///< What is known about the drives (driveMatchText()).
    bool drivesWarn = false; ///< Anything but one drive in every run: the drives line is a warning.
    QStringList differences; ///< The conditions that differ, as many as fit two lines, then how many more.
    QList<CompareImageRun> runs;
    QString brand; ///< "Sektor 0.1.0"
};

/// The texts of the picture, in the window's language and number format (a picture is read, not parsed).
CompareImageText compareImageText(const QList<History::LabelledRun> &runs, DisplayUnit unit);

/**
 * Runs side by side as a picture for forums and customers, drawn from the results rather than grabbed from the
 * dialog: a title band, what is known about the drives, a card per run in its colour with its caveats, the conditions
 * that differ, and a row per test with each run's figure over a bar and the change against the first. CompareImageSize
 * logical pixels times @p devicePixelRatio, in @p colours (ImagePalette::ofAppTheme() in the app).
 */
QImage renderCompareImage(const QList<History::LabelledRun> &runs,
                          DisplayUnit unit,
                          const ImageColours &colours,
                          qreal devicePixelRatio = 1.0);

} // namespace Sektor::Gui
