// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/profile.h"

#include <QList>
#include <QString>

#include <memory>

class QFont;
class QPainter;
class QRect;
class QWidget;

namespace Sektor {
struct RunResult;
} // namespace Sektor

namespace Sektor::Gui {

class ResultChart;
class ResultsPanel;

/// The charts every result has, which the Charts page makes once and a kind places beside its own.
struct CommonCharts
{
    ResultChart *bars; ///< Throughput per test.
    ResultChart *time; ///< Throughput over time.
    ResultChart *latency; ///< Latency percentiles.
};

/// The views the Charts page shows for a result, in order, two to a row.
struct ChartsLayout
{
    QList<QWidget *> views;
    bool leadIsTall = false; ///< The first row gets the room of two charts (what the kind is run for leads).
};

/**
 * A kind's own views on one Charts page: made by its window parts for each page, filled with each result the page
 * shows, and placed by the kind when the result is its own.
 */
class KindCharts
{
public:
    virtual ~KindCharts() = default;
    /// Its charts: the page fills them with each result and puts them on the log scale it is switched to.
    virtual QList<ResultChart *> charts() const = 0;
    /// Its views that are not charts (a block map), which it fills in setResult().
    virtual QList<QWidget *> otherViews() const { return {}; }
    virtual void setResult(const RunResult &result) { Q_UNUSED(result) }
    /// Where @p result's views go, @p result being the kind's own (KindWindowParts::holds()).
    virtual ChartsLayout layout(const CommonCharts &common, const RunResult &result) const = 0;
};

/// What a kind says at the top of the results picture; an empty subtitle keeps the speed test's.
struct ImageHeading
{
    QString subtitle;
    QString figures; ///< The point of the run in a line or two (a sustained write's cache), in bold.
};

/**
 * A test kind's own parts of the window, for the code that serves every kind: the options popup, the Results tab, the
 * Charts page and the results picture ask the kind's parts rather than name a kind. What a kind takes (its settings,
 * its target, whether it runs its own modes) is in core's KindTraits; these are what the window shows of it.
 * Each kind is registered once in gui/kinds/windowparts.cpp (windowPartsFor()); several kinds may share one parts
 * object (the capacity probe and the verify, the position map and the read scan).
 */
class KindWindowParts
{
public:
    virtual ~KindWindowParts() = default;

    /// More…'s tooltip for @p kind (one of those registered with these parts): what its rows set, as source text
    /// that the popup translates in its own context (marked with QT_TRANSLATE_NOOP("Sektor::Gui::RunMoreOptions", …)).
    virtual const char *moreSummary(Profile::Kind kind) const = 0;
    /// Why @p kind does not run on a target of the other sort than its own (KindTraits::target: a folder for a kind
    /// that takes a whole drive, a device for one that works in a folder), by what it does there, as source text the
    /// options row translates (QT_TRANSLATE_NOOP("Sektor::Gui::RunOptionsBar", …)); nullptr: the row's sentence for
    /// any kind of that target.
    virtual const char *wrongTargetWhy(Profile::Kind kind) const
    {
        Q_UNUSED(kind)
        return nullptr;
    }

    /// Whether @p result holds this kind's own figures, so that its charts and picture show them (a run from the
    /// history is shown whatever profile is chosen now). The speed tests' parts hold what no other kind does.
    virtual bool holds(const RunResult &result) const = 0;

    /// The panel that shows the kind's figures under the grid, in the caption's place; nullptr: the caption stays.
    virtual ResultsPanel *makeResultsPanel(QWidget *parent) const
    {
        Q_UNUSED(parent)
        return nullptr;
    }

    /// Its own views on a Charts page (@p page: their parent).
    virtual std::unique_ptr<KindCharts> makeCharts(QWidget *page) const = 0;

    /// The top of the results picture for @p result, a run of @p profile (its display name).
    virtual ImageHeading imageHeading(const RunResult &result, const QString &profile) const
    {
        Q_UNUSED(result)
        Q_UNUSED(profile)
        return {};
    }

    /// Draws @p result's figures in @p area of the results picture (the part between the notes and the facts).
    virtual void drawImageBody(QPainter &p, const QFont &base, const RunResult &result, const QRect &area) const = 0;
};

} // namespace Sektor::Gui
