// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The surface tests of BenchmarkRun (position map, access time, read scan): one pass of reads over the whole device,
// going on past the sectors that fail, and recording where each chunk, range or read lies.
#include "engine/benchmarkrun.h"
#include "engine/monotonicclock.h"
#include "engine/surfaceplan.h"
#include "engine/surfacerecorder.h"
#include "model/caveats.h"

#include <algorithm>

namespace Sektor {

namespace {
constexpr std::int64_t ProgressIntervalNs = 100 * NsPerMs;
} // namespace

Error BenchmarkRun::runSurface(const PlannedTest &test, int index)
{
    const TargetInfo &target = m_outcome.result.target;
    const QList<SurfaceExtent> extents = planSurface(
        m_profile.kind, target.span, test.spec.blockSize, target.directIoAlignment, m_options, m_outcome.result.seed);
    SurfaceRecorder::Setup setup;
    setup.fd = m_target->fd();
    setup.chunks = m_profile.kind != Profile::Kind::AccessTime;
    // Failed reads are halved down to a sector the device can read alone (never to single bytes on a buffered one).
    setup.unit = std::max({target.directIoAlignment, target.logicalBlockSize, std::uint32_t(512)});
    setup.blockSize = test.spec.blockSize;
    setup.slowReadNs
        = m_profile.kind == Profile::Kind::ReadScan ? std::int64_t(m_options.slowRead.count()) * NsPerMs : 0;
    setup.deviceBytes = target.deviceSize;
    SurfaceRecorder recorder(setup, extents);
    if (m_backend == IoBackend::Sync && test.spec.queueDepth > 1)
        m_outcome.result.warnings << QLatin1String(Caveat::SurfaceOneAtATime);

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
        const double fraction = r.plannedBytes ? double(r.readBytes) / double(r.plannedBytes) : 1.0;
        Progress p = fractionProgress(test, index, 1, 1, fraction, start, s);
        p.preparedBytes = r.readBytes;
        p.prepareBytes = r.plannedBytes;
        p.surface = true;
        if (m_observer)
            m_observer->progress(p);
        lastReport = now;
        reportedBytes = recorder.goodBytes();
    };
    // A sampled map's chunks lie apart: each is timed on its own, as GNOME Disks does, or reads of the next one in
    // flight would blur where one ends. Chunks side by side are one stream, like the read fio would do.
    const bool sampled = m_profile.kind == Profile::Kind::PositionMap && m_options.mapSamples > 0;
    const SurfaceReader reader(m_target->fd(),
                               m_backend,
                               test.spec.blockSize,
                               test.spec.queueDepth,
                               sampled ? SurfaceReader::ExtentBoundary::Drain : SurfaceReader::ExtentBoundary::Stream);
    const SurfaceReadOutcome outcome = reader.read(extents, m_cancel, [&](const SurfaceIo &io) {
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
    m_outcome.result.totals.readIos += recorder.totals().readIos;
    m_outcome.result.totals.readBytes += recorder.totals().readBytes;
    // What was found stays in the result when the test ends early, whatever ended it.
    m_outcome.result.tests.append(result);
    if (m_observer)
        m_observer->testFinished(result);
    if (outcome.cancelled)
        return Error::of(ErrorCode::Cancelled, m_targetPath);
    const int error = outcome.error ? outcome.error : recorder.fatalError();
    if (!error)
        return {};
    JobOutcome failed;
    failed.error = error;
    failed.failedCall = outcome.failedCall ? outcome.failedCall : "read";
    return jobError(failed);
}

} // namespace Sektor
