// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/error.h"
#include "model/results.h"
#include "peers/peerstanding.h"

#include <QList>
#include <QString>

#include <optional>

namespace Sektor {

/// One target of a batch (a technician's many drives, one profile): what became of it.
struct BatchEntry
{
    enum class State {
        Waiting, ///< Not started yet; after a cancel of the batch, never started.
        Finished, ///< Ran to its end: result holds every figure.
        Failed, ///< Started and failed (error); result holds what a stopped test keeps, if anything.
        Refused, ///< Not started: writes were refused or not confirmed, or the target is unusable (error).
        Cancelled, ///< Stopped by the user while it ran (error is Cancelled).
        Skipped, ///< Passed over at the user's word before it started.
    };

    QString target; ///< The directory or block device as named.
    State state = State::Waiting;
    RunResult result;
    Error error;
    qint64 historyId = 0; ///< Where the history keeps its result; 0: not saved.
    /// Each test's standing among the results of its model in the history, parallel to result.tests, looked up by the
    /// program before the reports are written (the batch has no history of its own); empty when not looked up.
    PeerStandings peers;
    /// The second measurement of a drive that looked weak beside the drives of its model (findOutliers()), of the
    /// figures that looked weak (recheckProfile()), when it ran to its end: a flag stands only when it confirms it.
    std::optional<RunResult> recheck;
    /// Why that second measurement did not run to its end; None when it did, or when none was made (a batch of result
    /// files measures nothing again).
    Error recheckError;

    /// The drive under the target (its first, for a stack), or nullptr where none is known (tmpfs, not run).
    const MeasuredDrive *drive() const
    {
        return result.target.drives.isEmpty() ? nullptr : &result.target.drives.constFirst();
    }
};

/// Whether every target of the batch finished.
bool allFinished(const QList<BatchEntry> &entries);

} // namespace Sektor
