// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/resumedrun.h"
#include "model/burnin.h"
#include "model/profile.h"
#include "model/surface.h"

#include <QCoreApplication>

namespace Sektor {

namespace {
const TestResult *onlyTest(const RunResult &r)
{
    return r.tests.size() == 1 ? &r.tests.first() : nullptr;
}

void joinRanges(QList<SurfaceRange> &into, const QList<SurfaceRange> &from)
{
    for (const SurfaceRange &r : from)
        addSurfaceRange(into, r);
}

BurnInResult joinBurnIn(const BurnInResult &earlier, const BurnInResult &continued)
{
    BurnInResult b = continued;
    joinRanges(b.surface.ranges, earlier.surface.ranges);
    b.surface.readBytes += earlier.surface.readBytes;
    for (const SurfaceChunk &c : earlier.surface.chunks)
        keepSlowerChunk(b.surface.chunks, c);
    for (const SurfaceChunk &c : earlier.writeChunks)
        keepSlowerChunk(b.writeChunks, c);
    for (qsizetype i = 0; i < b.chunkClasses.size() && i < earlier.chunkClasses.size(); ++i)
        b.chunkClasses[i] = std::max(b.chunkClasses[i], earlier.chunkClasses[i]);
    b.writeClasses.merge(earlier.writeClasses);
    b.readClasses.merge(earlier.readClasses);
    b.writtenBytes += earlier.writtenBytes;
    b.readBytes += earlier.readBytes;
    b.writeNs += earlier.writeNs;
    b.readNs += earlier.readNs;
    if (earlier.aliasing)
        b.aliasing = earlier.aliasing;
    return b;
}

// The scan's chunks lie side by side: the earlier run's, then (from the chunk it stopped in) the continued one's.
SurfaceResult joinScan(const SurfaceResult &earlier, const SurfaceResult &continued)
{
    SurfaceResult s = continued;
    s.plannedBytes = earlier.plannedBytes;
    s.readBytes += earlier.readBytes;
    s.chunks = earlier.chunks + continued.chunks;
    joinRanges(s.ranges, earlier.ranges);
    return s;
}

void addMetrics(RunMetrics &into, const RunMetrics &from)
{
    into.windowNs += from.windowNs;
    into.read.ios += from.read.ios;
    into.read.bytes += from.read.bytes;
    into.write.ios += from.write.ios;
    into.write.bytes += from.write.bytes;
    into.cpuUserNs += from.cpuUserNs;
    into.cpuSystemNs += from.cpuSystemNs;
    into.cpuWaitNs += from.cpuWaitNs;
}

Error notParts()
{
    return Error::invalidArgument(QCoreApplication::translate(
        "Sektor::Limits", "The result to go on from is not an earlier part of this run: another test, plan or seed."));
}
} // namespace

std::optional<ResumePoint> resumePointOf(const RunResult &result)
{
    const TestResult *test = onlyTest(result);
    if (!test)
        return std::nullopt;
    if (const BurnInResult *b = test->payload.find<BurnInResult>(); b && !b->complete())
        return ResumePoint {b->stepsDone, b->stepBytesDone};
    // A read scan goes on from its first unfinished chunk; a position map, whose chunks are timed as one sweep, and the
    // access time do not take the setting.
    const SurfaceResult *s = test->payload.find<SurfaceResult>();
    const std::optional<Profile> profile = findProfile(result.profileId);
    if (!s || s->complete() || !s->coversDevice() || !profile || !takes(*profile, KindSetting::Resume))
        return std::nullopt;
    std::uint64_t finished = 0;
    for (const SurfaceChunk &c : s->chunks)
        finished += c.length;
    return ResumePoint {0, finished};
}

Expected<RunResult> joinResumed(const RunResult &earlier, const RunResult &continued)
{
    const TestResult *before = onlyTest(earlier);
    const TestResult *after = onlyTest(continued);
    if (!before || !after || earlier.profileId != continued.profileId || earlier.seed != continued.seed
        || before->spec != after->spec)
        return notParts();
    RunResult joined = continued;
    joined.started = earlier.started;
    joined.totals += earlier.totals;
    for (const QString &w : earlier.warnings) {
        if (!joined.warnings.contains(w))
            joined.warnings << w;
    }
    TestResult &test = joined.tests.first();
    if (const BurnInResult *b = before->payload.find<BurnInResult>()) {
        const BurnInResult *c = after->payload.find<BurnInResult>();
        if (!c || c->steps != b->steps || c->surface.deviceBytes != b->surface.deviceBytes)
            return notParts();
        test.payload.set(joinBurnIn(*b, *c));
    } else if (const SurfaceResult *s = before->payload.find<SurfaceResult>()) {
        const SurfaceResult *c = after->payload.find<SurfaceResult>();
        if (!c || c->deviceBytes != s->deviceBytes)
            return notParts();
        test.payload.set(joinScan(*s, *c));
    } else {
        return notParts();
    }
    for (qsizetype i = 0; i < test.runs.size() && i < before->runs.size(); ++i)
        addMetrics(test.runs[i], before->runs[i]);
    test.readLatency.merge(before->readLatency);
    test.writeLatency.merge(before->writeLatency);
    if (test.runs.size() == 1) { // a pass over a device is one run: its latency is both parts'
        test.runs.first().read.latency = LatencySummary::fromHistogram(test.readLatency);
        test.runs.first().write.latency = LatencySummary::fromHistogram(test.writeLatency);
    }
    test.stats = RunStatistics::fromRuns(test.runs, test.mode);
    return joined;
}

void joinWithEarlierPart(const std::optional<RunResult> &earlier, RunResult &result)
{
    if (!earlier || result.tests.isEmpty())
        return;
    if (Expected<RunResult> joined = joinResumed(*earlier, result))
        result = *joined;
}

} // namespace Sektor
