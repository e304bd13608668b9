// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "kindarguments.h"
#include "model/error.h"
#include "model/profile.h"
#include "model/runoptions.h"

#include <QString>

namespace Sektor::Cli {

/// The surface tests' settings as typed on the command line; an empty string is an option not given.
struct SurfaceArguments
{
    QString samples; ///< --samples: the position map's chunks, 100-1000 or "all".
    QString reads; ///< --reads: the access time's random reads.
    QString slowBelow; ///< --slow-below: the position map's slow share of the median, in percent.
    QString slowRead; ///< --slow-read: the read scan's limit for a 1 MiB read, a duration.
};

/**
 * Sets @p options from @p arguments for @p profile. Each option belongs to one surface test and is refused with any
 * other profile, as --block-sizes is (it would be ignored without a word). Errors are translated InvalidArgument
 * sentences; the ranges are checked by RunOptions::validate().
 */
Error applySurfaceArguments(const SurfaceArguments &arguments, const Profile &profile, RunOptions &options);

/// The surface tests' options: --samples, --slow-below, --reads, --slow-read.
class SurfaceArgumentsPart final : public KindArguments
{
public:
    QList<QCommandLineOption> options() const override;
    QList<QCommandLineOption> resumedOptions() const override;
    Error apply(const QCommandLineParser &parser, Profile &profile, RunOptions &options) const override;

private:
    QCommandLineOption m_samples = valueOption(
        "samples",
        QT_TRANSLATE_NOOP("sektor-cli",
                          "Position Map: chunks to read, evenly spaced (100-1000, default 200), or all of them."),
        QT_TRANSLATE_NOOP("sektor-cli", "count"));
    QCommandLineOption m_slowBelow = valueOption(
        "slow-below",
        QT_TRANSLATE_NOOP("sektor-cli", "Position Map: mark chunks below this share of the median (default 50 %)."),
        QT_TRANSLATE_NOOP("sektor-cli", "percent"));
    QCommandLineOption m_reads = valueOption(
        "reads",
        QT_TRANSLATE_NOOP("sektor-cli", "Access Time: random reads over the device (100-100000, default 1000)."),
        QT_TRANSLATE_NOOP("sektor-cli", "count"));
    QCommandLineOption m_slowRead = valueOption(
        "slow-read",
        QT_TRANSLATE_NOOP("sektor-cli", "Read Scan: mark reads of 1 MiB slower than this (default 100ms)."),
        QT_TRANSLATE_NOOP("sektor-cli", "duration"));
};

} // namespace Sektor::Cli
