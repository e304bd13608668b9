// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/benchmarkrun.h"
#include "catalog/targetdrives.h"
#include "conditions/targetconditions.h"
#include "engine/buffermemory.h"
#include "engine/monotonicclock.h"
#include "model/caveats.h"
#include "sektorcore_debug.h"
#include "verify/fillverify.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <random>
#include <thread>

#include <cerrno>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace Sektor {

namespace {
constexpr std::uint32_t PrepareBlockSize = 1 * MiB;
constexpr std::uint32_t PrepareQueueDepth = 8;
constexpr std::int64_t IntervalPollNs = 50 * NsPerMs;

} // namespace

BenchmarkRun::BenchmarkRun(const Profile &profile,
                           const QString &targetPath,
                           const RunOptions &options,
                           ProgressObserver *observer,
                           CancelToken &cancel)
    : m_profile(profile)
    , m_targetPath(targetPath)
    , m_options(options)
    , m_observer(observer)
    , m_cancel(cancel)
{
    // A rewrite is asked of a profile, and run on its rows where it applies (sequential, not O_DSYNC).
    for (const TestSpec &spec : m_profile.tests) {
        for (IoMode mode : m_profile.modes) {
            if (modeApplies(mode, spec))
                m_planned.append({spec, mode});
        }
    }
    // A sustained write is one window from an untouched cache: runs, warm-up and pause do not apply, and the result
    // says so rather than recording settings that were not used.
    // So is a surface test or a capacity probe, over the whole device, a verify, over its fill, and a small-files test,
    // which repeats its own rounds.
    if (isSustainedWrite() || m_profile.isWholeDevice() || makesOwnFiles()) {
        m_options.wholeTarget = m_options.wholeTarget || m_profile.isWholeDevice();
        m_options.runs = 1;
        m_options.warmup = std::chrono::milliseconds(0);
        m_options.interval = std::chrono::milliseconds(0);
    }
    m_plannedTestNs = durationNs(m_options.warmup) + m_options.runs * durationNs(m_options.measureTime);
}

RunOutcome BenchmarkRun::execute()
{
    RunResult &r = m_outcome.result;
    r.programVersion = QStringLiteral(SEKTOR_VERSION_STRING);
    r.profileId = m_profile.id;
    r.profileName = m_profile.name;
    r.options = m_options;
    r.seed = m_options.seed ? m_options.seed : (std::uint64_t(std::random_device {}()) << 32 | std::random_device {}());
    r.system = SystemInfo::current();
    r.started = QDateTime::currentDateTime();
    r.target.path = m_targetPath;
    m_startNs = monotonicNs();

    Error error = m_options.validate();
    // A whole drive's free space is what a sustained write is run for; as a test file for a set of tests it would
    // take hours to fill before the first one.
    if (!error.isError() && m_options.wholeTarget && !isSustainedWrite() && !m_profile.isWholeDevice() && !isVerify())
        error = Error::invalidArgument(QCoreApplication::translate(
            "Sektor::Limits", "all free space (the whole device) as the test size is for Sustained Write only."));
    if (!error.isError() && m_profile.modes.contains(IoMode::Rewrite) && !m_profile.offersRewrite())
        error = Error::invalidArgument(QCoreApplication::translate(
            "Sektor::Limits",
            "a rewrite runs on the sequential tests of a standard profile, not on durable (O_DSYNC) ones; none of "
            "the chosen tests is one."));
    for (const PlannedTest &t : std::as_const(m_planned)) {
        if (error.isError())
            break;
        error = t.spec.validate();
    }
    if (!error.isError())
        error = checkWholeDeviceTarget();
    if (!error.isError())
        error = checkBufferMemory();
    if (!error.isError())
        error = chooseBackend();
    if (!error.isError())
        error = prepareTarget();
    for (int i = 0; i < m_planned.size() && !error.isError(); ++i) {
        const Error skip = skipReason(m_planned[i].spec);
        if (skip.isError()) {
            r.skipped.append({m_planned[i].spec, m_planned[i].mode, skip});
            continue;
        }
        if (!r.tests.isEmpty())
            error = waitInterval(i);
        if (!error.isError())
            error = runTest(m_planned[i], i);
    }
    if (m_cancel.isCancelled() && !error.isError())
        error.code = ErrorCode::Cancelled;
    // A set of tests stopped by the user keeps those that finished, and says in every form of the result that the
    // others are missing. A sustained write and a whole-device test say how far they got in their own way.
    if (error.code == ErrorCode::Cancelled && !r.tests.isEmpty() && !isSustainedWrite() && !m_profile.isWholeDevice())
        r.warnings << QLatin1String(Caveat::Stopped);
    r.finished = QDateTime::currentDateTime();
    m_outcome.error = error;
    m_target.reset(); // Closes, and so removes, the test file before the caller sees the result.
    return m_outcome;
}

Error BenchmarkRun::chooseBackend()
{
    RunResult &r = m_outcome.result;
    QString whyNot;
    const bool uring = m_options.engine != EngineChoice::Sync && ioUringAvailable(&whyNot);
    if (m_options.engine == EngineChoice::IoUring && !uring) {
        Error e;
        e.code = ErrorCode::IoUringUnavailable;
        e.detail = whyNot;
        return e;
    }
    m_backend = uring ? IoBackend::IoUring : IoBackend::Sync;
    const bool capped = std::any_of(m_planned.cbegin(), m_planned.cend(), [](const PlannedTest &t) {
        return t.spec.queueDepth * t.spec.threads > JobRunner::MaxSyncLanes;
    });
    if (!uring && capped)
        r.warnings << QLatin1String(Caveat::SyncDepthCapped);
    r.backend = QLatin1String(uring ? "io_uring" : "sync");
    if (!uring && m_options.engine == EngineChoice::Auto)
        r.backendDetail = QLatin1String("io_uring unavailable: ") + whyNot;
    return {};
}

RunOutcome BenchmarkRun::abandon(Error error)
{
    if (error.path.isEmpty() && error.code != ErrorCode::OutOfMemory && error.code != ErrorCode::ResourceLimit)
        error.path = m_targetPath;
    m_outcome.result.finished = QDateTime::currentDateTime();
    m_outcome.error = error;
    m_target.reset();
    return m_outcome;
}

BenchmarkRun::~BenchmarkRun() = default;

Error BenchmarkRun::prepareTarget()
{
    RunResult &r = m_outcome.result;
    // A verify writes its own files: the test file opened here is the smallest there is, for what it tells of the
    // target (filesystem, drives, direct I/O), and closed before the fill.
    RunOptions openOptions = m_options;
    if (isVerify()) {
        openOptions.testSize = Limits::MinTestSize;
        openOptions.wholeTarget = false;
    }
    auto opened = m_adoptedFd.isValid()
        ? TestTarget::adoptDevice(std::move(m_adoptedFd), m_targetPath, openOptions, m_profile.hasWrites())
        : TestTarget::open(m_targetPath, openOptions, m_profile.hasWrites());
    if (!opened)
        return opened.error();
    m_target = std::move(*opened);
    r.target = m_target->info();
    if (m_options.wholeTarget && !makesOwnFiles()) // the size chosen was "all of it": the result says how much that was
        m_options.testSize = r.options.testSize = r.target.span;
    const Catalog::DriveCatalog catalog;
    describeTargetDrives(r.target, m_target->kernelName(), catalog);
    Conditions::describeConditions(r, m_target->kernelName(), catalog);
    // A sustained write measures from an unfilled cache: writing the span first would fill it before the window.
    // A surface test reads the device as it is, to its last sector (not only whole MiB).
    if (isSustainedWrite() || m_profile.isWholeDevice() || makesOwnFiles())
        r.target.prefilled = false;
    if (makesOwnFiles()) {
        m_target.reset();
        return {};
    }
    if (m_profile.isWholeDevice()) {
        const std::uint32_t unit = std::max<std::uint32_t>(r.target.directIoAlignment, 1);
        m_options.testSize = r.options.testSize = r.target.span = r.target.deviceSize / unit * unit;
    }
    if (!r.target.prefilled)
        return {};

    // Fill the whole span with the run's data before any test: reads of never-written space
    // measure nothing, and first writes into preallocated extents are slower than overwrites.
    JobPlan fill;
    fill.pattern = AccessPattern::Sequential;
    fill.mode = IoMode::Write;
    fill.blockSize = PrepareBlockSize;
    fill.queueDepth = PrepareQueueDepth;
    fill.span = r.target.span;
    fill.seed = r.seed;
    fill.data = m_options.data;
    const JobRunner runner(m_target->fd(), m_backend);
    const JobOutcome job = runner.run(fill, m_cancel, [this, &fill](const Sample &s) {
        m_preparedBytes += s.writeBytes;
        Progress p;
        p.phase = Phase::Preparing;
        p.testCount = int(m_planned.size());
        p.elapsedNs = monotonicNs() - m_startNs;
        p.sample = s;
        p.preparedBytes = m_preparedBytes;
        p.prepareBytes = fill.span;
        if (m_observer)
            m_observer->progress(p);
    });
    noteJob(job);
    if (job.cancelled)
        return Error::of(ErrorCode::Cancelled, m_targetPath);
    return jobError(job);
}

JobPlan BenchmarkRun::planFor(const PlannedTest &test, std::int64_t durationNs, int run) const
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
    return plan;
}

Error BenchmarkRun::runTest(const PlannedTest &test, int index)
{
    if (isSustainedWrite())
        return runSustainedWrite(test, index);
    if (m_profile.isSurface())
        return runSurface(test, index);
    if (m_profile.kind == Profile::Kind::CapacityProbe)
        return runCapacityProbe(test, index);
    if (isVerify())
        return runVerify(test, index);
    if (m_profile.measuresFiles())
        return runSmallFiles(test, index);
    TestResult result;
    result.spec = test.spec;
    result.mode = test.mode;
    result.mixReadPercent = readPercentOf(test.mode);
    const JobRunner runner(m_target->fd(), m_backend);
    const bool warmup = m_options.warmup.count() > 0;
    for (int run = warmup ? 0 : 1; run <= m_options.runs; ++run) {
        const JobPlan plan
            = planFor(test, run == 0 ? durationNs(m_options.warmup) : durationNs(m_options.measureTime), run);
        if (plan.mode != IoMode::Write)
            m_target->dropCache();
        const Phase phase = run == 0 ? Phase::WarmUp : Phase::Measuring;
        const JobOutcome job = runner.run(plan, m_cancel, [&](const Sample &s) {
            report(phase, index, run, s, s.elapsedNs);
        });
        noteJob(job);
        if (job.cancelled)
            return Error::of(ErrorCode::Cancelled, m_targetPath);
        if (Error e = jobError(job); e.isError())
            return e;
        if (run == 0) {
            result.warmup = job.metrics;
            continue;
        }
        result.runs.append(job.metrics);
        result.readLatency.merge(job.readLatency);
        result.writeLatency.merge(job.writeLatency);
        result.rewriteLatency.merge(job.rewriteLatency);
        result.samples.append(job.samples);
    }
    result.stats = RunStatistics::fromRuns(result.runs, result.mode);
    m_outcome.result.tests.append(result);
    if (m_observer)
        m_observer->testFinished(result);
    return {};
}

int BenchmarkRun::readPercentOf(IoMode mode) const
{
    switch (mode) {
    case IoMode::Read:
        return 100;
    case IoMode::Write:
        return 0;
    case IoMode::Mix:
        return m_options.mixReadPercent;
    case IoMode::Rewrite:
        return 50; // Every block read once and written once.
    }
    return 0;
}

Error BenchmarkRun::waitInterval(int nextIndex)
{
    const std::int64_t start = monotonicNs();
    const std::int64_t end = start + durationNs(m_options.interval);
    for (std::int64_t now = start; now < end; now = monotonicNs()) {
        if (m_cancel.isCancelled())
            return Error::of(ErrorCode::Cancelled, m_targetPath);
        report(Phase::Interval, nextIndex - 1, 0, Sample {}, now - start);
        std::this_thread::sleep_for(std::chrono::nanoseconds(std::min(IntervalPollNs, end - now)));
    }
    return {};
}

// Everything a job did counts in the totals, and how it ran shows in the backend detail.
void BenchmarkRun::noteJob(const JobOutcome &job)
{
    RunResult &r = m_outcome.result;
    r.totals += job.totals;
    static const QString unregistered = QStringLiteral("buffers not registered: memlock limit");
    if (job.unregisteredBuffers && !r.backendDetail.contains(unregistered))
        r.backendDetail += (r.backendDetail.isEmpty() ? QString() : QStringLiteral("; ")) + unregistered;
}

Error BenchmarkRun::jobError(const JobOutcome &job) const
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

Error BenchmarkRun::finishOwnFilesTest(const TestResult &result,
                                       int errorNumber,
                                       const char *failedCall,
                                       const QString &failedPath)
{
    m_outcome.result.tests.append(result);
    if (m_observer)
        m_observer->testFinished(result);
    if (m_cancel.isCancelled())
        return Error::of(ErrorCode::Cancelled, m_targetPath);
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
