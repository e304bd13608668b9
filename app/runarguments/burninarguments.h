// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/error.h"
#include "model/profile.h"
#include "model/runoptions.h"

#include <QString>

#include <optional>

namespace Sektor::Cli {

/// The burn-in's settings as typed on the command line; an empty string is an option not given.
struct BurnInArguments
{
    QString passes; ///< --passes: 1-99.
    QString patterns; ///< --patterns: stamps,random,zeros,ones in the order they are written.
    QString latencyClasses; ///< --latency-classes: the five boundaries in ms, rising ("3,10,50,150,500").
    QString stopAfterErrors; ///< --stop-after-errors: failed ranges.
    QString stopIfSlower; ///< --stop-if-slower: a rate ("50MB/s")…
    QString slowerFor; ///< --for: …held below for this long.
    QString stopIfHotter; ///< --stop-if-hotter: °C.
};

/**
 * Sets @p options from @p arguments for @p profile: each option belongs to the burn-in and is refused with any other
 * profile; --stop-if-slower and --for come together. Errors are translated InvalidArgument sentences; the ranges are
 * checked by RunOptions::validate().
 */
Error applyBurnInArguments(const BurnInArguments &arguments, const Profile &profile, RunOptions &options);

/// A rate as typed: a number of MB/s, or with a unit (B/s, kB/s, MB/s, GB/s, KiB/s, MiB/s, GiB/s; "/s" may be left
/// out). In bytes per second; nullopt for anything else.
std::optional<double> parseRate(const QString &text);

} // namespace Sektor::Cli
