// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "kindarguments.h"
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

/// The small-files test's options: --files, --file-size, --file-sync, --threads.
class FilesArgumentsPart final : public KindArguments
{
public:
    QList<QCommandLineOption> options() const override;
    Error apply(const QCommandLineParser &parser, Profile &profile, RunOptions &options) const override;

private:
    QCommandLineOption m_files
        = valueOption("files",
                      QT_TRANSLATE_NOOP("sektor-cli", "Small Files: files per round (default 16k, that is 16 × 1024)."),
                      QT_TRANSLATE_NOOP("sektor-cli", "count"));
    QCommandLineOption m_fileSize
        = valueOption("file-size",
                      QT_TRANSLATE_NOOP("sektor-cli", "Small Files: each file's size (default 0)."),
                      QT_TRANSLATE_NOOP("sektor-cli", "size"));
    QCommandLineOption m_fileSync = valueOption(
        "file-sync",
        QT_TRANSLATE_NOOP("sektor-cli", "Small Files: make durable none, each file, or each file and folder entry."),
        QT_TRANSLATE_NOOP("sektor-cli", "none|file|folder"));
    QCommandLineOption m_threads
        = valueOption("threads",
                      QT_TRANSLATE_NOOP("sektor-cli", "Small Files: folders worked on side by side (default 1)."),
                      QT_TRANSLATE_NOOP("sektor-cli", "count"));
};

} // namespace Sektor::Cli
