// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "runner/localrunner.h"
#include "model/threadstart.h"
#include "runner/refusedrunner.h"

#include <QMetaObject>

#include <utility>

#include <memory>

namespace Sektor {

namespace {
// Forwards the engine's callbacks (on the worker thread) to the runner's thread, queued.
class ForwardingObserver : public ProgressObserver
{
public:
    explicit ForwardingObserver(Runner *runner)
        : m_runner(runner)
    { }
    void progress(const Progress &progress) override { post(&Runner::progressed, progress); }
    void testFinished(const TestResult &result) override { post(&Runner::testFinished, result); }

private:
    /// Emits @p signal with a copy of @p value on the runner's thread (queued).
    template<typename Value>
    void post(void (Runner::*signal)(const Value &), const Value &value)
    {
        QMetaObject::invokeMethod(
            m_runner,
            [runner = m_runner, signal, value] {
                Q_EMIT(runner->*signal)(value);
            },
            Qt::QueuedConnection);
    }

    Runner *m_runner;
};
} // namespace

LocalRunner::LocalRunner(QObject *parent)
    : Runner(parent)
{
    qRegisterMetaType<Sektor::Progress>();
    qRegisterMetaType<Sektor::TestResult>();
    qRegisterMetaType<Sektor::RunOutcome>();
}

LocalRunner::~LocalRunner()
{
    if (m_thread) {
        m_cancel->cancel();
        m_thread->wait();
        delete m_thread;
    }
}

bool LocalRunner::start(const RunRequest &request)
{
    return startOnOpenedDevice(request, UniqueFd());
}

bool LocalRunner::startOnOpenedDevice(const RunRequest &request, UniqueFd fd)
{
    if (isRunning())
        return false; // the descriptor closes with fd
    m_cancel = std::make_shared<CancelToken>();
    // The queued lambdas capture `this`; the destructor joins the thread before `this` goes, and
    // lambdas queued but not yet delivered are dropped with the object (their context).
    // QThread::create() only moves its function, so the descriptor moves in with it.
    m_thread = QThread::create([this, request, cancel = m_cancel, device = std::move(fd)]() mutable {
        Benchmark benchmark(request.profile, request.target, request.options);
        if (device.isValid())
            benchmark.adoptDevice(std::move(device));
        benchmark.setComment(request.comment);
        ForwardingObserver observer(this);
        benchmark.setObserver(&observer);
        RunOutcome outcome = benchmark.run(*cancel);
        QMetaObject::invokeMethod(
            this,
            [this, outcome = std::move(outcome)] {
                // Not running any more once finished() is seen, so a slot may start the next run.
                if (QThread *done = std::exchange(m_thread, nullptr)) {
                    done->wait();
                    done->deleteLater();
                }
                Q_EMIT finished(outcome);
            },
            Qt::QueuedConnection);
    });
    m_thread->setObjectName(QStringLiteral("sektor-run"));
    // A thread the system refuses (a process limit, a container's pids limit) would never finish the run, and Ctrl-C
    // would wait for it forever.
    if (!startThread(*m_thread))
        refuseStart(request); // the thread's function, and the descriptor with it, are gone
    return true;
}

void LocalRunner::refuseStart(const RunRequest &request)
{
    delete std::exchange(m_thread, nullptr);
    RunOutcome outcome;
    outcome.result.target.path = request.target;
    outcome.result.profileId = request.profile.id;
    outcome.result.profileName = request.profile.name;
    outcome.error = RefusedRunner::threadRefused(QStringLiteral("the run's worker thread could not start"));
    // Queued, as every ending is: the caller connects to finished() after start() returns.
    QMetaObject::invokeMethod(
        this,
        [this, outcome] {
            Q_EMIT finished(outcome);
        },
        Qt::QueuedConnection);
}

void LocalRunner::cancel()
{
    if (m_cancel)
        m_cancel->cancel();
}

bool LocalRunner::isRunning() const
{
    return m_thread != nullptr;
}

} // namespace Sektor
