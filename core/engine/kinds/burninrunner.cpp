// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/kinds/burninrunner.h"
#include "engine/kinds/burninrecorder.h"
#include "engine/monotonicclock.h"
#include "model/burninplan.h"
#include "model/caveats.h"
#include "model/kinds/burninoptions.h"

#include <QCoreApplication>

#include <algorithm>
#include <unistd.h>

namespace Sektor {

namespace {
constexpr std::int64_t ProgressIntervalNs = 100 * NsPerMs;
/// The rate the slower rule judges is taken over a second: single blocks come in bursts.
constexpr std::int64_t RateWindowNs = 1000 * NsPerMs;
constexpr std::uint64_t MaxMapChunks = 1024;

/// Watches one step for the stop rules on errors and rate, from its I/Os as they finish.
class StepRules
{
public:
    StepRules(StopRuleWatcher &watcher, std::int64_t runStartNs)
        : m_watcher(watcher)
        , m_runStartNs(runStartNs)
    { }

    /// false once a rule fired.
    bool see(const SurfaceIo &io, int failedRanges)
    {
        m_watcher.errorsFound(std::uint64_t(failedRanges));
        if (m_windowStartNs == 0)
            m_windowStartNs = io.submitNs;
        m_windowBytes += io.length;
        if (io.doneNs - m_windowStartNs >= RateWindowNs) {
            const double rate = double(m_windowBytes) * 1e9 / double(io.doneNs - m_windowStartNs);
            m_watcher.rate(m_windowStartNs - m_runStartNs, io.doneNs - m_runStartNs, rate);
            m_windowStartNs = io.doneNs;
            m_windowBytes = 0;
        }
        return m_watcher.fired() == StopReason::None;
    }

private:
    StopRuleWatcher &m_watcher;
    std::int64_t m_runStartNs;
    std::int64_t m_windowStartNs = 0;
    std::uint64_t m_windowBytes = 0;
};
/// The chunks from @p offset (a chunk's start) on.
QList<SurfaceExtent> chunksFrom(const QList<SurfaceExtent> &chunks, std::uint64_t offset)
{
    QList<SurfaceExtent> from;
    for (const SurfaceExtent &c : chunks) {
        if (c.offset >= offset)
            from << c;
    }
    return from;
}

/// Whether @p from is a step of @p plan and the start of one of its chunks: the result resumed is of this plan.
Error checkResumePoint(const ResumePoint &from, const BurnInPlan &plan, const QList<SurfaceExtent> &chunks)
{
    const bool chunkStart = std::any_of(chunks.cbegin(), chunks.cend(), [&](const SurfaceExtent &c) {
        return c.offset == from.offset;
    });
    if (from.step >= 0 && from.step < plan.steps.size() && chunkStart)
        return {};
    return Error::invalidArgument(QCoreApplication::translate(
        "Sektor::Limits", "The burn-in cannot go on from there: the result it goes on from is of another plan."));
}

/// The burn-in's progress: how far the whole plan has got (what an earlier run did of it too, when resumed) and the
/// time left from this run's rate, every tenth of a second and whenever a step begins: a step shorter than the
/// interval (a small drive, a fast one) would otherwise never be shown, and scripts wait for "run N/M".
class BurnInProgress
{
public:
    BurnInProgress(RunContext &run,
                   const PlannedTest &test,
                   int index,
                   const BurnInPlan &plan,
                   std::uint64_t movedBefore,
                   std::int64_t startNs)
        : m_run(run)
        , m_test(test)
        , m_index(index)
        , m_plan(plan)
        , m_movedBefore(movedBefore)
        , m_startNs(startNs)
        , m_lastReportNs(startNs)
    { }

    void maybeReport(std::int64_t now, qsizetype step, const BurnInResult &result)
    {
        if (step != m_reportedStep || now - m_lastReportNs >= ProgressIntervalNs)
            report(now, step, result);
    }

    void report(std::int64_t now, qsizetype step, const BurnInResult &result)
    {
        const std::uint64_t movedNow = result.surface.readBytes;
        const bool write = m_plan.steps[step].write;
        Sample s;
        s.run = int(step) + 1;
        s.elapsedNs = now - m_startNs;
        s.intervalNs = now - m_lastReportNs;
        (write ? s.writeBytes : s.readBytes) = movedNow - m_reportedBytes;
        const std::uint64_t toMove = std::max<std::uint64_t>(m_plan.bytesToMove(), 1);
        const std::uint64_t moved = m_movedBefore + movedNow;
        Progress p = m_run.fractionProgress(
            m_test, m_index, int(step) + 1, int(m_plan.steps.size()), double(moved) / double(toMove), m_startNs, s);
        // The time left from this run's rate: what an earlier run did took no time of this one.
        const double thisRun = double(movedNow) / double(std::max<std::uint64_t>(toMove - m_movedBefore, 1));
        p.remainingNs = thisRun > 0 ? std::int64_t(double(now - m_startNs) * (1.0 - thisRun) / thisRun) : 0;
        p.mode = write ? IoMode::Write : IoMode::Read;
        p.preparedBytes = moved;
        p.prepareBytes = m_plan.bytesToMove();
        if (m_run.observer())
            m_run.observer()->progress(p);
        m_lastReportNs = now;
        m_reportedBytes = movedNow;
        m_reportedStep = step;
    }

private:
    RunContext &m_run;
    const PlannedTest &m_test;
    int m_index;
    const BurnInPlan &m_plan;
    std::uint64_t m_movedBefore;
    std::int64_t m_startNs;
    std::int64_t m_lastReportNs;
    std::uint64_t m_reportedBytes = 0;
    qsizetype m_reportedStep = -1;
};

/// One step over @p extents: written from @p data (and made durable) or read, each finished I/O handed to @p done.
SurfacePassOutcome runStep(RunContext &run,
                           std::uint32_t depth,
                           std::uint32_t blockBytes,
                           bool write,
                           const QList<SurfaceExtent> &extents,
                           const SurfacePass::Completion &done,
                           const Verify::BurnInData &data)
{
    const SurfacePass pass(run.target().fd(),
                           run.backend(),
                           blockBytes,
                           depth,
                           SurfacePass::ExtentBoundary::Stream,
                           write ? SurfacePass::Direction::Write : SurfacePass::Direction::Read);
    SurfacePassOutcome outcome = pass.run(extents, run.cancel(), done, [&](const SurfaceIo &io, unsigned char *buffer) {
        data.fill(buffer, io.offset, io.length);
    });
    // What was written is on the medium before the step counts as done and before anything is read back.
    if (write && !outcome.cancelled && outcome.error == 0 && fdatasync(run.target().fd()) != 0)
        outcome = {errno, "fdatasync", false};
    return outcome;
}
} // namespace

QList<SurfaceExtent> burnInChunks(std::uint64_t deviceBytes, std::uint32_t blockBytes)
{
    const std::uint64_t blocks = (deviceBytes + blockBytes - 1) / blockBytes;
    const std::uint64_t blocksPerChunk = std::max<std::uint64_t>((blocks + MaxMapChunks - 1) / MaxMapChunks, 1);
    const std::uint64_t chunkBytes = blocksPerChunk * blockBytes;
    QList<SurfaceExtent> chunks;
    for (std::uint64_t at = 0; at < deviceBytes; at += chunkBytes)
        chunks.append({at, std::min(chunkBytes, deviceBytes - at)});
    return chunks;
}

Error BurnInRunner::checkModes(const Profile &profile) const
{
    if (profile.modes != QList<IoMode> {IoMode::Write})
        return Error::invalidArgument(QStringLiteral("a burn-in writes and reads back its own data"));
    return {};
}

QString BurnInRunner::folderRefusal() const
{
    return QCoreApplication::translate("Sektor::Limits",
                                       "the burn-in writes every block of a whole drive: choose a block device, not a "
                                       "folder.");
}

Error BurnInRunner::runTest(RunContext &run, const PlannedTest &test, int index)
{
    const RunOptions &options = run.options();
    const BurnInOptions &burnIn = options.kinds.get<BurnInOptions>();
    RunResult &runResult = run.result();
    const TargetInfo &target = runResult.target;
    const std::uint32_t unit = std::max({target.directIoAlignment, target.logicalBlockSize, std::uint32_t(512)});
    Expected<BurnInPlan> planned = planBurnIn(target.span, test.spec.blockSize, unit, burnIn.passes, burnIn.patterns);
    if (!planned)
        return planned.error();
    const BurnInPlan &plan = *planned;
    const QList<SurfaceExtent> chunks = burnInChunks(plan.deviceBytes, plan.blockBytes);
    const ResumePoint from = options.resumeAt.value_or(ResumePoint {});
    if (Error e = checkResumePoint(from, plan, chunks); e.isError())
        return e;
    BurnInRecorder recorder({run.target().fd(), unit, burnIn.latencyBounds}, plan, chunks);
    recorder.resumeAt(from.step, from.offset);
    // Progress counts what an earlier run did of the plan too: a resumed burn-in shows how far the whole has got.
    const std::uint64_t movedBefore = std::uint64_t(from.step) * plan.deviceBytes + from.offset;
    if (run.backend() == IoBackend::Sync && test.spec.queueDepth > 1)
        runResult.warnings << QLatin1String(Caveat::SurfaceOneAtATime);

    const std::int64_t start = monotonicNs();
    BurnInProgress progress(run, test, index, plan, movedBefore, start);
    StopRuleWatcher watcher(burnIn.stopRules);
    SurfacePassOutcome outcome;
    for (qsizetype step = from.step; step < plan.steps.size(); ++step) {
        const BurnInStep &current = plan.steps[step];
        const QList<SurfaceExtent> extents = chunksFrom(chunks, step == from.step ? from.offset : 0);
        recorder.beginStep(current, Verify::burnInStepSeed(runResult.seed, current), extents);
        StepRules rules(watcher, start);
        const std::int64_t stepStart = monotonicNs();
        outcome = runStep(
            run,
            test.spec.queueDepth,
            plan.blockBytes,
            current.write,
            extents,
            [&](const SurfaceIo &io) {
                const bool goOn = recorder.add(io);
                progress.maybeReport(io.doneNs, step, recorder.result());
                return rules.see(io, recorder.result().failedRanges()) && goOn;
            },
            recorder.data());
        const bool whole = recorder.stepBytes() >= plan.deviceBytes && !outcome.cancelled && outcome.error == 0;
        recorder.endStep(monotonicNs() - stepStart, whole);
        if (!whole || recorder.fatalError() != 0 || watcher.fired() != StopReason::None)
            break;
        if (current.write)
            run.target().dropCache(); // a device opened without O_DIRECT would read the page cache back
    }
    progress.report(
        monotonicNs(), std::min<qsizetype>(recorder.result().stepsDone, plan.steps.size() - 1), recorder.result());
    if (from != ResumePoint {})
        runResult.warnings << QLatin1String(Caveat::Resumed);

    TestResult result;
    result.spec = test.spec;
    result.mode = IoMode::Write;
    result.payload.set(recorder.result());
    runResult.totals += recorder.totals();
    runResult.stoppedBy = watcher.fired();
    // What was found stays in the result whatever ended the burn-in.
    run.keep(result);
    if (outcome.cancelled)
        return run.cancelled();
    const int error = outcome.error ? outcome.error : recorder.fatalError();
    if (!error)
        return {};
    JobOutcome failed;
    failed.error = error;
    failed.failedCall = outcome.failedCall ? outcome.failedCall : recorder.failedCall();
    return run.jobError(failed);
}

} // namespace Sektor
