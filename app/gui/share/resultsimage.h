// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/caveats.h"

#include <QImage>
#include <QSize>
#include <QStringList>

namespace Sektor {
struct RunResult;
}

namespace Sektor::Gui {

/// The picture people post keeps one logical size, whatever the window's: 800×450, twice the pixels on HiDPI.
inline constexpr QSize ResultsImageSize {800, 450};

/// The notes box's height in lines, as the window's banner: a dozen notes must not push the figures out of the picture.
inline constexpr int MaxImageNoteLines = 4;

/// The words of the results picture, apart from the figures (for the picture and for tests of what it says).
struct ResultsImageText
{
    QString title; ///< The drive: model, interface and capacity (what a forum post is about).
    QString subtitle; ///< Profile, test size and runs, which figure the numbers are, and the unit.
    QString figures; ///< A sustained write's point: cache size and the rates either side; empty for other runs.
    /// Every reason not to trust a figure (foldedTrustNotes()), in an amber box: what the result measures first and
    /// bold, runs that varied as one quieter line; at most MaxImageNoteLines lines, then how many more there are.
    QList<TrustNote> notes;
    /// Why the figures are what they are (conditionNotes()), in a blue box below, as many as fit; a loop device's
    /// backing file by its name only, unless the full path may be shown.
    QStringList conditions;
    QString where; ///< The mount point (not the full path) or raw device, and its file system.
    QStringList facts; ///< Where, engine, date, system, comment.
    QString brand; ///< "Sektor 0.1.0"
};

/**
 * The texts of the picture, in the window's language with its number format (a picture is read, not parsed;
 * the pasted texts are the fixed-English forms). The test directory's path, which may hold the user's name, is
 * shown only with @p showFullPath; otherwise its mount point stands for it.
 */
ResultsImageText resultsImageText(const RunResult &result, bool showFullPath = false);

/**
 * The picture for forums, drawn from the result rather than grabbed from the window: the drive as title, the
 * caveats, the conditions, the grid with a bar per figure in the mode colours, the facts, at ResultsImageSize logical
 * pixels times @p devicePixelRatio. Light colours whatever the desktop theme, so posts look alike.
 */
QImage renderResultsImage(const RunResult &result, qreal devicePixelRatio = 1.0, bool showFullPath = false);

} // namespace Sektor::Gui
