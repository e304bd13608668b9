// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "history/historystore.h"
#include "peers/peerstanding.h"

namespace Sektor::History {

/// Each test's standing among the comparable results of its model in the history, parallel to the result's tests;
/// not PeerStanding::compared for a test that is not compared (PeerQuery). @p ownRunId, the result's own id in the
/// history, is left out of its peers; 0 when it is not stored.
StoreError peerStandings(HistoryStore &store, const RunResult &result, qint64 ownRunId, PeerStandings &standings);

} // namespace Sektor::History
