// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/batch/batchcontroller.h"
#include "gui/run/runnerfactory.h"
#include "sektorapp_debug.h"

#include "batch/batchlanes.h"
#include "batch/batchoutliers.h"
#include "batch/batchrecheck.h"
#include "batch/unmeasured.h"
#include "catalog/drivecatalog.h"
#include "health/watchedrunner.h"
#include "report/partialresult.h"

#include <QDateTime>
#include <QTimer>

#include <algorithm>
#include <numeric>

namespace Sektor::Gui {

namespace {
bool refuses(ErrorCode code)
{
    // Nothing was measured and nothing could be: the drive's writes were refused, not confirmed or not authorized.
    return code == ErrorCode::WritesRefused || code == ErrorCode::WritesNotAllowed || code == ErrorCode::NotAuthorized;
}
} // namespace

BatchController::BatchController(QObject *parent)
    : QObject(parent)
    , m_factory([](const RunTarget &target) {
        // The drives' temperature and health are read around every run, as for a single one.
        return Health::watchedRunner(createRunner(target));
    })
{ }

// The runners' destructors cancel a run still going and wait for it, so closing mid-batch leaves no test file.
BatchController::~BatchController() = default;

bool BatchController::start(const QList<BatchItem> &items,
                            const Profile &profile,
                            const RunOptions &options,
                            const QString &comment,
                            bool parallel)
{
    if (isRunning() || items.isEmpty())
        return false;
    m_items = items;
    m_entries.clear();
    QList<QStringList> keys;
    for (const BatchItem &item : items) {
        BatchEntry entry;
        entry.target = item.target.path;
        m_entries << entry;
        keys << item.busKeys;
    }
    m_lanes.clear();
    qCDebug(SEKTOR_APP) << "batch: buses" << keys << (parallel ? "in parallel" : "one after another");
    for (const QList<int> &drives : batchLanes(keys, parallel)) {
        m_lanes.emplace_back();
        m_lanes.back().drives = drives;
    }
    m_profile = profile;
    m_options = options;
    m_comment = comment;
    m_finishedNs.clear();
    m_stopping = false;
    m_rechecking = false;
    m_running = true;
    // Queued: whoever started the batch connects to what the first drives say before they say it.
    for (std::size_t lane = 0; lane < m_lanes.size(); ++lane) {
        QTimer::singleShot(0, this, [this, lane] {
            runNext(lane);
        });
    }
    return true;
}

void BatchController::runNext(std::size_t laneIndex)
{
    Lane &lane = m_lanes[laneIndex];
    lane.current = -1;
    lane.progress = Progress {};
    while (lane.next < lane.drives.size() && !m_stopping) {
        const int i = lane.drives.at(lane.next++);
        // Not skipped before its turn, and in the second round, a drive whose first measurement finished.
        const bool due
            = m_entries.at(i).state == (m_rechecking ? BatchEntry::State::Finished : BatchEntry::State::Waiting);
        if (due && startDrive(laneIndex, i))
            return; // onDriveFinished() goes on
    }
    lane.done = true;
    finishIfDone();
}

bool BatchController::startDrive(std::size_t laneIndex, int i)
{
    Lane &lane = m_lanes[laneIndex];
    const BatchItem &item = m_items.at(i);
    const QDateTime started = QDateTime::currentDateTime();
    Error refusal = item.refusal;
    // Confirmed before the batch began: the drive under the name now must still be the one confirmed.
    if (!refusal.isError() && item.target.isDevice() && item.consent)
        refusal = Safety::checkWriteConsent(*item.consent, Catalog::DriveCatalog());
    if (refusal.isError()) {
        notStarted(i, refusal, BatchEntry::State::Refused, started);
        return false;
    }
    RunRequest request {m_rechecking ? recheckProfile(m_profile, weakFiguresOf(m_entries, i)) : m_profile,
                        item.target.path,
                        m_options,
                        m_comment};
    if (item.target.isDevice() && item.consent) {
        request.options.allowDeviceWrites = true;
        request.options.expectedDevice = item.consent->identity; // checked again on the opened device
    }
    if (lane.runner)
        lane.runner.release()->deleteLater(); // it may still be delivering its last signal
    lane.runner = m_factory(item.target);
    connect(lane.runner.get(), &Runner::progressed, this, [this, laneIndex, i](const Progress &progress) {
        m_lanes[laneIndex].progress = progress;
        Q_EMIT progressed(i, progress);
    });
    connect(lane.runner.get(), &Runner::finished, this, [this, laneIndex](const RunOutcome &outcome) {
        onDriveFinished(laneIndex, outcome);
    });
    lane.current = i;
    lane.clock.start();
    if (!m_rechecking)
        m_entries[i].result.started = started;
    if (!lane.runner->start(request)) {
        lane.current = -1;
        notStarted(i, Error::of(ErrorCode::Internal, item.target.path), BatchEntry::State::Failed, started);
        return false;
    }
    qCDebug(SEKTOR_APP) << "batch: drive" << i + 1 << "of" << m_entries.size() << item.target.path << "in lane"
                        << laneIndex + 1 << "of" << m_lanes.size() << (m_rechecking ? "again" : "");
    Q_EMIT entryChanged(i);
    return true;
}

void BatchController::notStarted(int i, const Error &why, BatchEntry::State state, const QDateTime &started)
{
    BatchEntry &entry = m_entries[i];
    if (m_rechecking) {
        entry.recheckError = why; // its first measurement stands, its flags say they were not confirmed
    } else {
        entry.state = state;
        entry.error = why;
        describeUnmeasured(entry, m_profile, started, Catalog::DriveCatalog());
    }
    Q_EMIT entryChanged(i);
}

void BatchController::onDriveFinished(std::size_t laneIndex, const RunOutcome &outcome)
{
    Lane &lane = m_lanes[laneIndex];
    const int i = lane.current;
    BatchEntry &entry = m_entries[i];
    if (m_rechecking) {
        // Only a second measurement that ran to its end may confirm or clear a flag; the first one stays the drive's.
        if (outcome.ok())
            entry.recheck = outcome.result;
        else
            entry.recheckError = outcome.error;
        lane.current = -1;
        lane.progress = Progress {};
        Q_EMIT entryChanged(i);
        QTimer::singleShot(0, this, [this, laneIndex] {
            runNext(laneIndex);
        });
        return;
    }
    const QDateTime started = entry.result.started;
    entry.error = outcome.error;
    const bool kept = outcome.ok() || keepsPartialResult(outcome.result, outcome.error);
    if (kept)
        entry.result = outcome.result;
    else
        describeUnmeasured(entry, m_profile, started, Catalog::DriveCatalog());
    if (outcome.ok()) {
        entry.state = BatchEntry::State::Finished;
        m_finishedNs << lane.clock.nsecsElapsed();
    } else if (outcome.error.code == ErrorCode::Cancelled) {
        entry.state = BatchEntry::State::Cancelled;
    } else {
        entry.state = refuses(outcome.error.code) && outcome.result.tests.isEmpty() ? BatchEntry::State::Refused
                                                                                    : BatchEntry::State::Failed;
    }
    // The drive is no longer measured: its progress is over, and a skip meant for it must not fall on the next one.
    lane.current = -1;
    lane.progress = Progress {};
    Q_EMIT entryChanged(i);
    if (kept)
        Q_EMIT resultReady(i);
    // Queued: the runner is still inside its finished() signal.
    QTimer::singleShot(0, this, [this, laneIndex] {
        runNext(laneIndex);
    });
}

void BatchController::finishIfDone()
{
    if (!m_running || !std::all_of(m_lanes.cbegin(), m_lanes.cend(), [](const Lane &l) {
            return l.done;
        }))
        return;
    if (!m_rechecking && !m_stopping && startRechecks())
        return;
    m_running = false;
    for (Lane &lane : m_lanes) {
        if (lane.runner)
            lane.runner.release()->deleteLater();
    }
    Q_EMIT finished();
}

bool BatchController::startRechecks()
{
    const QList<int> drives = drivesToRecheck(m_entries);
    if (drives.isEmpty())
        return false;
    // One drive after another, whatever the lanes were: a handful of drives, and none of them shares its bus with a
    // drive measured at the same time.
    for (Lane &lane : m_lanes) {
        if (lane.runner)
            lane.runner.release()->deleteLater();
    }
    m_lanes.clear();
    m_lanes.emplace_back();
    m_lanes.back().drives = drives;
    m_rechecking = true;
    qCDebug(SEKTOR_APP) << "batch: measuring again" << drives;
    Q_EMIT recheckStarted(drives);
    QTimer::singleShot(0, this, [this] {
        runNext(0);
    });
    return true;
}

void BatchController::skip(int index)
{
    if (index < 0 || index >= m_entries.size() || !isRunning())
        return;
    for (Lane &lane : m_lanes) {
        if (lane.current == index && lane.runner && lane.runner->isRunning()) {
            lane.runner->cancel(); // onDriveFinished() records it as cancelled and goes on
            return;
        }
    }
    BatchEntry &entry = m_entries[index];
    if (entry.state == BatchEntry::State::Waiting) {
        entry.state = BatchEntry::State::Skipped;
        Q_EMIT entryChanged(index);
    }
}

void BatchController::stop()
{
    if (!isRunning())
        return;
    m_stopping = true;
    for (Lane &lane : m_lanes) {
        if (lane.runner && lane.runner->isRunning())
            lane.runner->cancel();
    }
}

QList<int> BatchController::measuring() const
{
    QList<int> drives;
    for (const Lane &lane : m_lanes) {
        if (lane.current >= 0)
            drives << lane.current;
    }
    std::sort(drives.begin(), drives.end());
    return drives;
}

int BatchController::current() const
{
    return measuring().value(0, -1);
}

Progress BatchController::progressOf(int index) const
{
    for (const Lane &lane : m_lanes) {
        if (index >= 0 && lane.current == index)
            return lane.progress;
    }
    return {};
}

std::int64_t BatchController::remainingNs() const
{
    if (!isRunning())
        return 0;
    std::int64_t perDrive = 0;
    if (!m_finishedNs.isEmpty()) {
        perDrive = std::accumulate(m_finishedNs.cbegin(), m_finishedNs.cend(), std::int64_t {0}) / m_finishedNs.size();
    } else {
        for (const Lane &lane : m_lanes)
            perDrive = std::max(perDrive, lane.progress.elapsedNs + lane.progress.remainingNs);
    }
    // The lanes run side by side: the batch ends with the last of them.
    std::int64_t remaining = 0;
    for (const Lane &lane : m_lanes) {
        std::int64_t laneLeft = lane.current >= 0 ? lane.progress.remainingNs : 0;
        for (int k = lane.next; k < lane.drives.size(); ++k) {
            const int i = lane.drives.at(k);
            if (m_entries.at(i).state == BatchEntry::State::Waiting && !m_items.at(i).refusal.isError())
                laneLeft += perDrive;
        }
        remaining = std::max(remaining, laneLeft);
    }
    return remaining;
}

} // namespace Sektor::Gui
