// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/smallfiles.h"
#include "smallfiles/fileplan.h"

#include <QString>

#include <cstdint>

namespace Sektor::SmallFiles {

/// The private folder of one run: ".sektor-files-PID-SECONDS", so that a later run knows a killed one's leftovers.
constexpr char FolderPrefix[] = ".sektor-files-";

/// How a small-files test ended: what it measured, and the error that stopped it if one did.
struct FilesOutcome
{
    SmallFilesResult result;
    int errorNumber = 0;
    const char *failedCall = nullptr;
    QString failedPath;
    std::uint64_t filesWhenFailed = 0; ///< Files that existed when a create failed (ENOSPC: how many fit).
};

/**
 * bonnie++'s file test: in a private folder in @p plan's directory, each thread in a folder of its own creates its
 * files in name order, reads them (stat; open and read when they have content) and deletes them in the order its
 * folder lists them (as bonnie++, ls -l and rm -r); then the same in a seeded random order; each file's operation
 * timed. Rounds repeat (FilesPlan::minPhaseNs). Removes every file and folder it made at the end, also when stopped or
 * failed; first removes what killed runs left (removeFilesLeftovers).
 */
FilesOutcome runSmallFiles(const FilesPlan &plan, FilesObserver &observer);

/**
 * Removes what small-files runs that were killed left in @p directory: the folders FolderPrefix + PID of processes
 * that no longer run, owned by this user, and in them only the thread folders and files the test makes (nothing
 * else, never following a link). Returns how many files it removed.
 */
int removeFilesLeftovers(const QString &directory);

} // namespace Sektor::SmallFiles
