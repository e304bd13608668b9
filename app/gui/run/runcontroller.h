// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/target/runtarget.h"

#include "runner/runner.h"

#include <QObject>

#include <memory>
#include <optional>

namespace Sektor::Gui {

/**
 * Drives runs through a Runner (never the engine directly) and keeps the result the window
 * shows: a run of a single test replaces that test's figures in the last result of the same
 * target and profile, as CrystalDiskMark's per-test buttons do; results measured before an
 * error or a stop stay.
 */
class RunController : public QObject
{
    Q_OBJECT
public:
    explicit RunController(QObject *parent = nullptr);
    ~RunController() override;

    /// Starts a run; returns a translated reason when it cannot start (then no finished() follows).
    QString start(const RunTarget &target, const RunRequest &request, bool singleTest);
    /// Starts @p request, which goes on where @p earlier stopped (RunOptions::resumeAt): once it ends, result() is the
    /// two parts joined (model/resumedrun.h).
    QString resume(const RunTarget &target, const RunRequest &request, const RunResult &earlier);
    void stop();
    bool isRunning() const;

    const RunResult &result() const { return m_result; }
    bool hasResult() const { return !m_result.tests.isEmpty(); }
    void setComment(const QString &comment) { m_result.comment = comment; }
    /// Shows a past run (from the history) instead of the last one; a single test run later starts afresh.
    void showPast(const RunResult &result)
    {
        m_result = result;
        m_showsPast = true;
    }

Q_SIGNALS:
    void started();
    void progressed(const Sektor::Progress &progress);
    /// A test finished; result() already holds it.
    void testFinished(const Sektor::TestResult &test);
    /// The run ended; result() is the merged result, @p outcome the runner's own.
    void finished(const Sektor::RunOutcome &outcome);

private:
    void onTestFinished(const TestResult &test);
    void onFinished(const RunOutcome &outcome);

    std::unique_ptr<Runner> m_runner;
    RunResult m_result;
    std::optional<RunResult> m_earlierPart; ///< The stopped run the one going on resumes.
    bool m_showsPast = false; ///< m_result came from the history: never merged with a new run's tests.
};

} // namespace Sektor::Gui
