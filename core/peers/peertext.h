// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"
#include "model/wording.h"
#include "peers/peerstanding.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace Sektor {

/// "38th percentile": English ordinals for English, the translation's own form otherwise ("38. Perzentil").
QString percentileText(double percentile, Wording wording);

/**
 * The one place that words a standing, for every text and the window: "SEQ1M Q8T1 read 3,420 MB/s — 38th percentile
 * of 42 results of Samsung SSD 870 EVO 1TB (median 3,510 MB/s)", with "; 12 of them imported" when some were; below
 * MinimumPeers "… — too few results of this model to compare (3 of Samsung SSD 870 EVO 1TB)".
 */
QString peerLine(const TestResult &test, const PeerStanding &standing, Wording wording);

/// peerLine() of each test that has a standing, in the order of the tests; @p standings runs parallel to the tests.
QStringList peerLines(const RunResult &result, const PeerStandings &standings, Wording wording);

/**
 * One sentence for a drive's certificate or a batch's summary (for the lead to wire where those are written): the
 * first test of each mode that has enough comparable results, "Against the 37 results of Samsung SSD 870 EVO 1TB in
 * the history: SEQ1M Q8T1 read at the 38th percentile (median 3,510 MB/s); SEQ1M Q8T1 write at the 52nd percentile
 * (median 3,100 MB/s)." (with "(12 of them imported)" after "history" when some were); "Too few results of … in the
 * history to compare it with (3)." when no test has enough; empty when no test is compared.
 */
QString peersSummary(const RunResult &result, const PeerStandings &standings, Wording wording);

} // namespace Sektor
