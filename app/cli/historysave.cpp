// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "historysave.h"
#include "output.h"

#include "history/historystore.h"
#include "history/keptresult.h"
#include "history/storeerrortext.h"

#include <QCoreApplication>

namespace Sektor::Cli {

qint64 saveRunToHistory(const RunResult &result)
{
    History::HistoryStore store;
    History::Saved saved;
    const History::StoreError error = store.save(result, &saved);
    if (const QString moved = History::movedAsideText(store); !moved.isEmpty())
        printNotice(moved);
    if (!error.isError()) {
        printNotice(QCoreApplication::translate("sektor-cli", "Saved in the history as run %1.").arg(saved.id));
        // Runs an earlier failure kept aside join the history now that it takes runs again.
        const History::KeptImport kept = History::importKept(store);
        if (kept.imported == 1)
            printNotice(QCoreApplication::translate(
                "sektor-cli", "An earlier run that could not be saved then is in the history now."));
        else if (kept.imported > 1)
            printNotice(
                QCoreApplication::translate("sektor-cli",
                                            "%n earlier runs that could not be saved then are in the history now.",
                                            nullptr,
                                            kept.imported));
        return saved.id;
    }
    printError(History::storeErrorText(error, store.path()));
    const History::KeptRun kept = History::keepUnsaved(result, store.path());
    for (const QString &refused : kept.refused)
        printNotice(refused);
    if (kept.path.isEmpty())
        printError(QCoreApplication::translate("sektor-cli",
                                               "This run could not be kept anywhere else either: only the results "
                                               "printed above remain. Use --json FILE to keep them."));
    else
        printNotice(QCoreApplication::translate("sektor-cli",
                                                "This run is kept in %1; the next run saved in the history adds it.")
                        .arg(kept.path));
    return 0;
}

} // namespace Sektor::Cli
