// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "history/peerlookup.h"

namespace Sektor::History {

StoreError peerStandings(HistoryStore &store, const RunResult &result, qint64 ownRunId, PeerStandings &standings)
{
    standings.clear();
    for (const TestResult &test : result.tests) {
        std::optional<PeerQuery> query = peerQueryFor(result, test);
        if (!query) {
            standings << PeerStanding {};
            continue;
        }
        query->excludeRunId = ownRunId;
        QList<PeerValue> peers;
        if (StoreError e = store.peers(*query, peers); e.isError())
            return e;
        standings << standingAmong(*query, test.stats.medianBytesPerSecond, peers);
    }
    return {};
}

StoreError peerStandingsOf(HistoryStore &store, const RunResult &result, PeerStandings &standings, qint64 knownRunId)
{
    qint64 ownRunId = knownRunId;
    if (ownRunId <= 0)
        if (StoreError e = store.storedId(result, ownRunId); e.isError())
            return e;
    return peerStandings(store, result, ownRunId, standings);
}

PeerStandings peerStandingsOrNone(HistoryStore &store, const RunResult &result, qint64 knownRunId)
{
    PeerStandings standings;
    if (peerStandingsOf(store, result, standings, knownRunId).isError())
        return PeerStandings(result.tests.size());
    return standings;
}

} // namespace Sektor::History
