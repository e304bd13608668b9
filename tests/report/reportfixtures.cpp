// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "reportfixtures.h"

#include "model/units.h"

#include <cmath>

namespace Sektor::Fixtures {

namespace {

TestSpec
spec(AccessPattern pattern, std::uint32_t blockSize, std::uint32_t qd, std::uint32_t threads, bool sync = false)
{
    return TestSpec {pattern, blockSize, qd, threads, sync};
}

constexpr AccessPattern Seq = AccessPattern::Sequential;
constexpr AccessPattern Rnd = AccessPattern::Random;
constexpr std::int64_t Window = 5 * NsPerSecond;

/// One run: ios × block size over exactly five seconds; latencies spread ±25 % around the mean.
RunMetrics makeRun(const TestSpec &spec,
                   IoMode mode,
                   double megabytesPerSecond,
                   double meanLatencyUs,
                   int salt,
                   LatencyHistogram &readHist,
                   LatencyHistogram &writeHist,
                   LatencyHistogram *blockHist = nullptr)
{
    RunMetrics run;
    run.windowNs = Window;
    run.cpuUserNs = 120'000'000 + salt;
    run.cpuSystemNs = 870'000'000 + salt;
    run.ioThreads = spec.threads; // io_uring's: one per thread
    const auto ios = std::uint64_t(std::llround(megabytesPerSecond * BytesPerMB * 5 / spec.blockSize));
    // A rewrite's figure is its blocks: each one read and written back.
    const std::uint64_t readIos = mode == IoMode::Read || mode == IoMode::Rewrite ? ios
        : mode == IoMode::Mix                                                     ? ios * 7 / 10
                                                                                  : 0;
    const std::uint64_t writeIos = mode == IoMode::Rewrite ? ios : ios - readIos;
    LatencyHistogram r, w;
    // A small deterministic sample of latencies, not one per I/O: enough for non-trivial buckets.
    std::uint64_t state = 0x9E3779B97F4A7C15ull * std::uint64_t(salt + 1);
    for (int i = 0; i < 200; ++i) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        const double factor = 0.75 + double(state >> 11) / double(1ull << 53) / 2.0;
        const auto ns = std::uint64_t(meanLatencyUs * 1000.0 * factor);
        if (mode == IoMode::Rewrite) { // a block: its read, then its write, a third longer
            r.record(ns);
            w.record(ns * 4 / 3);
            if (blockHist)
                blockHist->record(ns + ns * 4 / 3);
            continue;
        }
        const bool isRead = mode == IoMode::Read || (mode == IoMode::Mix && i % 10 < 7);
        (isRead ? r : w).record(ns);
    }
    run.read = {readIos, readIos * spec.blockSize, LatencySummary::fromHistogram(r)};
    run.write = {writeIos, writeIos * spec.blockSize, LatencySummary::fromHistogram(w)};
    readHist.merge(r);
    writeHist.merge(w);
    return run;
}

} // namespace

TestResult makeTest(TestSpec s, IoMode mode, std::initializer_list<double> runMegabytesPerSecond, double meanLatencyUs)
{
    TestResult t;
    t.spec = s;
    t.mode = mode;
    t.mixReadPercent = mode == IoMode::Mix ? 70 : mode == IoMode::Rewrite ? 50 : 0;
    LatencyHistogram discardRead, discardWrite;
    t.warmup = makeRun(s, mode, *runMegabytesPerSecond.begin() * 0.9, meanLatencyUs, 99, discardRead, discardWrite);
    int salt = 0;
    for (double mbps : runMegabytesPerSecond) {
        t.runs.append(makeRun(s,
                              mode,
                              mbps,
                              meanLatencyUs * (1.0 + 0.01 * salt),
                              salt,
                              t.readLatency,
                              t.writeLatency,
                              mode == IoMode::Rewrite ? &t.rewriteLatency : nullptr));
        ++salt;
        const RunMetrics &run = t.runs.last();
        // Two 100 ms samples per run are enough to exercise the format.
        for (int i = 1; i <= 2; ++i)
            t.samples.append(Sample {salt,
                                     i * 100 * NsPerMs,
                                     100 * NsPerMs,
                                     run.read.bytes / 50,
                                     run.write.bytes / 50,
                                     run.read.ios / 50,
                                     run.write.ios / 50});
    }
    t.stats = RunStatistics::fromRuns(t.runs, t.mode);
    return t;
}

DriveLink pcie4x4()
{
    DriveLink link;
    link.bus = DriveLink::Bus::Pcie;
    link.rate = link.driveRate = link.portRate = 16000;
    link.width = link.driveWidth = link.portWidth = 4;
    return link;
}

namespace {

RunResult base(const QString &id, const QString &name)
{
    RunResult r;
    r.programVersion = QStringLiteral("0.1.0");
    r.profileId = id;
    r.profileName = name;
    r.seed = 0x5EC702D15C0FFEEull;
    r.target.path = QStringLiteral("/mnt/data");
    r.target.filesystem = QStringLiteral("ext4");
    r.target.span = 1 * GiB;
    r.target.freeBytes = 276 * GiB + 300 * MiB;
    r.target.totalBytes = 476 * GiB + 700 * MiB;
    r.target.directIoAlignment = 4096;
    r.target.logicalBlockSize = 512;
    r.target.mountPoint = QStringLiteral("/mnt/data");
    r.target.drives = {MeasuredDrive {QStringLiteral("nvme0n1"),
                                      QStringLiteral("Samsung SSD 980 PRO 500GB"),
                                      QStringLiteral("S5GXNX0T123456A"),
                                      QStringLiteral("eui.002538b111b2c3d4"),
                                      QStringLiteral("5B2QGXA7"),
                                      QStringLiteral("nvme"),
                                      500'107'862'016,
                                      false,
                                      pcie4x4(),
                                      {},
                                      {},
                                      {}}};
    r.system = {QStringLiteral("Debian GNU/Linux 13 (trixie)"),
                QStringLiteral("6.12.38+deb13-amd64"),
                QStringLiteral("AMD Ryzen 7 7840U w/ Radeon 780M Graphics"),
                QStringLiteral("workbench"),
                {}, // a virtual machine's firmware names no computer
                {},
                {},
                false};
    r.backend = QStringLiteral("io_uring");
    r.backendDetail = QStringLiteral("registered files and buffers");
    // An explicit offset renders the same Date line in any TZ (see cdmText()).
    r.started = QDateTime(QDate(2026, 3, 14), QTime(9, 26, 53, 250), Qt::OffsetFromUTC, 3600);
    r.finished = r.started.addSecs(412);
    r.totals = {1'234'567, 98'765'432'100, 7'654'321, 87'654'321'000, 96};
    return r;
}

void addRows(RunResult &r, const QList<TestResult> &rows)
{
    for (const TestResult &t : rows)
        r.tests.append(t);
}

} // namespace

RunResult defaultProfile()
{
    RunResult r = base(QStringLiteral("default"), QStringLiteral("Default"));
    addRows(r,
            {makeTest(spec(Seq, MiB, 8, 1), IoMode::Read, {3512.3, 3498.7, 3520.1}, 2386.5),
             makeTest(spec(Seq, MiB, 8, 1), IoMode::Write, {2987.4, 3001.2, 2950.8}, 2801.2),
             makeTest(spec(Seq, MiB, 1, 1), IoMode::Read, {2101.3, 2099.9, 2110.4}, 498.7),
             makeTest(spec(Seq, MiB, 1, 1), IoMode::Write, {1876.5, 1880.1, 1870.2}, 558.3),
             makeTest(spec(Rnd, 4 * KiB, 32, 1), IoMode::Read, {812.4, 820.9, 809.1}, 161.2),
             makeTest(spec(Rnd, 4 * KiB, 32, 1), IoMode::Write, {701.2, 689.5, 710.3}, 186.9),
             makeTest(spec(Rnd, 4 * KiB, 1, 1), IoMode::Read, {71.3, 70.8, 72.1}, 57.4),
             makeTest(spec(Rnd, 4 * KiB, 1, 1), IoMode::Write, {245.6, 240.1, 250.3}, 16.6)});
    return r;
}

RunResult rewrite()
{
    RunResult r = defaultProfile();
    // Each sequential row's rewrite after its write, as a run with --modes read,write,rewrite makes them.
    const TestResult seq8 = makeTest(spec(Seq, MiB, 8, 1), IoMode::Rewrite, {1201.7, 1188.2, 1210.9}, 2950.0);
    const TestResult seq1 = makeTest(spec(Seq, MiB, 1, 1), IoMode::Rewrite, {801.4, 799.6, 806.0}, 600.2);
    r.tests.insert(2, seq8);
    r.tests.insert(5, seq1);
    return r;
}

RunResult defaultMix()
{
    RunResult r = base(QStringLiteral("default-mix"), QStringLiteral("Default"));
    r.target.path = QStringLiteral("/tmp");
    r.target.filesystem = QStringLiteral("tmpfs");
    r.target.freeBytes = 7 * GiB + 612 * MiB;
    r.target.totalBytes = 7 * GiB + 800 * MiB;
    r.target.directIo = false;
    r.target.directIoAlignment = 0;
    r.target.cacheAffected = true;
    r.target.memoryBacked = true;
    r.warnings = {QStringLiteral("memory-backed"), QStringLiteral("cache-affected")};
    const TestSpec rows[]
        = {spec(Seq, MiB, 8, 1), spec(Seq, MiB, 1, 1), spec(Rnd, 4 * KiB, 32, 1), spec(Rnd, 4 * KiB, 1, 1)};
    const double mbps[] = {9120.4, 6100.2, 2012.8, 601.3};
    for (int i = 0; i < 4; ++i) {
        for (IoMode mode : {IoMode::Read, IoMode::Write, IoMode::Mix})
            r.tests.append(makeTest(rows[i],
                                    mode,
                                    {mbps[i]
                                     * (mode == IoMode::Write     ? 0.8
                                            : mode == IoMode::Mix ? 0.7
                                                                  : 1.0)},
                                    10.0 + i));
    }
    r.options.runs = 1;
    return r;
}

RunResult syncWrite()
{
    RunResult r = base(QStringLiteral("sync-write"), QStringLiteral("Sync write latency"));
    addRows(r,
            {makeTest(spec(Rnd, 4 * KiB, 1, 1, true), IoMode::Write, {18.4, 18.9, 18.1}, 221.7),
             makeTest(spec(Rnd, 512, 1, 1, true), IoMode::Write, {2.31, 2.29, 2.35}, 220.9)});
    // The 4 KiB-only case, so both rendering and loading of skipped tests are covered.
    Error reason = Error::of(ErrorCode::BlockSizeUnsupported, r.target.path);
    reason.value = 2048;
    reason.limit = 4096;
    r.skipped = {SkippedTest {spec(Seq, 2048, 1, 1, true), IoMode::Write, reason}};
    return r;
}

RunResult blockDevice()
{
    RunResult r = base(QStringLiteral("peak"), QStringLiteral("Peak"));
    r.target = TargetInfo {};
    r.target.kind = TargetInfo::Kind::BlockDevice;
    r.target.path = QStringLiteral("/dev/nvme0n1");
    r.target.span = 8 * GiB;
    r.target.deviceSize = 500'107'862'016;
    r.target.directIoAlignment = 512;
    r.target.logicalBlockSize = 512;
    r.backend = QStringLiteral("sync");
    r.backendDetail = QStringLiteral("io_uring disabled by kernel.io_uring_disabled=2");
    r.options.engine = EngineChoice::Auto;
    r.options.testSize = 8 * GiB;
    r.options.measureTime = std::chrono::milliseconds(2500);
    r.options.interval = std::chrono::milliseconds(0);
    r.warnings = {QStringLiteral("unwritten-areas")};
    r.target.prefilled = false;
    addRows(r,
            {makeTest(spec(Seq, MiB, 8, 1), IoMode::Read, {6801.2, 6799.4, 6823.9}, 1232.1),
             makeTest(spec(Rnd, 4 * KiB, 32, 16), IoMode::Read, {3412.9, 3390.2, 3401.7}, 612.4)});
    return r;
}

RunResult zeroFill()
{
    RunResult r = base(QStringLiteral("real"), QStringLiteral("Real"));
    r.options.data = DataPattern::Zero;
    r.options.runs = 5;
    r.options.testSize = 512 * MiB;
    r.options.seed = 42;
    r.seed = 42;
    r.target.totalBytes = 0; // statvfs gave nothing: the usage part is left out
    r.comment = QStringLiteral("Samsung 990 PRO, firmware 4B2QJXD7 — after a fresh TRIM\nsecond line");
    addRows(r,
            {makeTest(spec(Seq, MiB, 1, 1), IoMode::Read, {1801.1, 1799.3, 1805.2, 1790.4, 1812.0}, 582.0),
             makeTest(spec(Seq, MiB, 1, 1), IoMode::Write, {1501.1, 1499.3, 1505.2, 1490.4, 1512.0}, 698.8),
             makeTest(spec(Rnd, 4 * KiB, 1, 1), IoMode::Read, {88.1, 87.9, 88.4, 88.0, 87.7}, 46.5),
             makeTest(spec(Rnd, 4 * KiB, 1, 1), IoMode::Write, {301.2, 299.9, 305.3, 298.4, 302.2}, 13.6)});
    return r;
}

RunResult sustainedWrite(bool withDrop)
{
    RunResult r = defaultProfile();
    r.profileId = QStringLiteral("sustained-write");
    r.profileName = QStringLiteral("Sustained Write");
    r.options.measureTime = std::chrono::minutes(10);
    r.options.runs = 1; // as the engine records a sustained write: one window, no warm-up, no pause
    r.options.warmup = std::chrono::milliseconds(0);
    r.options.interval = std::chrono::milliseconds(0);
    r.target.span = 100 * GiB;
    TestSpec spec;
    spec.queueDepth = 8;
    TestResult t = makeTest(spec, IoMode::Write, {800}, 1000);
    t.samples.clear();
    for (int i = 0; i < 700; ++i) { // 70 s: a 30 s steady window fits after the drop
        Sample s;
        s.run = 1;
        s.intervalNs = 100 * NsPerMs;
        s.elapsedNs = (i + 1) * s.intervalNs;
        s.writeBytes = (withDrop && i >= 100) ? 50'000'000 : 200'000'000;
        t.samples << s;
    }
    r.tests = {t};
    return r;
}

RunResult defaultOnDevShm()
{
    const RunResult disk = defaultProfile();
    RunResult memory = scaled(disk, 3.0);
    memory.started = disk.started.addDays(2);
    memory.target.memoryBacked = true;
    memory.target.cacheAffected = true;
    memory.target.path = memory.target.mountPoint = QStringLiteral("/dev/shm");
    memory.target.filesystem = QStringLiteral("tmpfs");
    memory.target.drives.clear();
    return memory;
}

RunResult scaled(RunResult run, double factor)
{
    for (TestResult &t : run.tests) {
        for (RunMetrics &m : t.runs) {
            m.read.bytes = std::uint64_t(double(m.read.bytes) * factor);
            m.write.bytes = std::uint64_t(double(m.write.bytes) * factor);
        }
        t.stats = RunStatistics::fromRuns(t.runs, t.mode);
    }
    return run;
}

} // namespace Sektor::Fixtures
