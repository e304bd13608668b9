// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "history/historystore.h"

#include <QString>
#include <QStringList>

namespace Sektor::History {

/// Where keepUnsaved() kept a run, and the folders it refused on the way.
struct KeptRun
{
    QString path; ///< The file, or empty when the run could not be kept anywhere.
    QStringList refused; ///< "Not kept in /tmp/sektor-unsaved: it belongs to another user.", translated, in order.
};

/**
 * Keeps a run the history could not take (locked, read-only, full, corrupt, newer) as a JSON file, so that nothing
 * measured is lost: in the "unsaved" folder beside the database, from where the next save imports it; when that
 * cannot be written either (the same full or read-only disk), in "sektor-unsaved" under $XDG_RUNTIME_DIR (when set),
 * then under the temporary folder, and last in a new "sektor-unsaved-XXXXXX" there. Each folder is used only when it
 * is the user's own (OwnFolder: a real directory, theirs, 0700), and the file is created in it with
 * O_CREAT|O_EXCL|O_NOFOLLOW, written and fsynced: another user who made the name first in /tmp, as a link or a
 * folder of theirs, gets nothing written through it.
 */
KeptRun keepUnsaved(const RunResult &result, const QString &historyPath);

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
 * is not a result stays where it is, for the user to look at. Only a folder of the user's own is read (OwnFolder),
 * and no link in it is followed.
 */
KeptImport importKept(HistoryStore &store);

} // namespace Sektor::History
