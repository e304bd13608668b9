// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "runtarget.h"

#include "batch/batchentry.h"
#include "engine/progress.h"
#include "runner/runner.h"

#include <QElapsedTimer>
#include <QObject>

#include <functional>
#include <memory>

namespace Sektor::Gui {

/// A target of a batch as the window hands it over: confirmed for raw writes or not, or refused before the start.
struct BatchItem
{
    RunTarget target;
    bool writesConfirmed = false; ///< The user typed this device's name: write tests may run on it.
    Error refusal; ///< Why it will not run (writes refused by the safety verdict or not confirmed); None: it runs.
};

/**
 * Runs one profile on several targets in turn, each through its own Runner (a device as a normal user through the
 * helper, which asks polkit for each), and keeps a BatchEntry per target. A drive that fails, is refused or is
 * skipped never stops the others; stop() ends the batch after stopping the drive being measured, and what finished
 * stays. Drives run one after another only: two drives measured at once on one bus or controller share its
 * bandwidth and each reads slow.
 */
class BatchController : public QObject
{
    Q_OBJECT
public:
    using RunnerFactory = std::function<std::unique_ptr<Runner>(const RunTarget &)>;

    explicit BatchController(QObject *parent = nullptr);
    ~BatchController() override;

    /// For tests: where each drive's runner comes from (by default createRunner() watched by Health).
    void setRunnerFactory(RunnerFactory factory) { m_factory = std::move(factory); }

    /// Starts the batch; false when one runs already or @p items is empty.
    bool
    start(const QList<BatchItem> &items, const Profile &profile, const RunOptions &options, const QString &comment);
    /// A waiting drive is passed over; the drive being measured is stopped and the batch goes on with the next.
    void skip(int index);
    /// Stops the drive being measured and ends the batch; drives not started stay waiting.
    void stop();

    bool isRunning() const { return m_current >= 0; }
    const QList<BatchEntry> &entries() const { return m_entries; }
    const QList<RunTarget> &targets() const { return m_targets; }
    /// The drive being measured, -1 when none.
    int current() const { return m_current; }
    /// The last progress of the drive being measured.
    const Progress &progress() const { return m_progress; }
    /// An estimate of the time the batch still takes, in ns: the current drive's own estimate, and for each drive
    /// waiting the mean time the finished ones took (or the current one's total while none has finished).
    std::int64_t remainingNs() const;

Q_SIGNALS:
    /// Drive @p index changed state (it started, finished, failed, was refused or skipped).
    void entryChanged(int index);
    void progressed(int index, const Sektor::Progress &progress);
    /// Drive @p index ended with a result worth keeping (finished, or stopped with tests that finished).
    void resultReady(int index);
    /// The batch is over: every drive ran, was refused or skipped, or the batch was stopped.
    void finished();

private:
    void runNext();
    void onDriveFinished(const RunOutcome &outcome);

    RunnerFactory m_factory;
    std::unique_ptr<Runner> m_runner;
    QList<BatchItem> m_items;
    QList<RunTarget> m_targets;
    QList<BatchEntry> m_entries;
    Profile m_profile;
    RunOptions m_options;
    QString m_comment;
    Progress m_progress;
    QElapsedTimer m_driveClock;
    QList<std::int64_t> m_finishedNs; ///< How long each finished drive took.
    int m_current = -1;
    int m_next = 0; ///< Where runNext() looks for the next drive to run.
    bool m_stopping = false;
};

} // namespace Sektor::Gui
