// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "peersoutput.h"

#include "output.h"

#include "history/peerlookup.h"
#include "peers/peertext.h"

#include <QFileInfo>

namespace Sektor::Cli {

namespace {
// A command that only reads the history (report, station) must not create one where none was kept.
bool historyKept()
{
    return QFileInfo::exists(History::HistoryStore::defaultPath());
}
} // namespace

PeerStandings peersInHistory(const RunResult &result, qint64 ownId)
{
    if (!historyKept())
        return PeerStandings(result.tests.size());
    History::HistoryStore store;
    return History::peerStandingsOrNone(store, result, ownId);
}

void lookUpPeers(QList<BatchEntry> &entries)
{
    if (!historyKept())
        return;
    History::HistoryStore store;
    for (BatchEntry &entry : entries) {
        if (entry.result.tests.isEmpty())
            continue;
        PeerStandings standings;
        const History::StoreError e = History::peerStandingsOf(store, entry.result, standings, entry.historyId);
        if (e.isError())
            return; // the history cannot be read: no standings, as a run without them
        entry.peers = standings;
    }
}

void printPeers(std::FILE *stream, const RunResult &result, const PeerStandings &standings)
{
    if (const QStringList lines = peerLines(result, standings, Wording::Translated); !lines.isEmpty())
        printTo(stream, QLatin1Char('\n') + lines.join(QLatin1Char('\n')) + QLatin1Char('\n'));
}

} // namespace Sektor::Cli
