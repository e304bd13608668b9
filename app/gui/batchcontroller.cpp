// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "batchcontroller.h"
#include "runnerfactory.h"
#include "sektorapp_debug.h"

#include "batch/unmeasured.h"
#include "catalog/drivecatalog.h"
#include "health/watchedrunner.h"
#include "report/partialresult.h"

#include <QDateTime>
#include <QTimer>

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

// The runner's destructor cancels a run still going and waits for it, so closing mid-batch leaves no test file.
BatchController::~BatchController() = default;

bool BatchController::start(const QList<BatchItem> &items,
                            const Profile &profile,
                            const RunOptions &options,
                            const QString &comment)
{
    if (isRunning() || items.isEmpty())
        return false;
    m_items = items;
    m_targets.clear();
    m_entries.clear();
    for (const BatchItem &item : items) {
        m_targets << item.target;
        BatchEntry entry;
        entry.target = item.target.path;
        m_entries << entry;
    }
    m_profile = profile;
    m_options = options;
    m_comment = comment;
    m_finishedNs.clear();
    m_stopping = false;
    m_current = 0;
    m_next = 0;
    // Queued: whoever started the batch connects to what the first drive says before it says it.
    QTimer::singleShot(0, this, &BatchController::runNext);
    return true;
}

void BatchController::runNext()
{
    for (int i = m_next; i < m_entries.size() && !m_stopping; ++i) {
        BatchEntry &entry = m_entries[i];
        if (entry.state != BatchEntry::State::Waiting)
            continue; // skipped before its turn
        m_current = i;
        const BatchItem &item = m_items.at(i);
        const QDateTime started = QDateTime::currentDateTime();
        if (item.refusal.isError()) {
            entry.state = BatchEntry::State::Refused;
            entry.error = item.refusal;
            describeUnmeasured(entry, m_profile, started, Catalog::DriveCatalog());
            Q_EMIT entryChanged(i);
            continue;
        }
        RunRequest request {m_profile, item.target.path, m_options, m_comment};
        request.options.allowDeviceWrites = item.target.isDevice() && item.writesConfirmed;
        if (m_runner)
            m_runner.release()->deleteLater(); // it may still be delivering its last signal
        m_runner = m_factory(item.target);
        connect(m_runner.get(), &Runner::progressed, this, [this](const Progress &progress) {
            m_progress = progress;
            Q_EMIT progressed(m_current, progress);
        });
        connect(m_runner.get(), &Runner::finished, this, &BatchController::onDriveFinished);
        m_progress = Progress {};
        m_driveClock.start();
        entry.result.started = started;
        if (!m_runner->start(request)) {
            entry.state = BatchEntry::State::Failed;
            entry.error = Error::of(ErrorCode::Internal, item.target.path);
            describeUnmeasured(entry, m_profile, started, Catalog::DriveCatalog());
            Q_EMIT entryChanged(i);
            continue;
        }
        qCDebug(SEKTOR_APP) << "batch: drive" << i + 1 << "of" << m_entries.size() << item.target.path;
        Q_EMIT entryChanged(i);
        return; // onDriveFinished() goes on
    }
    m_current = -1;
    m_runner.reset();
    Q_EMIT finished();
}

void BatchController::onDriveFinished(const RunOutcome &outcome)
{
    const int i = m_current;
    BatchEntry &entry = m_entries[i];
    const QDateTime started = entry.result.started;
    entry.error = outcome.error;
    const bool kept = outcome.ok() || keepsPartialResult(outcome.result, outcome.error);
    if (kept)
        entry.result = outcome.result;
    else
        describeUnmeasured(entry, m_profile, started, Catalog::DriveCatalog());
    if (outcome.ok()) {
        entry.state = BatchEntry::State::Finished;
        m_finishedNs << m_driveClock.nsecsElapsed();
    } else if (outcome.error.code == ErrorCode::Cancelled) {
        entry.state = BatchEntry::State::Cancelled;
    } else {
        entry.state = refuses(outcome.error.code) && outcome.result.tests.isEmpty() ? BatchEntry::State::Refused
                                                                                    : BatchEntry::State::Failed;
    }
    Q_EMIT entryChanged(i);
    if (kept)
        Q_EMIT resultReady(i);
    // The drive stays current until the next starts: its progress is over, and a skip meant for it must not fall on
    // the next one.
    m_progress = Progress {};
    m_next = i + 1;
    // Queued: the runner is still inside its finished() signal.
    QTimer::singleShot(0, this, &BatchController::runNext);
}

void BatchController::skip(int index)
{
    if (index < 0 || index >= m_entries.size())
        return;
    BatchEntry &entry = m_entries[index];
    if (index == m_current && m_runner && m_runner->isRunning()) {
        m_runner->cancel(); // onDriveFinished() records it as cancelled and goes on
        return;
    }
    if (entry.state == BatchEntry::State::Waiting && isRunning()) {
        entry.state = BatchEntry::State::Skipped;
        Q_EMIT entryChanged(index);
    }
}

void BatchController::stop()
{
    if (!isRunning())
        return;
    m_stopping = true;
    if (m_runner && m_runner->isRunning())
        m_runner->cancel();
}

std::int64_t BatchController::remainingNs() const
{
    if (!isRunning())
        return 0;
    const std::int64_t perDrive = m_finishedNs.isEmpty()
        ? m_progress.elapsedNs + m_progress.remainingNs
        : std::accumulate(m_finishedNs.cbegin(), m_finishedNs.cend(), std::int64_t {0}) / m_finishedNs.size();
    std::int64_t remaining = m_progress.remainingNs;
    for (int i = m_current + 1; i < m_entries.size(); ++i) {
        if (m_entries.at(i).state == BatchEntry::State::Waiting && !m_items.at(i).refusal.isError())
            remaining += perDrive;
    }
    return remaining;
}

} // namespace Sektor::Gui
