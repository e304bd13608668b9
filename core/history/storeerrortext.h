// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "history/historystore.h"

namespace Sektor::History {

/// Why the history at @p path failed, as one translated sentence for the CLI and the GUI.
QString storeErrorText(const StoreError &error, const QString &path);

/// "A file that was not a history database was moved to %1; a new history starts." Empty when nothing was moved.
QString movedAsideText(const HistoryStore &store);

} // namespace Sektor::History
