// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/runcontext.h"
#include "sektorcore_debug.h"

#include <algorithm>
#include <cerrno>

namespace Sektor {

RunContext::RunContext(const Profile &profile,
                       const QString &targetPath,
                       const RunOptions &options,
                       ProgressObserver *observer,
                       CancelToken &cancel)
    : m_profile(profile)
    , m_targetPath(targetPath)
    , m_options(options)
    , m_observer(observer)
    , m_cancel(cancel)
{ }

JobPlan RunContext::jobPlan(const PlannedTest &test, std::int64_t durationNs, int run) const
{
    JobPlan plan;
    plan.pattern = test.spec.pattern;
    plan.mode = test.mode;
    plan.mixReadPercent = m_options.mixReadPercent;
    plan.blockSize = test.spec.blockSize;
    plan.queueDepth = test.spec.queueDepth;
    plan.threads = test.spec.threads;
    plan.syncWrites = test.spec.syncWrites;
    plan.span = m_outcome.result.target.span;
    plan.durationNs = durationNs;
    plan.seed = m_outcome.result.seed + std::uint64_t(run) * 0x9E3779B97F4A7C15ull;
    plan.data = m_options.data;
    plan.run = run;
    plan.peak = m_options.peak;
    plan.ioPoll = m_options.peak && m_ioPoll;
    return plan;
}

// Everything a job did counts in the totals, and how it ran shows in the backend detail.
void RunContext::noteJob(const JobOutcome &job)
{
    RunResult &r = m_outcome.result;
    r.totals += job.totals;
    static const QString unregistered = QStringLiteral("buffers not registered: memlock limit");
    if (job.unregisteredBuffers && !r.backendDetail.contains(unregistered))
        r.backendDetail += (r.backendDetail.isEmpty() ? QString() : QStringLiteral("; ")) + unregistered;
}

Error RunContext::jobError(const JobOutcome &job) const
{
    if (!job.error)
        return {};
    Error e = errorFromErrno(ErrorCode::IoError, m_targetPath, job.error, job.failedCall ? job.failedCall : "I/O");
    // io_uring hands I/O it cannot finish at once to kernel worker threads, which count against
    // the process limit; when it cannot start one it cancels the request. Sektor cancels none.
    if (job.error == ECANCELED) {
        e.code = ErrorCode::ResourceLimit;
        e.detail = QStringLiteral("io_uring could not start a kernel worker thread: ") + e.detail;
    }
    // A write refused mid-run means the target turned read-only: a filesystem remounted so
    // after an error says EROFS, a block device set read-only (BLKROSET) says EPERM.
    if (job.error == EROFS || job.error == EPERM)
        e.code = ErrorCode::TargetReadOnly;
    // During a run only "the device failed", "the filesystem is full", "it turned read-only" and
    // "the system refused resources" make sense to report.
    static constexpr ErrorCode Telling[]
        = {ErrorCode::OutOfSpace, ErrorCode::OutOfMemory, ErrorCode::ResourceLimit, ErrorCode::TargetReadOnly};
    if (std::find(std::begin(Telling), std::end(Telling), e.code) == std::end(Telling))
        e.code = ErrorCode::IoError;
    // Debug, not warning: the caller reports the error (with this detail) in its own words; a
    // warning would print the same failure a second time, as a log line, on sektor-cli's stderr.
    qCDebug(SEKTOR_CORE) << "job failed:" << e.detail;
    return e;
}

void RunContext::keep(const TestResult &result)
{
    m_outcome.result.tests.append(result);
    if (m_observer)
        m_observer->testFinished(result);
}

Error RunContext::ending(int errorNumber, const char *failedCall, const QString &failedPath) const
{
    if (m_cancel.isCancelled())
        return cancelled();
    if (!errorNumber)
        return {};
    JobOutcome failed;
    failed.error = errorNumber;
    failed.failedCall = failedCall;
    Error e = jobError(failed);
    e.path = failedPath;
    return e;
}

} // namespace Sektor
