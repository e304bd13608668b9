// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "peers/peerstanding.h"

#include "peers/drivemodel.h"
#include "stats/median.h"

namespace Sektor {

std::optional<PeerQuery> peerQueryFor(const RunResult &result, const TestResult &test)
{
    if (!test.isRunFigure() || test.mode == IoMode::Mix || test.stats.medianBytesPerSecond <= 0
        || result.target.drives.size() != 1 || result.target.memoryBacked)
        return std::nullopt;
    const MeasuredDrive &drive = result.target.drives.constFirst();
    const QString modelKey = normalisedModel(drive.model);
    if (modelKey.isEmpty())
        return std::nullopt;
    PeerQuery query;
    query.modelKey = modelKey;
    query.model = modelWithCapacity(drive);
    query.capacityBytes = drive.sizeBytes;
    query.interfaceClass = drive.transport;
    query.testName = test.spec.name();
    query.mode = test.mode;
    query.targetKind = result.target.kind;
    query.testSize = result.options.testSize;
    return query;
}

bool comparable(const PeerQuery &a, const PeerQuery &b)
{
    return a.modelKey == b.modelKey && a.capacityBytes == b.capacityBytes && a.interfaceClass == b.interfaceClass
        && a.testName == b.testName && a.mode == b.mode && a.targetKind == b.targetKind
        && b.testSize >= a.smallestSimilarSize() && b.testSize <= a.largestSimilarSize();
}

double percentileAmong(double value, const std::vector<double> &others)
{
    if (others.empty())
        return 0;
    double below = 0;
    for (double other : others) {
        if (other < value)
            below += 1;
        else if (other == value)
            below += 0.5;
    }
    return 100 * below / double(others.size());
}

PeerStanding standingAmong(const PeerQuery &query, double value, const QList<PeerValue> &peers)
{
    PeerStanding standing;
    standing.compared = true;
    standing.model = query.model;
    standing.value = value;
    standing.source = QStringLiteral("history");
    standing.count = int(peers.size());
    std::vector<double> rates;
    rates.reserve(peers.size());
    for (const PeerValue &peer : peers) {
        rates.push_back(peer.bytesPerSecond);
        (peer.imported ? standing.importedCount : standing.ownCount) += 1;
        standing.unsignedCount += peer.unsignedPack ? 1 : 0;
    }
    standing.peerValues = rates;
    if (standing.enough()) {
        standing.percentile = percentileAmong(value, rates);
        standing.median = medianOf(std::move(rates));
    }
    return standing;
}

} // namespace Sektor
