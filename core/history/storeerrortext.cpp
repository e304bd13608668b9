// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "history/storeerrortext.h"

#include <QCoreApplication>

namespace Sektor::History {

QString storeErrorText(const StoreError &error, const QString &path)
{
    switch (error.kind) {
    case StoreError::Kind::None:
        return {};
    case StoreError::Kind::Unavailable:
        return QCoreApplication::translate("Sektor::History", "The history %1 cannot be opened or written (%2).")
            .arg(path, error.detail);
    case StoreError::Kind::Busy:
        return QCoreApplication::translate("Sektor::History", "The history %1 is locked by another program.").arg(path);
    case StoreError::Kind::Full:
        return QCoreApplication::translate("Sektor::History", "The disk holding the history %1 is full.").arg(path);
    case StoreError::Kind::Corrupt:
        return QCoreApplication::translate("Sektor::History", "The history %1 is damaged and could not be moved aside.")
            .arg(path);
    case StoreError::Kind::Newer:
        return QCoreApplication::translate(
                   "Sektor::History",
                   "The history %1 was written by a newer version of Sektor (schema %2); this version does not "
                   "change it.")
            .arg(path, error.detail);
    case StoreError::Kind::NotFound:
        return QCoreApplication::translate("Sektor::History", "The history has no run %1.").arg(error.detail);
    case StoreError::Kind::Invalid:
        return QCoreApplication::translate("Sektor::History", "A stored run cannot be read back: %1.")
            .arg(error.detail);
    }
    return {};
}

QString movedAsideText(const HistoryStore &store)
{
    if (store.movedAside().isEmpty())
        return {};
    return QCoreApplication::translate("Sektor::History",
                                       "The history file was damaged or not a database: it was moved to %1, and a "
                                       "new history was started.")
        .arg(store.movedAside());
}

} // namespace Sektor::History
