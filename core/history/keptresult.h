// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "history/historystore.h"

#include <QString>

namespace Sektor::History {

/**
 * Keeps a run the history could not take (locked, read-only, full, corrupt, newer) as a JSON file, so that nothing
 * measured is lost: in the "unsaved" folder beside the database, from where the next save imports it, or, when
 * that folder cannot be written either (the same full or read-only disk), in the temporary folder. Returns the
 * file's path, or empty when neither could be written.
 */
QString keepUnsaved(const RunResult &result, const QString &historyPath);

/// The folder keepUnsaved() writes to first: "unsaved" beside the database.
QString unsavedFolder(const QString &historyPath);

/// What importing the kept runs did.
struct KeptImport
{
    int imported = 0; ///< Now in the history (or found there already), their files removed.
    int failed = 0; ///< Still kept: the history refused them again, or the file cannot be read.
};

/**
 * Saves the runs kept in unsavedFolder() into @p store and removes each file once its run is stored. A file that
 * is not a result stays where it is, for the user to look at.
 */
KeptImport importKept(HistoryStore &store);

} // namespace Sektor::History
