// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "batch/batchentry.h"
#include "model/results.h"
#include "peers/peerstanding.h"

#include <cstdio>

namespace Sektor::Cli {

/// Each test's standing among its model's results in the history (@p ownId, the run's own id there, left out); all
/// "not compared" when the history cannot be read (a run is never refused for it: its saving said why already) or
/// none is kept (none is created for it).
PeerStandings peersInHistory(const RunResult &result, qint64 ownId);

/// Each entry's standings (BatchEntry::peers) before its certificate and the summary are written: every result
/// against the history as it is now, the entry itself left out (BatchEntry::historyId, else the run kept under its
/// fingerprint: a result file `report` reads may be in the history already). Nothing when no history is kept.
void lookUpPeers(QList<BatchEntry> &entries);

/// The standings' lines (peerLine(), translated) on @p stream, after a blank line; nothing when no test is compared.
void printPeers(std::FILE *stream, const RunResult &result, const PeerStandings &standings);

} // namespace Sektor::Cli
