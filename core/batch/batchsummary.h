// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "batch/batchentry.h"
#include "batch/batchoutliers.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace Sektor {

/// "3 drives: 2 finished, 1 failed." in the reader's language.
QString batchCountsText(const QList<BatchEntry> &entries);

/// A rate as the summary shows it ("1,969 MB/s"), "–" for one not measured.
QString batchRateText(double bytesPerSecond);

/// A drive's state in a word or two: "finished", "failed", "refused"…
QString batchStateText(BatchEntry::State state);

/**
 * What a technician must look at, one sentence each, in batch order: each flagged figure ("3 /mnt/c (loop2): SEQ1M
 * Q8T1 write 40 MB/s, 79 % below the median of 3 drives of this model (190 MB/s); confirmed by a second measurement
 * (41 MB/s)."), each health problem a drive
 * reports of itself, and why each drive that did not finish did not.
 */
QStringList batchFlagSentences(const QList<BatchEntry> &entries, const QList<OutlierFlag> &flags);

/// The figures that looked weak on their first measurement and were within range on the second (clearedByRecheck()),
/// one sentence each, of every drive or of drive @p index: not flags, but a technician sees both measurements.
QStringList recheckSentences(const QList<BatchEntry> &entries, int index = -1);

/// Where each drive stands among the results of its model in the history (BatchEntry::peers, peersSummary()), one
/// sentence for each drive that has a test compared: "2 /mnt/b (sdc): Against the 37 results of … in the history: …".
QStringList batchPeersSentences(const QList<BatchEntry> &entries);

/// The sentences of batchFlagSentences() for one drive of the batch: what its certificate lists.
QStringList entryFlagSentences(const QList<BatchEntry> &entries, int index, const QList<OutlierFlag> &flags);

/// Whether drive @p index has a figure flagged or reports a health problem of its own.
bool isFlagged(const QList<BatchEntry> &entries, int index, const QList<OutlierFlag> &flags);

/// The summary's table: a header row, then a row per drive (as batchSummaryText() shows it).
QList<QStringList> batchSummaryRows(const QList<BatchEntry> &entries, const QList<OutlierFlag> &flags);
/// Which of those columns hold figures (aligned right).
QList<bool> batchSummaryFigureColumns();

/**
 * The batch summary for a terminal: the counts, a table with a row per drive (number, target, drive, model, serial,
 * the first test's read and write rates, health, state, flagged or not), the flag sentences and where each drive
 * stands among its model's results in the history (batchPeersSentences()).
 */
QString batchSummaryText(const QList<BatchEntry> &entries);

} // namespace Sektor
