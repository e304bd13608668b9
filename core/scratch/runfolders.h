// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

#include <string>
#include <vector>

namespace Sektor::Scratch {

/**
 * The private folders that runs killed outright (SIGKILL, a power cut) left in a folder: named @p prefix + PID + '-'
 * + anything, of a process that no longer runs, owned by this user, real folders (not links). Only their names:
 * what is in them only the kind of run that made them knows (RunFolderLayout).
 * @p parent is an open descriptor of the folder.
 */
std::vector<std::string> deadRunFolders(int parent, const char *prefix);

/// What a kind of run makes in its private folder, so that what a killed one left is told from anything else.
struct RunFolderLayout
{
    const char *prefix; ///< The folders' names: prefix + PID + '-' + anything.
    bool (*isOwnFile)(const char *name); ///< The names of the files a run makes.
    /// The names of the folders (one level down) a run makes its files in; nullptr: the files are in the run's folder.
    bool (*isOwnFolder)(const char *name) = nullptr;
};

/**
 * Removes what runs of @p layout killed outright left in @p directory (deadRunFolders()): the regular files the layout
 * names as the run's own, then each folder once empty. Anything else, and every folder holding it, stays; a link is
 * never followed. Returns how many files it removed.
 */
int removeDeadRunFolders(const QString &directory, const RunFolderLayout &layout);

} // namespace Sektor::Scratch
