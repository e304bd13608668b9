// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/benchmarkrun.h"
#include "catalog/targetdrives.h"
#include "conditions/targetconditions.h"
#include "engine/buffermemory.h"
#include "engine/cgroupmemory.h"
#include "engine/monotonicclock.h"
#include "engine/peakmode.h"
#include "model/caveats.h"

#include <QCoreApplication>

#include <algorithm>
#include <random>
#include <thread>

#include <utility>

namespace Sektor {

namespace {
constexpr std::int64_t IntervalPollNs = 50 * NsPerMs;
} // namespace

BenchmarkRun::BenchmarkRun(const Profile &profile,
                           const QString &targetPath,
                           const RunOptions &options,
                           ProgressObserver *observer,
                           CancelToken &cancel)
    : m_run(profile, targetPath, options, observer, cancel)
    , m_kind(kindRunnerFor(profile.kind))
{
    // A rewrite is asked of a profile, and run on its rows where it applies (sequential, not O_DSYNC).
    for (const TestSpec &spec : profile.tests) {
        for (IoMode mode : profile.modes) {
            if (modeApplies(mode, spec))
                m_run.m_planned.append({spec, mode});
        }
    }
    if (m_kind)
        m_kind->adjustOptions(m_run.m_options);
    const RunOptions &o = m_run.m_options;
    m_run.m_plannedTestNs = durationNs(o.warmup) + o.runs * durationNs(o.measureTime);
}

RunOutcome BenchmarkRun::execute()
{
    RunResult &r = m_run.result();
    const RunOptions &options = m_run.options();
    r.programVersion = QStringLiteral(SEKTOR_VERSION_STRING);
    r.profileId = m_run.profile().id;
    r.profileName = m_run.profile().name;
    r.options = options;
    r.seed = options.seed ? options.seed : (std::uint64_t(std::random_device {}()) << 32 | std::random_device {}());
    r.system = SystemInfo::current();
    r.started = QDateTime::currentDateTime();
    r.target.path = m_run.targetPath();
    m_run.m_startNs = monotonicNs();

    Error error = check();
    if (!error.isError())
        error = checkBufferMemory();
    if (!error.isError())
        error = chooseBackend();
    if (!error.isError())
        error = prepareTarget();
    const QList<PlannedTest> &planned = m_run.planned();
    for (int i = 0; i < planned.size() && !error.isError(); ++i) {
        const Error skip = m_kind->skipReason(m_run, planned[i].spec);
        if (skip.isError()) {
            r.skipped.append({planned[i].spec, planned[i].mode, skip});
            continue;
        }
        if (!r.tests.isEmpty())
            error = waitInterval(i);
        if (!error.isError())
            error = m_kind->runTest(m_run, planned[i], i);
    }
    if (m_run.cancel().isCancelled() && !error.isError())
        error.code = ErrorCode::Cancelled;
    // A set of tests stopped by the user keeps those that finished, and says in every form of the result that the
    // others are missing. A kind whose result says how far it got does so in its own way.
    if (error.code == ErrorCode::Cancelled && !r.tests.isEmpty() && m_kind->marksStopped())
        r.warnings << QLatin1String(Caveat::Stopped);
    r.finished = QDateTime::currentDateTime();
    m_run.outcome().error = error;
    m_run.closeTarget(); // Closes, and so removes, the test file before the caller sees the result.
    return m_run.outcome();
}

Error BenchmarkRun::check() const
{
    const Profile &profile = m_run.profile();
    const RunOptions &options = m_run.options();
    if (!m_kind) { // a kind without a runner: engine.KindRunners.EveryKindHasOneRunner says which
        Error e = Error::of(ErrorCode::Internal);
        e.detail = QStringLiteral("no runner for the profile's kind");
        return e;
    }
    if (Error e = options.validate(); e.isError())
        return e;
    // A whole drive's free space is what a sustained write is run for; as a test file for a set of tests it would
    // take hours to fill before the first one.
    if (options.wholeTarget && !m_kind->takesWholeTarget())
        return Error::invalidArgument(QCoreApplication::translate(
            "Sektor::Limits", "all free space (the whole device) as the test size is for Sustained Write only."));
    if (profile.modes.contains(IoMode::Rewrite) && !profile.offersRewrite())
        return Error::invalidArgument(QCoreApplication::translate(
            "Sektor::Limits",
            "a rewrite runs on the sequential tests of a standard profile, not on durable (O_DSYNC) ones; none of "
            "the chosen tests is one."));
    for (const PlannedTest &t : m_run.planned()) {
        if (Error e = t.spec.validate(); e.isError())
            return e;
    }
    return m_kind->checkTarget(profile, m_run.targetPath(), m_adoptedFd.isValid());
}

Error BenchmarkRun::checkBufferMemory() const
{
    const std::uint64_t available = memAvailableBytes();
    const std::optional<std::uint64_t> headroom = cgroupMemoryHeadroom();
    for (const PlannedTest &t : m_run.planned()) {
        Error e = bufferMemoryError(t.spec, available, headroom);
        if (e.isError())
            return e;
    }
    return {};
}

Error BenchmarkRun::chooseBackend()
{
    RunResult &r = m_run.result();
    const RunOptions &options = m_run.options();
    QString whyNot;
    const bool uring = options.engine != EngineChoice::Sync && ioUringAvailable(&whyNot);
    if (options.engine == EngineChoice::IoUring && !uring) {
        Error e;
        e.code = ErrorCode::IoUringUnavailable;
        e.detail = whyNot;
        return e;
    }
    m_run.m_backend = uring ? IoBackend::IoUring : IoBackend::Sync;
    const QList<PlannedTest> &planned = m_run.planned();
    if (options.peak) {
        if (Error e = peakRefusal(planned, options.engine, uring, usableCpus()); e.isError())
            return e;
    }
    const bool capped = std::any_of(planned.cbegin(), planned.cend(), [](const PlannedTest &t) {
        return t.spec.queueDepth * t.spec.threads > JobRunner::MaxSyncLanes;
    });
    if (!uring && capped)
        r.warnings << QLatin1String(Caveat::SyncDepthCapped);
    r.backend = QLatin1String(uring ? "io_uring" : "sync");
    if (!uring && options.engine == EngineChoice::Auto)
        r.backendDetail = QLatin1String("io_uring unavailable: ") + whyNot;
    return {};
}

RunOutcome BenchmarkRun::abandon(Error error)
{
    if (error.path.isEmpty() && error.code != ErrorCode::OutOfMemory && error.code != ErrorCode::ResourceLimit)
        error.path = m_run.targetPath();
    m_run.result().finished = QDateTime::currentDateTime();
    m_run.outcome().error = error;
    m_run.closeTarget();
    return m_run.outcome();
}

BenchmarkRun::~BenchmarkRun() = default;

// The target opened as the kind asks, described (its drives and the conditions around them), then prepared by the
// kind: its span, a fill before any read, or closed again.
Error BenchmarkRun::prepareTarget()
{
    RunResult &r = m_run.result();
    const QString &path = m_run.targetPath();
    const bool writes = m_run.profile().hasWrites();
    const RunOptions openOptions = m_kind->openOptions(m_run.options());
    auto opened = m_adoptedFd.isValid() ? TestTarget::adoptDevice(std::move(m_adoptedFd), path, openOptions, writes)
                                        : TestTarget::open(path, openOptions, writes);
    if (!opened)
        return opened.error();
    m_run.m_target = std::move(*opened);
    r.target = m_run.target().info();
    const Catalog::DriveCatalog catalog;
    describeTargetDrives(r.target, m_run.target().kernelName(), catalog);
    Conditions::describeConditions(r, m_run.target().kernelName(), catalog);
    if (m_run.options().peak) { // before the kind's preparation, whose fill runs in peak mode too
        const PeakSettings peak = peakSettings(m_run.target().kernelName(), r.target.directIo);
        m_run.m_ioPoll = peak.ioPoll;
        r.peakDetail = peak.detail;
    }
    return m_kind->prepare(m_run);
}

Error BenchmarkRun::waitInterval(int nextIndex)
{
    const std::int64_t start = monotonicNs();
    const std::int64_t end = start + durationNs(m_run.options().interval);
    for (std::int64_t now = start; now < end; now = monotonicNs()) {
        if (m_run.cancel().isCancelled())
            return m_run.cancelled();
        m_run.report(Phase::Interval, nextIndex - 1, 0, Sample {}, now - start);
        std::this_thread::sleep_for(std::chrono::nanoseconds(std::min(IntervalPollNs, end - now)));
    }
    return {};
}

} // namespace Sektor
