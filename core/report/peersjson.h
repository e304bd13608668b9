// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "peers/peerstanding.h"

#include <QByteArray>
#include <QJsonObject>

namespace Sektor {

/**
 * A test's standing as its "peers" object: {"model", "count", "ownCount", "importedCount", "unsignedCount" (of the
 * imported, from reference packs no trusted key signed), "percentile", "median", "source"}. "percentile" is in percent
 * (PeerStanding: the share below, ties half), "median" in bytes per second as the test's "medianBytesPerSecond"; both
 * are null below MinimumPeers ("too few results of this model to compare"). "source" says where the comparable results
 * were looked up ("history").
 */
QJsonObject toJson(const PeerStanding &standing);

/**
 * toJsonBytes() of @p result with each compared test's "peers" (@p standings runs parallel to its tests). The standings
 * are what the history held when the file was written, not part of the run: the reader (fromJson()) leaves them out,
 * and the run imported from the file is the same run.
 */
QByteArray toJsonBytes(const RunResult &result, const PeerStandings &standings);

} // namespace Sektor
