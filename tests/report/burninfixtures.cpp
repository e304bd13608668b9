// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "reportfixtures.h"

#include "model/burnin.h"
#include "model/units.h"

namespace Sektor::Fixtures {

RunResult burnIn()
{
    // The NVMe drive of blockDevice(), its whole device written and read back.
    RunResult r = blockDevice();
    r.profileId = QStringLiteral("burn-in");
    r.profileName = QStringLiteral("Burn-in");
    r.options.runs = 1;
    r.options.warmup = std::chrono::milliseconds(0);
    r.options.interval = std::chrono::milliseconds(0);
    r.options.wholeTarget = true;
    r.backend = QStringLiteral("io_uring");
    r.backendDetail = QStringLiteral("every block written and read back at queue depth 1");
    r.warnings.clear(); // a burn-in reads only what it wrote
    const std::uint64_t device = 100 * 128 * MiB + 3 * 512; // a hundred chunks, the last one three sectors
    r.target.deviceSize = r.target.span = r.options.testSize = device;
    TestResult t;
    t.spec = TestSpec {AccessPattern::Sequential, 128 * KiB, 1, 1, false};
    t.mode = IoMode::Write;
    BurnInResult &b = t.payload.edit<BurnInResult>();
    b.blockBytes = 128 * KiB;
    b.passes = 2;
    b.patterns = {BurnInPattern::Stamps, BurnInPattern::Random};
    b.steps = 8;
    b.stepsDone = 8;
    b.surface.deviceBytes = device;
    b.surface.plannedBytes = b.surface.readBytes = 8 * device;
    b.writtenBytes = b.readBytes = 4 * device;
    b.writeNs = std::int64_t(double(b.writtenBytes) / 150e6 * 1e9); // 150 MB/s
    b.readNs = std::int64_t(double(b.readBytes) / 200e6 * 1e9); // 200 MB/s
    for (int i = 0; i <= 100; ++i) {
        const std::uint64_t offset = std::uint64_t(i) * 128 * MiB;
        const std::uint64_t length = i < 100 ? 128 * MiB : 3 * 512;
        const double writeRate = i == 42 ? 40e6 : 150e6 - i * 0.5e6; // slower inwards, one slow place
        const double readRate = 200e6 - i * 0.5e6;
        b.writeChunks.append({offset, length, length, std::int64_t(double(length) / writeRate * 1e9)});
        b.surface.chunks.append({offset, length, length, std::int64_t(double(length) / readRate * 1e9)});
        b.chunkClasses.append(i == 42 ? 5 : i == 70 ? 3 : 1);
    }
    const std::uint64_t blocks = 4 * (device / (128 * KiB) + 1);
    b.writeClasses.add(0, 0);
    b.writeClasses.add(1, blocks - 12);
    b.writeClasses.add(2, 8);
    b.writeClasses.add(3, 2);
    b.writeClasses.add(5, 2);
    b.readClasses.add(1, blocks - 3);
    b.readClasses.add(3, 2);
    b.readClasses.add(5, 1);
    addSurfaceRange(b.surface.ranges, {SurfaceRange::Kind::Error, 3'000'000'512, 4096, 0});
    addSurfaceRange(b.surface.ranges, {SurfaceRange::Kind::Corrupt, 7 * 128 * MiB + 1536, 512, 0});
    addSurfaceRange(b.surface.ranges, {SurfaceRange::Kind::WriteError, 9'000'001'024, 1024, 0});
    addSurfaceRange(b.surface.ranges, {SurfaceRange::Kind::Slow, 42 * 128 * MiB + 640 * KiB, 128 * KiB, 612'000'000});
    r.tests = {t};
    r.totals = {};
    r.totals.writeIos = r.totals.readIos = blocks;
    r.totals.writeBytes = r.totals.readBytes = 4 * device;
    return r;
}

} // namespace Sektor::Fixtures
