// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "batch/batchentry.h"

#include <QList>
#include <QString>

namespace Sektor {

/// A drive measured below this share of the median of the same model's drives in its batch is flagged.
inline constexpr double OutlierShare = 0.8;

/// One figure of one drive well below what the drives of its model measured in the same batch.
struct OutlierFlag
{
    int entry = -1; ///< Index in the batch.
    QString testName; ///< "SEQ1M Q8T1"
    IoMode mode = IoMode::Read;
    double bytesPerSecond = 0; ///< This drive's median rate.
    double groupMedian = 0; ///< The median of the same model's drives for this test and mode.
    int groupSize = 0; ///< How many drives of the model measured it, this one included.
    /// The largest run-to-run spread ((best − worst) / median) of this figure on the model's drives: a drive is flagged
    /// only below the median by more than this too.
    double runSpread = 0;
    /// The rate below which this figure counts as weak: the model's median less the larger of the set share and the
    /// run-to-run spread.
    double threshold = 0;
    /// The same figure measured once more (BatchEntry::recheck); 0 when the drive was not measured again (the second
    /// measurement was stopped or failed).
    double recheckBytesPerSecond = 0;

    /// This drive's rate as a share of the model's median (0.55: 45 % below it).
    double share() const { return groupMedian > 0 ? bytesPerSecond / groupMedian : 0; }
    /// Whether a second measurement found the figure as weak as the first.
    bool confirmed() const { return recheckBytesPerSecond > 0 && recheckBytesPerSecond < threshold; }
};

/// Which drives count as the same model (modelGroupKey() of its drive); empty for a target on no drive: it is
/// compared with nothing.
QString modelGroupKey(const BatchEntry &entry);

/// The finished drives of the batch grouped by modelGroupKey(), as indexes, groups in the order of their first drive.
QList<QList<int>> sameModelGroups(const QList<BatchEntry> &entries);

/// The first test's median rate in @p mode (bytes/s), as CrystalDiskMark's first row and the history list show it; 0
/// when it did not run.
double firstRate(const RunResult &result, IoMode mode);

/**
 * Every figure of a finished drive whose first measurement lay below @p share of the median of its model's drives that
 * measured the same test in the same mode, and below it by more than the runs of that figure varied on any of the
 * model's drives (the noise of the measurement); a model needs at least two such drives. Ordered by drive, then as the
 * profile runs its tests. These are the figures a batch measures once more (drivesToRecheck()) before it flags them.
 */
QList<OutlierFlag> weakFigures(const QList<BatchEntry> &entries, double share = OutlierShare);

/// The weakFigures() of drive @p entry alone: what its second measurement repeats (recheckProfile()).
QList<OutlierFlag> weakFiguresOf(const QList<BatchEntry> &entries, int entry, double share = OutlierShare);

/**
 * The flags a batch raises: the weakFigures() its second measurement confirmed (OutlierFlag::confirmed()), and those of
 * drives not measured again (the second measurement stopped or failed), which say so. A figure measured again within
 * range is not flagged (clearedByRecheck()): one unlucky measurement is not a weak drive.
 */
QList<OutlierFlag> findOutliers(const QList<BatchEntry> &entries, double share = OutlierShare);

/// The weakFigures() whose second measurement lay within range: not flagged, but worth a line in the summary.
QList<OutlierFlag> clearedByRecheck(const QList<BatchEntry> &entries, double share = OutlierShare);

/// The finished drives with a weak figure that were not measured again yet (nor tried to), in batch order.
QList<int> drivesToRecheck(const QList<BatchEntry> &entries, double share = OutlierShare);

} // namespace Sektor
