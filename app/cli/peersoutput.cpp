// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "peersoutput.h"

#include "output.h"

#include "history/peerlookup.h"
#include "peers/peertext.h"

namespace Sektor::Cli {

PeerStandings peersInHistory(const RunResult &result, qint64 ownId)
{
    History::HistoryStore store;
    PeerStandings standings;
    if (History::peerStandings(store, result, ownId, standings).isError())
        return PeerStandings(result.tests.size());
    return standings;
}

void printPeers(std::FILE *stream, const RunResult &result, const PeerStandings &standings)
{
    if (const QStringList lines = peerLines(result, standings, Wording::Translated); !lines.isEmpty())
        printTo(stream, QLatin1Char('\n') + lines.join(QLatin1Char('\n')) + QLatin1Char('\n'));
}

} // namespace Sektor::Cli
