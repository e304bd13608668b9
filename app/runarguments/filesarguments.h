// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/error.h"
#include "model/profile.h"
#include "model/runoptions.h"

#include <QString>

namespace Sektor::Cli {

/// The small-files test's settings as typed on the command line; an empty string is an option not given.
struct FilesArguments
{
    QString files; ///< --files: files per round, a count ("16384") or in thousands of 1024 as bonnie++'s -n ("16k").
    QString fileSize; ///< --file-size: each file's size ("0", "4KiB").
    QString fileSync; ///< --file-sync: none, file, folder.
    QString threads; ///< --threads: folders worked on side by side.
};

/**
 * Sets @p options (and the threads of @p profile's test) from @p arguments. The options belong to the Small Files
 * profile and are refused with any other. Errors are translated InvalidArgument sentences; the ranges are checked by
 * RunOptions::validate() and TestSpec::validate().
 */
Error applyFilesArguments(const FilesArguments &arguments, Profile &profile, RunOptions &options);

} // namespace Sektor::Cli
