// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
// The surface tests' and the capacity probe's fixtures: one drive, its whole span, one result each.
#include "reportfixtures.h"

#include "model/surface.h"
#include "model/units.h"
#include "model/verify.h"

namespace Sektor::Fixtures {

namespace {
constexpr AccessPattern Seq = AccessPattern::Sequential;
constexpr AccessPattern Rnd = AccessPattern::Random;

RunResult surfaceBase(const char *id, const char *name, TestSpec spec)
{
    RunResult r = blockDevice();
    r.profileId = QLatin1String(id);
    r.profileName = QLatin1String(name);
    r.options.runs = 1;
    r.options.warmup = std::chrono::milliseconds(0);
    r.options.interval = std::chrono::milliseconds(0);
    r.options.wholeTarget = true;
    r.target.span = r.options.testSize = r.target.deviceSize = 1'000'204'886'016;
    r.backend = QStringLiteral("io_uring");
    r.backendDetail.clear();
    r.tests = {makeTest(spec, IoMode::Read, {150}, 6700)};
    r.tests.first().samples.clear();
    return r;
}
} // namespace

RunResult readScan()
{
    RunResult r = surfaceBase("read-scan", "Read Scan", TestSpec {Seq, MiB, 1, 1});
    SurfaceResult &s = r.tests.first().payload.edit<SurfaceResult>();
    s.deviceBytes = s.plannedBytes = r.target.deviceSize;
    s.slowReadNs = 100 * NsPerMs;
    const std::uint64_t chunk = 256 * MiB; // 1 TB in at most 4096 chunks
    for (std::uint64_t at = 0; at < s.deviceBytes * 6 / 10; at += chunk) {
        const double rate = at == 100 * chunk ? 10e6 : (at < s.deviceBytes * 4 / 10 ? 200e6 : 100e6);
        const std::uint64_t bytes = at == 200 * chunk ? chunk - 8192 : chunk;
        s.chunks << SurfaceChunk {at, bytes, chunk, std::int64_t(double(chunk) / rate * 1e9)};
        s.readBytes += chunk;
    }
    s.ranges = {{SurfaceRange::Kind::Slow, 100 * chunk + 5 * MiB, 1 * MiB, 250 * NsPerMs},
                {SurfaceRange::Kind::Error, 200 * chunk + 4096, 8192, 0}};
    return r;
}

RunResult positionMap()
{
    RunResult r = surfaceBase("position-map", "Position Map", TestSpec {Seq, MiB, 8, 1});
    SurfaceResult &s = r.tests.first().payload.edit<SurfaceResult>();
    s.deviceBytes = r.target.deviceSize;
    const std::uint64_t chunk = 64 * MiB;
    for (int i = 0; i < 200; ++i) {
        const std::uint64_t at
            = i == 199 ? s.deviceBytes - chunk : (s.deviceBytes - chunk) / 199 * std::uint64_t(i) / 512 * 512;
        const double rate = (i == 60 || i == 61) ? 40e6 : 200e6 - 100e6 * i / 199.0;
        const std::uint64_t bytes = i == 120 ? chunk - 4096 : chunk;
        s.chunks << SurfaceChunk {at, bytes, chunk, std::int64_t(double(chunk) / rate * 1e9)};
        s.plannedBytes += chunk;
    }
    s.readBytes = s.plannedBytes;
    s.ranges = {{SurfaceRange::Kind::Error, s.chunks[120].offset + 8 * MiB, 4096, 0}};
    return r;
}

RunResult unevenPositionMap()
{
    RunResult r = positionMap();
    TestResult &t = r.tests.first();
    SurfaceResult &s = t.payload.edit<SurfaceResult>();
    const std::uint64_t chunk = 64 * MiB;
    r.target.span = r.options.testSize = r.target.deviceSize = 4 * chunk;
    s.deviceBytes = s.plannedBytes = s.readBytes = 4 * chunk;
    s.ranges.clear();
    s.chunks.clear();
    RunMetrics run;
    for (int i = 0; i < 4; ++i) {
        const double rate = i == 3 ? 50e6 : 200e6;
        const SurfaceChunk c {std::uint64_t(i) * chunk, chunk, chunk, std::int64_t(double(chunk) / rate * 1e9)};
        s.chunks << c;
        run.windowNs += c.elapsedNs;
        run.read.bytes += c.bytes;
        run.read.ios += c.bytes / MiB;
    }
    t.runs = {run};
    t.stats = RunStatistics::fromRuns(t.runs, t.mode);
    return r;
}

RunResult accessTime()
{
    RunResult r = surfaceBase("access-time", "Access Time", TestSpec {Rnd, 4 * KiB, 1, 1});
    TestResult &t = r.tests.first();
    SurfaceResult &s = t.payload.edit<SurfaceResult>();
    s.deviceBytes = r.target.deviceSize;
    t.readLatency.clear();
    for (int i = 0; i < 200; ++i) {
        const std::int64_t latency = (5 + i % 11) * NsPerMs;
        s.accesses << AccessPoint {std::uint64_t(i) * (s.deviceBytes / 200) / 4096 * 4096, latency, false};
        t.readLatency.record(std::uint64_t(latency));
        s.plannedBytes += 4096;
    }
    s.readBytes = s.plannedBytes;
    return r;
}

RunResult capacityProbe()
{
    RunResult r = surfaceBase("capacity-probe", "Capacity Probe", TestSpec {Seq, 4 * KiB, 1, 1});
    r.target.path = QStringLiteral("/dev/sdb");
    r.target.span = r.options.testSize = r.target.deviceSize = 64'023'248'896;
    r.backend = QStringLiteral("sync");
    r.backendDetail = QStringLiteral("the capacity probe writes and reads one I/O at a time");
    r.warnings.clear();
    TestResult t;
    t.spec = TestSpec {Seq, 4 * KiB, 1, 1};
    t.mode = IoMode::Write;
    VerifyResult &v = t.payload.edit<VerifyResult>();
    v.verdict = VerifyResult::Verdict::Fake;
    v.claimedBytes = r.target.deviceSize;
    v.usableBytes = v.wrapBytes = 8'053'063'680; // 7.5 GiB
    v.aliases = true;
    v.badRanges = {{v.usableBytes, v.claimedBytes - v.usableBytes, true}};
    // Past a wrap-around most probes land where nothing else was written and read back their own stamps: one per
    // period reads the start's.
    v.probes = 6'848;
    v.badProbes = 7;
    v.stamps = {6'841 + 2'048, 0, 7 + 1, 0};
    v.bytesWritten = 187'654'144;
    v.bytesRead = 120'864'768;
    v.writeNs = 21'500 * NsPerMs;
    v.readNs = 4'200 * NsPerMs;
    r.tests = {t};
    return r;
}

} // namespace Sektor::Fixtures
