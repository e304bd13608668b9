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
#include "model/uniquefd.h"

#include <memory>

namespace Sektor {

/// One execution of Benchmark::run(): the state that lives only while a profile runs.
class BenchmarkRun
{
public:
    BenchmarkRun(const Profile &profile,
                 const QString &targetPath,
                 const RunOptions &options,
                 ProgressObserver *observer,
                 CancelToken &cancel);

    RunOutcome execute();
    /// After execute() threw: what was measured so far, with this error; the test file is closed.
    RunOutcome abandon(Error error);
    /// Use this opened block device (owned from now on) instead of opening the target path.
    void adoptDevice(UniqueFd fd) { m_adoptedFd = std::move(fd); }
    ~BenchmarkRun();

private:
    struct PlannedTest
    {
        TestSpec spec;
        IoMode mode;
    };

    Error checkBufferMemory() const;
    Error chooseBackend();
    Error prepareTarget();
    Error runTest(const PlannedTest &test, int index);
    Error runSustainedWrite(const PlannedTest &test, int index); // in sustainedwriterun.cpp
    Error runSurface(const PlannedTest &test, int index); // in surfacerun.cpp
    Error runCapacityProbe(const PlannedTest &test, int index); // in capacityproberun.cpp
    Error runVerify(const PlannedTest &test, int index); // in verifyrun.cpp
    bool isVerify() const { return m_profile.kind == Profile::Kind::Verify; }
    /// A test that makes files of its own in the folder (the verify, the small-files test): no test file to fill, one
    /// pass.
    bool makesOwnFiles() const { return isVerify() || m_profile.measuresFiles(); }
    Error runSmallFiles(const PlannedTest &test, int index); // in smallfilesrun.cpp
    /// The end of a test that makes its own files: its result kept (also when it ended early), then how it ended:
    /// stopped, failed in @p failedCall with @p errorNumber on @p failedPath, or not.
    Error
    finishOwnFilesTest(const TestResult &result, int errorNumber, const char *failedCall, const QString &failedPath);
    Error checkWholeDeviceTarget() const;
    Error checkVerifyTarget() const;
    bool isSustainedWrite() const { return m_profile.kind == Profile::Kind::SustainedWrite; }
    Error waitInterval(int nextIndex);
    /// The share of a test's I/Os that read, as its result records it.
    int readPercentOf(IoMode mode) const;
    JobPlan planFor(const PlannedTest &test, std::int64_t durationNs, int run) const;
    Error jobError(const JobOutcome &job) const;
    void noteJob(const JobOutcome &job);
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
    Error skipReason(const TestSpec &spec) const;

    Profile m_profile;
    QString m_targetPath;
    RunOptions m_options;
    ProgressObserver *m_observer;
    CancelToken &m_cancel;
    std::unique_ptr<TestTarget> m_target;
    UniqueFd m_adoptedFd; ///< Handed to TestTarget in prepareTarget(); closed here if never used.
    IoBackend m_backend = IoBackend::IoUring;
    RunOutcome m_outcome;
    QList<PlannedTest> m_planned;
    std::int64_t m_startNs = 0;
    std::int64_t m_testsStartNs = 0;
    std::int64_t m_plannedTestNs = 0; ///< Warm-up + runs of one test.
    std::uint64_t m_preparedBytes = 0;
};

} // namespace Sektor
