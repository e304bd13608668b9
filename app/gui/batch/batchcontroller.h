// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/target/runtarget.h"

#include "batch/batchentry.h"
#include "engine/progress.h"
#include "runner/runner.h"
#include "safety/writeconsent.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QObject>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace Sektor::Gui {

/// A target of a batch as the window hands it over: confirmed for raw writes or not, or refused before the start.
struct BatchItem
{
    RunTarget target;
    /// The user typed this device's name: write tests may run on the drive it stood for then, and only on that one.
    std::optional<Safety::WriteConsent> consent;
    Error refusal; ///< Why it will not run (writes refused by the safety verdict or not confirmed); None: it runs.
    /// What its I/O shares with other drives (Catalog::busKeysOfDevice(); "helper" for a run through the helper):
    /// drives with a key in common are never measured at the same time.
    QStringList busKeys;
};

/**
 * Runs one profile on several targets, each through its own Runner (a device as a normal user through the helper,
 * which asks polkit for each), and keeps a BatchEntry per target. By default one drive after another; in parallel,
 * drives that share no controller or bus (see batchLanes()) are measured at the same time, each lane still one drive
 * after another. A drive that fails, is refused or is skipped never stops the others; stop() ends the batch after
 * stopping the drives being measured, and what finished stays. When every drive has had its turn, each drive with a
 * figure well below its model's (weakFigures()) is measured once more, one after another, before the batch ends: its
 * flag stands only if the second measurement confirms it (BatchEntry::recheck).
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
    bool start(const QList<BatchItem> &items,
               const Profile &profile,
               const RunOptions &options,
               const QString &comment,
               bool parallel = false);
    /// A waiting drive is passed over; a drive being measured is stopped and its lane goes on with the next.
    void skip(int index);
    /// Stops the drives being measured and ends the batch; drives not started stay waiting.
    void stop();

    bool isRunning() const { return m_running; }
    /// Whether the batch is measuring drives that looked weak once more (after every drive had its turn).
    bool isRechecking() const { return m_running && m_rechecking; }
    const QList<BatchEntry> &entries() const { return m_entries; }
    /// How many drives run side by side at most (1 unless parallel and the drives share no bus).
    int laneCount() const { return int(m_lanes.size()); }
    /// The drives being measured now, in batch order.
    QList<int> measuring() const;
    /// The first drive being measured, -1 when none.
    int current() const;
    /// The last progress of drive @p index while it is measured (an empty one otherwise).
    Progress progressOf(int index) const;
    /// progressOf(current()).
    Progress progress() const { return progressOf(current()); }
    /// An estimate of the time the batch still takes, in ns: for each lane the drive's own estimate and, for each
    /// drive waiting there, the mean time the finished drives took (or the current one's total while none has).
    std::int64_t remainingNs() const;

Q_SIGNALS:
    /// Drive @p index changed state (it started, finished, failed, was refused or skipped).
    void entryChanged(int index);
    void progressed(int index, const Sektor::Progress &progress);
    /// Drive @p index ended with a result worth keeping (finished, or stopped with tests that finished).
    void resultReady(int index);
    /// Every drive had its turn and @p drives looked weak: each is measured once more now, in this order.
    void recheckStarted(const QList<int> &drives);
    /// The batch is over: every drive ran, was refused or skipped, or the batch was stopped.
    void finished();

private:
    struct Lane
    {
        QList<int> drives; ///< Batch indexes, in batch order.
        int next = 0; ///< Position in drives of the next to consider.
        int current = -1; ///< Batch index of the drive being measured, -1 when none.
        std::unique_ptr<Runner> runner;
        Progress progress;
        QElapsedTimer clock;
        bool done = false;
    };

    void runNext(std::size_t lane);
    /// Starts drive @p index in @p lane; false, with its entry saying why, when it could not start.
    bool startDrive(std::size_t lane, int index);
    /// Records why drive @p index was not measured (in the second round: why it was not measured again).
    void notStarted(int index, const Error &why, BatchEntry::State state, const QDateTime &started);
    void onDriveFinished(std::size_t lane, const RunOutcome &outcome);
    void finishIfDone();
    /// Starts measuring again the drives that looked weak; false when none did.
    bool startRechecks();

    RunnerFactory m_factory;
    std::vector<Lane> m_lanes;
    QList<BatchItem> m_items;
    QList<BatchEntry> m_entries;
    Profile m_profile;
    RunOptions m_options;
    QString m_comment;
    QList<std::int64_t> m_finishedNs; ///< How long each finished drive took.
    bool m_running = false;
    bool m_stopping = false;
    bool m_rechecking = false;
};

} // namespace Sektor::Gui
