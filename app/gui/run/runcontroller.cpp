// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/run/runcontroller.h"
#include "gui/run/runnerfactory.h"
#include "sektorapp_debug.h"

#include "health/watchedrunner.h"
#include "model/resumedrun.h"

namespace Sektor::Gui {

RunController::RunController(QObject *parent)
    : QObject(parent)
{ }

// The runner's destructor cancels a run still going and waits for it (within 200 ms), so
// closing the window mid-run leaves no test file behind.
RunController::~RunController() = default;

QString RunController::start(const RunTarget &target, const RunRequest &request, bool singleTest)
{
    if (isRunning())
        return tr("A run is already going.");
    // The drives' temperature and health are read around every run, wherever the engine runs.
    std::unique_ptr<Runner> runner = Health::watchedRunner(createRunner(target));
    if (m_runner)
        m_runner.release()->deleteLater(); // it may still be delivering its last signal
    m_runner = std::move(runner);
    connect(m_runner.get(), &Runner::progressed, this, &RunController::progressed);
    connect(m_runner.get(), &Runner::testFinished, this, &RunController::onTestFinished);
    connect(m_runner.get(), &Runner::finished, this, &RunController::onFinished);

    const bool sameRun
        = !m_showsPast && m_result.target.path == request.target && m_result.profileId == request.profile.id;
    m_showsPast = false;
    if (!singleTest || !sameRun) {
        m_result = RunResult {};
        m_result.target.path = request.target;
        m_result.profileId = request.profile.id;
    } else {
        m_result.tests.removeIf([&](const TestResult &t) {
            return request.profile.tests.contains(t.spec) && request.profile.modes.contains(t.mode);
        });
    }
    m_result.comment = request.comment;
    m_earlierPart.reset();
    if (!m_runner->start(request))
        return tr("The run could not start.");
    qCDebug(SEKTOR_APP) << "run started:" << request.profile.id << request.target
                        << (singleTest ? "single test" : "all tests");
    Q_EMIT started();
    return {};
}

QString RunController::resume(const RunTarget &target, const RunRequest &request, const RunResult &earlier)
{
    QString problem = start(target, request, false);
    if (problem.isEmpty())
        m_earlierPart = earlier;
    return problem;
}

void RunController::stop()
{
    if (m_runner)
        m_runner->cancel();
}

bool RunController::isRunning() const
{
    return m_runner && m_runner->isRunning();
}

void RunController::onTestFinished(const TestResult &test)
{
    m_result.tests.removeIf([&](const TestResult &t) {
        return t.spec == test.spec && t.mode == test.mode;
    });
    m_result.tests.append(test);
    Q_EMIT testFinished(test);
}

void RunController::onFinished(const RunOutcome &outcome)
{
    qCDebug(SEKTOR_APP) << "run finished:" << errorCodeId(outcome.error.code) << outcome.result.tests.size() << "tests";
    // Everything but the tests comes from this run; the tests are merged with earlier single-test runs.
    QList<TestResult> tests = std::move(m_result.tests);
    const QString comment = m_result.comment;
    m_result = outcome.result;
    m_result.comment = comment;
    for (const TestResult &t : outcome.result.tests) {
        tests.removeIf([&](const TestResult &old) {
            return old.spec == t.spec && old.mode == t.mode;
        });
        tests.append(t);
    }
    m_result.tests = tests;
    // A run that went on where another stopped is shown, kept and shared as one with it.
    joinWithEarlierPart(m_earlierPart, m_result);
    m_earlierPart.reset();
    Q_EMIT finished(outcome);
}

} // namespace Sektor::Gui
