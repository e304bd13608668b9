// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

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

} // namespace Sektor::Cli
