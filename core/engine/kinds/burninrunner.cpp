// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/kinds/burninrunner.h"
#include "engine/kinds/burninrecorder.h"
#include "engine/monotonicclock.h"
#include "model/burninplan.h"
#include "model/caveats.h"

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
    RunResult &runResult = run.result();
    const TargetInfo &target = runResult.target;
    const std::uint32_t unit = std::max({target.directIoAlignment, target.logicalBlockSize, std::uint32_t(512)});
    Expected<BurnInPlan> planned
        = planBurnIn(target.span, test.spec.blockSize, unit, options.burnInPasses, options.burnInPatterns);
    if (!planned)
        return planned.error();
    const BurnInPlan &plan = *planned;
    const QList<SurfaceExtent> chunks = burnInChunks(plan.deviceBytes, plan.blockBytes);
    BurnInRecorder recorder({run.target().fd(), unit, options.latencyBounds}, plan, chunks);
    if (run.backend() == IoBackend::Sync && test.spec.queueDepth > 1)
        runResult.warnings << QLatin1String(Caveat::SurfaceOneAtATime);

    const std::int64_t start = monotonicNs();
    std::int64_t lastReport = start;
    std::uint64_t reportedBytes = 0;
    const auto reportProgress = [&](std::int64_t now, qsizetype step) {
        const BurnInResult &r = recorder.result();
        Sample s;
        s.run = int(step) + 1;
        s.elapsedNs = now - start;
        s.intervalNs = now - lastReport;
        (plan.steps[step].write ? s.writeBytes : s.readBytes) = r.surface.readBytes - reportedBytes;
        const double fraction = double(r.surface.readBytes) / double(std::max<std::uint64_t>(plan.bytesToMove(), 1));
        Progress p = run.fractionProgress(test, index, int(step) + 1, int(plan.steps.size()), fraction, start, s);
        p.mode = plan.steps[step].write ? IoMode::Write : IoMode::Read;
        p.preparedBytes = r.surface.readBytes;
        p.prepareBytes = plan.bytesToMove();
        p.surface = true;
        if (run.observer())
            run.observer()->progress(p);
        lastReport = now;
        reportedBytes = r.surface.readBytes;
    };

    StopRuleWatcher watcher(options.stopRules);
    SurfacePassOutcome outcome;
    for (qsizetype step = 0; step < plan.steps.size(); ++step) {
        const BurnInStep &current = plan.steps[step];
        recorder.beginStep(current, Verify::burnInStepSeed(runResult.seed, current));
        const SurfacePass pass(run.target().fd(),
                               run.backend(),
                               plan.blockBytes,
                               test.spec.queueDepth,
                               SurfacePass::ExtentBoundary::Stream,
                               current.write ? SurfacePass::Direction::Write : SurfacePass::Direction::Read);
        StepRules rules(watcher, start);
        const std::int64_t stepStart = monotonicNs();
        outcome = pass.run(
            chunks,
            run.cancel(),
            [&](const SurfaceIo &io) {
                const bool goOn = recorder.add(io);
                if (io.doneNs - lastReport >= ProgressIntervalNs)
                    reportProgress(io.doneNs, step);
                return rules.see(io, recorder.result().failedRanges()) && goOn;
            },
            [&](const SurfaceIo &io, unsigned char *buffer) {
                recorder.data().fill(buffer, io.offset, io.length);
            });
        // What was written is on the medium before the step counts as done and before anything is read back.
        if (current.write && !outcome.cancelled && outcome.error == 0 && fdatasync(run.target().fd()) != 0)
            outcome = {errno, "fdatasync", false};
        const bool whole = recorder.stepBytes() >= plan.deviceBytes && !outcome.cancelled && outcome.error == 0;
        recorder.endStep(monotonicNs() - stepStart, whole);
        if (!whole || recorder.fatalError() != 0 || watcher.fired() != StopReason::None)
            break;
        if (current.write)
            run.target().dropCache(); // a device opened without O_DIRECT would read the page cache back
    }
    reportProgress(monotonicNs(), std::min<qsizetype>(recorder.result().stepsDone, plan.steps.size() - 1));

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
