// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/kinds/surfacerunner.h"
#include "engine/kinds/surfaceplan.h"
#include "engine/kinds/surfacerecorder.h"
#include "engine/monotonicclock.h"
#include "model/caveats.h"
#include "model/kinds/surfaceoptions.h"

#include <QCoreApplication>

#include <algorithm>

namespace Sektor {

namespace {
constexpr std::int64_t ProgressIntervalNs = 100 * NsPerMs;
} // namespace

Error SurfaceRunner::checkModes(const Profile &profile) const
{
    if (profile.hasWrites())
        return Error::invalidArgument(QStringLiteral("a surface test only reads"));
    return {};
}

QString SurfaceRunner::folderRefusal() const
{
    return QCoreApplication::translate(
        "Sektor::Limits",
        "the position map, access time and read scan read a whole drive: choose a block device, not a folder.");
}

Error SurfaceRunner::runTest(RunContext &run, const PlannedTest &test, int index)
{
    const Profile::Kind kind = run.profile().kind;
    const RunOptions &options = run.options();
    RunResult &runResult = run.result();
    const TargetInfo &target = runResult.target;
    QList<SurfaceExtent> extents
        = planSurface(kind, target.span, test.spec.blockSize, target.directIoAlignment, options, runResult.seed);
    // A resumed scan goes on from the chunk it stopped in: its earlier chunks are the earlier run's (merged by the
    // caller), so nothing is read twice but that chunk's start.
    const std::uint64_t resumedFrom = options.resumeAt ? options.resumeAt->offset : 0;
    if (options.resumeAt) {
        const auto at = std::find_if(extents.cbegin(), extents.cend(), [&](const SurfaceExtent &e) {
            return e.offset == resumedFrom;
        });
        if (kind != Profile::Kind::ReadScan || options.resumeAt->step != 0 || at == extents.cend())
            return Error::invalidArgument(QCoreApplication::translate(
                "Sektor::Limits",
                "The read scan cannot go on from there: the result it goes on from is of another scan."));
        extents.erase(extents.cbegin(), at);
        runResult.warnings << QLatin1String(Caveat::Resumed);
    }
    SurfaceRecorder::Setup setup;
    setup.fd = run.target().fd();
    setup.chunks = kind != Profile::Kind::AccessTime;
    // Failed reads are halved down to a sector the device can read alone (never to single bytes on a buffered one).
    setup.unit = std::max({target.directIoAlignment, target.logicalBlockSize, std::uint32_t(512)});
    setup.blockSize = test.spec.blockSize;
    setup.slowReadNs = kind == Profile::Kind::ReadScan
        ? std::int64_t(options.kinds.get<SurfaceOptions>().slowRead.count()) * NsPerMs
        : 0;
    setup.deviceBytes = target.deviceSize;
    SurfaceRecorder recorder(setup, extents);
    if (run.backend() == IoBackend::Sync && test.spec.queueDepth > 1)
        runResult.warnings << QLatin1String(Caveat::SurfaceOneAtATime);

    // Progress by bytes: a scan of a large drive takes hours, and its time is known only from its rate so far.
    const std::int64_t start = monotonicNs();
    std::int64_t lastReport = start;
    std::uint64_t reportedBytes = 0;
    const auto reportProgress = [&](std::int64_t now) {
        Sample s;
        s.run = 1;
        s.elapsedNs = now - start;
        s.intervalNs = now - lastReport;
        s.readBytes = recorder.goodBytes() - reportedBytes;
        const SurfaceResult &r = recorder.result();
        const double thisRun = r.plannedBytes ? double(r.readBytes) / double(r.plannedBytes) : 1.0;
        Progress p = run.fractionProgress(test, index, 1, 1, thisRun, start, s);
        p.preparedBytes = resumedFrom + r.readBytes;
        p.prepareBytes = resumedFrom + r.plannedBytes;
        p.fraction = p.prepareBytes ? double(p.preparedBytes) / double(p.prepareBytes) : 1.0;
        if (run.observer())
            run.observer()->progress(p);
        lastReport = now;
        reportedBytes = recorder.goodBytes();
    };
    // A sampled map's chunks lie apart: each is timed on its own, as GNOME Disks does, or reads of the next one in
    // flight would blur where one ends. Chunks side by side are one stream, like the read fio would do.
    const bool sampled = kind == Profile::Kind::PositionMap && options.kinds.get<SurfaceOptions>().mapSamples > 0;
    const SurfacePass reader(run.target().fd(),
                             run.backend(),
                             test.spec.blockSize,
                             test.spec.queueDepth,
                             sampled ? SurfacePass::ExtentBoundary::Drain : SurfacePass::ExtentBoundary::Stream);
    const SurfacePassOutcome outcome = reader.run(extents, run.cancel(), [&](const SurfaceIo &io) {
        const bool goOn = recorder.add(io);
        if (io.doneNs - lastReport >= ProgressIntervalNs)
            reportProgress(io.doneNs);
        return goOn;
    });
    reportProgress(monotonicNs());

    TestResult result;
    result.spec = test.spec;
    result.mode = IoMode::Read;
    result.mixReadPercent = 100;
    RunMetrics metrics;
    metrics.windowNs = recorder.lastDoneNs() - recorder.firstSubmitNs();
    metrics.read.ios = recorder.goodReads();
    metrics.read.bytes = recorder.goodBytes();
    metrics.read.latency = LatencySummary::fromHistogram(recorder.latency());
    result.runs.append(metrics);
    result.stats = RunStatistics::fromRuns(result.runs, result.mode);
    result.readLatency = recorder.latency();
    result.payload.set(recorder.result());
    runResult.totals.readIos += recorder.totals().readIos;
    runResult.totals.readBytes += recorder.totals().readBytes;
    // What was found stays in the result when the test ends early, whatever ended it.
    run.keep(result);
    if (outcome.cancelled)
        return run.cancelled();
    const int error = outcome.error ? outcome.error : recorder.fatalError();
    if (!error)
        return {};
    JobOutcome failed;
    failed.error = error;
    failed.failedCall = outcome.failedCall ? outcome.failedCall : "read";
    return run.jobError(failed);
}

} // namespace Sektor
