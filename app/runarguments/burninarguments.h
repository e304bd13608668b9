// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "kindarguments.h"
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

/// The burn-in's options: --passes, --patterns, --latency-classes and the stop rules.
class BurnInArgumentsPart final : public KindArguments
{
public:
    QList<QCommandLineOption> options() const override;
    QList<QCommandLineOption> resumedOptions() const override;
    Error apply(const QCommandLineParser &parser, Profile &profile, RunOptions &options) const override;

private:
    QCommandLineOption m_passes
        = valueOption("passes",
                      QT_TRANSLATE_NOOP("sektor-cli",
                                        "Burn-in: how often each pattern is written and read back (1-99, "
                                        "default 1)."),
                      QT_TRANSLATE_NOOP("sektor-cli", "count"));
    QCommandLineOption m_patterns = valueOption(
        "patterns",
        QT_TRANSLATE_NOOP("sektor-cli",
                          "Burn-in: what is written, in this order: stamps (each block names its place, default), "
                          "random, zeros, ones."),
        QT_TRANSLATE_NOOP("sektor-cli", "list"));
    QCommandLineOption m_latencyClasses = valueOption(
        "latency-classes",
        QT_TRANSLATE_NOOP("sektor-cli",
                          "Burn-in: the five bounds of the blocks' time classes in ms (default 3,10,50,150,500); a "
                          "block in the last class is slow."),
        QT_TRANSLATE_NOOP("sektor-cli", "list"));
    QCommandLineOption m_stopAfterErrors
        = valueOption("stop-after-errors",
                      QT_TRANSLATE_NOOP("sektor-cli", "Burn-in: stop once this many ranges failed."),
                      QT_TRANSLATE_NOOP("sektor-cli", "count"));
    QCommandLineOption m_stopIfSlower = valueOption(
        "stop-if-slower",
        QT_TRANSLATE_NOOP("sektor-cli",
                          "Burn-in: stop when the rate stays below this (MB/s, or with a unit) for --for."),
        QT_TRANSLATE_NOOP("sektor-cli", "rate"));
    QCommandLineOption m_slowerFor
        = valueOption("for",
                      QT_TRANSLATE_NOOP("sektor-cli", "Burn-in: how long the rate must stay below --stop-if-slower."),
                      QT_TRANSLATE_NOOP("sektor-cli", "duration"));
    QCommandLineOption m_stopIfHotter
        = valueOption("stop-if-hotter",
                      QT_TRANSLATE_NOOP("sektor-cli", "Burn-in: stop when the drive reads hotter than this (°C)."),
                      QT_TRANSLATE_NOOP("sektor-cli", "celsius"));
};

/// A rate as typed: a number of MB/s, or with a unit (B/s, kB/s, MB/s, GB/s, KiB/s, MiB/s, GiB/s; "/s" may be left
/// out). In bytes per second; nullopt for anything else.
std::optional<double> parseRate(const QString &text);

} // namespace Sektor::Cli
