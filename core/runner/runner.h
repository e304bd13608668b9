// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/benchmark.h"
#include "engine/progress.h"
#include "model/profile.h"
#include "model/runoptions.h"

#include <QObject>
#include <QString>

namespace Sektor {

/// What to run: a profile on a target, with the options and the comment that goes in the result.
struct RunRequest
{
    Profile profile;
    QString target; ///< A directory, or a block device node ("/dev/sdb").
    RunOptions options;
    QString comment;
};

/**
 * Runs a benchmark somewhere else than the calling thread and reports back on it: on a worker
 * thread (LocalRunner) or in the privileged helper (HelperRunner). Both emit the same progress
 * and result types, so views do not care where the engine ran.
 *
 * Contract: after start(), exactly one finished() follows, also after cancel() or an error;
 * progressed() and testFinished() only come between the two.
 */
class Runner : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    /// Starts the run; false (and no finished()) when one is already running.
    virtual bool start(const RunRequest &request) = 0;
    /// Asks the run to stop; finished() follows with ErrorCode::Cancelled (or the result, if it won the race).
    virtual void cancel() = 0;
    virtual bool isRunning() const = 0;

Q_SIGNALS:
    void progressed(const Sektor::Progress &progress);
    void testFinished(const Sektor::TestResult &result);
    void finished(const Sektor::RunOutcome &outcome);
};

} // namespace Sektor

Q_DECLARE_METATYPE(Sektor::Progress)
Q_DECLARE_METATYPE(Sektor::TestResult)
Q_DECLARE_METATYPE(Sektor::RunOutcome)
