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

/// peerStandings() of a result that may be kept in the history already (a result file read again, a run whose saving
/// is on its way): its own run, @p knownRunId where the caller knows it, else the run kept under its fingerprint
/// (HistoryStore::storedId()), is left out of its peers.
StoreError
peerStandingsOf(HistoryStore &store, const RunResult &result, PeerStandings &standings, qint64 knownRunId = 0);

/// peerStandingsOf(), or no test compared where the history cannot be read: a figure then stands as one without
/// standings, which is what every display of a run does with a history it cannot read.
PeerStandings peerStandingsOrNone(HistoryStore &store, const RunResult &result, qint64 knownRunId = 0);

} // namespace Sektor::History
