// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/caveats.h"
#include "model/testspec.h"

#include <QLocale>
#include <QString>

namespace Sektor {

/**
 * What a run of a kind is about, in one figure: a surface map's mean rate over the drive, an access time's mean in
 * ms, a sustained write's rate after its cache. The window's big cell, the results picture's and the text block's
 * headline line all show it, so that none of them shows the run's bytes over its time where the chart shows something
 * else. Decided by the kind's KindReport::headline() (report/kindreports.h: kindHeadlineOf()).
 */
struct KindHeadline
{
    enum class Unit {
        MegabytesPerSecond, ///< 10^6 bytes per second.
        Milliseconds,
    };
    double value = 0; ///< In @c unit.
    Unit unit = Unit::MegabytesPerSecond;
    /// What the figure is, starting in lower case ("mean over the drive", "after 20.0 GB of cache"), in the wording
    /// it was asked for.
    QString label;
    /// The test it is the figure of (the kind's one test): the cell that shows it.
    TestSpec spec;
    IoMode mode = IoMode::Read;

    /// Whether it is the figure of @p test's cell (@p mode: the cell's column).
    bool isFigureOf(const TestSpec &test, IoMode testMode) const { return spec == test && mode == testMode; }
};

/// The headline's value in @p locale's numbers, with the results grid's decimals (2): "2,146.57". No unit.
QString headlineValueText(const KindHeadline &headline, const QLocale &locale = QLocale());

/// Its unit for the window and the picture: "MB/s", "ms" (translated).
QString headlineUnitLabel(KindHeadline::Unit unit);

/// What a column or cell of it is titled: the label starting in upper case ("Mean over the drive").
QString headlineTitle(const KindHeadline &headline);

/// The text report's line of it, fixed English and C locale: "  Headline:      2146.575 MB/s, mean over the drive\n"
/// (@p headline asked for in Wording::English).
QString headlineTextLine(const KindHeadline &headline);

} // namespace Sektor
