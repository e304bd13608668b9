// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QWidget>

namespace Sektor {
struct Profile;
struct RunOptions;
struct RunResult;
} // namespace Sektor

namespace Sektor::Gui {

/**
 * A kind's own figures on the Results tab, in the caption's place under the grid (the capacity check's verdict, the
 * small-files table): the window shows the first panel that shows the chosen profile or the result, and keeps the
 * caption for the others. A kind offers its panel through its window parts (gui/kinds/windowparts.h).
 */
class ResultsPanel : public QWidget
{
public:
    using QWidget::QWidget;

    /// Whether this panel shows what the chosen @p profile will do or what @p result holds.
    virtual bool shows(const Profile &profile, const RunResult &result) const = 0;
    /// Shows @p result's figures; a result without them shows what a run of @p profile with @p options would do.
    virtual void showResult(const RunResult &result, const Profile &profile, const RunOptions &options) = 0;
    /// Greys the figures, as the grid does when they are not of the target chosen now.
    virtual void setStale(bool stale) = 0;
    /// Whether the panel takes the room of the grid and the live chart (a table of its own), or leaves the live chart
    /// its room while a run goes (a verdict under an empty grid).
    virtual bool takesTheRoom() const = 0;
};

} // namespace Sektor::Gui
