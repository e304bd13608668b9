// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <QList>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace Sektor {

/// Fewer comparable results than this say nothing of a model: "too few results of this model to compare", no
/// percentile.
inline constexpr int MinimumPeers = 5;

/// Two results are of a similar size when the larger test size is at most this many times the smaller one.
inline constexpr std::uint64_t SimilarSizeFactor = 2;

/**
 * What a test's result must share with another for the two to be compared ("of the same model"):
 * - the same normalised model (normalisedModel()) and capacity: the firmware is not compared;
 * - the same interface class (MeasuredDrive::transport: "sata", "nvme", "usb"…): a SATA SSD in a USB enclosure is not
 *   compared with the same SSD on SATA, whose link is faster;
 * - the same test (TestSpec::name(): pattern, block size, queue depth, threads, DSYNC) in the same mode (read, write,
 *   rewrite; a mix's read share is not kept in the history's columns, so mixes are not compared);
 * - the same target kind: a file on a filesystem, or the raw device;
 * - a similar test size: neither more than SimilarSizeFactor times the other (1 GiB is compared with 512 MiB to
 *   2 GiB), since a size that fits a drive's cache or not moves its figures;
 * - a target on exactly one drive that is not memory: a RAID's figures say nothing of its first drive's model.
 * Only a test whose figure is a speed over timed runs is compared (a cell of the grid).
 */
struct PeerQuery
{
    QString modelKey; ///< normalisedModel()
    QString model; ///< modelWithCapacity(): what the line shows.
    std::uint64_t capacityBytes = 0;
    QString interfaceClass; ///< MeasuredDrive::transport
    QString testName; ///< TestSpec::name()
    IoMode mode = IoMode::Read;
    TargetInfo::Kind targetKind = TargetInfo::Kind::Directory;
    std::uint64_t testSize = 0; ///< RunOptions::testSize, as the history keeps it.
    qint64 excludeRunId = 0; ///< The history's id of the result itself, which is not its own peer; 0 for none.

    std::uint64_t smallestSimilarSize() const { return testSize / SimilarSizeFactor; }
    std::uint64_t largestSimilarSize() const { return testSize * SimilarSizeFactor; }
};

/// What @p test of @p result is compared on; none when it is not compared (see PeerQuery).
std::optional<PeerQuery> peerQueryFor(const RunResult &result, const TestResult &test);

/// Whether @p a and @p b may be compared (PeerQuery's rules, the same that the history's lookup applies).
bool comparable(const PeerQuery &a, const PeerQuery &b);

/// One comparable result found: its figure and where it came from.
struct PeerValue
{
    double bytesPerSecond = 0;
    bool imported = false; ///< From another machine (an imported run or reference pack), not measured here.
    /// From a reference pack that no trusted key signed (imported with --allow-unsigned): anyone may have made it.
    bool unsignedPack = false;
};

/**
 * Where @p value stands among @p others, in percent: the share of them below it, each equal one counted as half
 * below (the "mid-rank" percentile), so that a result equal to all others stands at 50 and one above all at 100.
 * 0 for no others.
 */
double percentileAmong(double value, const std::vector<double> &others);

/// Where one test's result stands among the comparable results of its model.
struct PeerStanding
{
    bool compared = false; ///< False: the test is not compared with others (PeerQuery); the rest is empty.
    QString model; ///< "Samsung SSD 870 EVO 1TB"
    int count = 0; ///< Comparable results, the result itself not among them.
    int ownCount = 0; ///< Of them measured here.
    int importedCount = 0; ///< Of them imported.
    int unsignedCount = 0; ///< Of the imported, from reference packs no trusted key signed.
    double percentile = 0; ///< percentileAmong(); 0 and not to be shown below MinimumPeers (the quality gate).
    double median = 0; ///< Of the comparable results (bytes/s); 0 below MinimumPeers.
    double value = 0; ///< The result's own figure (bytes/s).
    QString source; ///< "history": where the comparable results were looked up.
    /// The comparable results' figures (bytes/s) as they were found: what the window's distribution plot draws. Not
    /// written into a result file (report/peersjson writes the figures above).
    std::vector<double> peerValues;

    /// Whether there are enough comparable results for a percentile (the quality gate).
    bool enough() const { return compared && count >= MinimumPeers; }
};

/// Each test's standing, parallel to a result's tests.
using PeerStandings = QList<PeerStanding>;

/// The standing of @p value among @p peers (the results of @p query's model found comparable).
PeerStanding standingAmong(const PeerQuery &query, double value, const QList<PeerValue> &peers);

} // namespace Sektor
