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

} // namespace Sektor
