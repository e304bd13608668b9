// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/canceltoken.h"
#include "engine/jobrunner.h"
#include "engine/progress.h"
#include "engine/runoutcome.h"
#include "engine/testtarget.h"
#include "model/profile.h"
#include "model/runoptions.h"

#include <memory>

namespace Sektor {

/// A test of the profile in one of its modes, in the order the run takes them.
struct PlannedTest
{
    TestSpec spec;
    IoMode mode;
};

/**
 * What every test kind's runner (engine/kindrunner.h) shares in one run: the profile and the settings, the opened
 * target and the backend, the stop, the result being made, and the progress told to the observer. The orchestrator
 * (BenchmarkRun) sets it up; a runner reads it, moves its totals and keeps its tests' results in it.
 */
class RunContext
{
public:
    RunContext(const Profile &profile,
               const QString &targetPath,
               const RunOptions &options,
               ProgressObserver *observer,
               CancelToken &cancel);

    const Profile &profile() const { return m_profile; }
    const QString &targetPath() const { return m_targetPath; }
    /// The settings as the run uses them (a kind of one pass has one run; a whole target's size once it is known).
    RunOptions &options() { return m_options; }
    const RunOptions &options() const { return m_options; }
    CancelToken &cancel() const { return m_cancel; }
    ProgressObserver *observer() const { return m_observer; }
    const QList<PlannedTest> &planned() const { return m_planned; }
    /// The target opened for the run; a kind that makes its own files closes it once it is described.
    TestTarget &target() const { return *m_target; }
    void closeTarget() { m_target.reset(); }
    IoBackend backend() const { return m_backend; }
    RunOutcome &outcome() { return m_outcome; }
    RunResult &result() { return m_outcome.result; }
    const RunResult &result() const { return m_outcome.result; }
    /// When the run started (monotonicNs()).
    std::int64_t startNs() const { return m_startNs; }

    /// Progress by the planned times of warm-ups, runs and intervals.
    void report(Phase phase, int index, int run, const Sample &sample, std::int64_t phaseElapsedNs);
    /// Progress of a test that knows how far it is (the capacity checks, the surface tests): @p fraction of it done
    /// since @p testStartNs, the time left estimated from the rate so far.
    Progress fractionProgress(const PlannedTest &test,
                              int index,
                              int run,
                              int runs,
                              double fraction,
                              std::int64_t testStartNs,
                              const Sample &sample) const;
    /// Reports fractionProgress() to the observer.
    void reportFraction(const PlannedTest &test,
                        int index,
                        int run,
                        int runs,
                        double fraction,
                        std::int64_t testStartNs,
                        const Sample &sample);

    /// Reports a drive's self-test (the Health Check) that is @p fraction done with @p remainingNs left.
    void reportSelfTest(
        const PlannedTest &test, int index, double fraction, std::int64_t remainingNs, std::int64_t testStartNs);

    /// A job of the engine for @p test: its pattern, sizes and depth over the target's span, the run's seed for @p run.
    JobPlan jobPlan(const PlannedTest &test, std::int64_t durationNs, int run) const;
    /// Counts what a job did in the totals and notes how it ran in the backend detail.
    void noteJob(const JobOutcome &job);
    /// The run's error for a job that failed (none for one that did not), in the few words that make sense in a run.
    Error jobError(const JobOutcome &job) const;
    /// The error of a stopped run.
    Error cancelled() const { return Error::of(ErrorCode::Cancelled, m_targetPath); }
    /// Keeps a test's result in the run (also a stopped one's: what it found) and tells the observer.
    void keep(const TestResult &result);
    /// How a test that ends by itself ended once its result is kept: stopped, failed in @p failedCall with
    /// @p errorNumber on @p failedPath, or not.
    Error ending(int errorNumber, const char *failedCall, const QString &failedPath) const;

private:
    friend class BenchmarkRun;

    Profile m_profile;
    QString m_targetPath;
    RunOptions m_options;
    ProgressObserver *m_observer;
    CancelToken &m_cancel;
    std::unique_ptr<TestTarget> m_target;
    IoBackend m_backend = IoBackend::IoUring;
    bool m_ioPoll = false; ///< Peak mode: the target's device has poll queues, so the lanes poll completions.
    RunOutcome m_outcome;
    QList<PlannedTest> m_planned;
    std::int64_t m_startNs = 0;
    std::int64_t m_plannedTestNs = 0; ///< Warm-up + runs of one test.
};

} // namespace Sektor
