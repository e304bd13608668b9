// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "burninfixture.h"
#include "model/kinds/burninoptions.h"
#include "reportfixtures.h"

#include "model/burnin.h"
#include "model/units.h"

namespace Sektor::Test {

namespace {
std::uint8_t classOfChunk(int i)
{
    if (i >= 200 && i < 250)
        return 2;
    if (i >= 600 && i < 610)
        return 4;
    return std::uint8_t(i % 2);
}

RunResult burnInBase(bool findings)
{
    RunResult r = Fixtures::blockDevice();
    r.profileId = QStringLiteral("burn-in");
    r.profileName = QStringLiteral("Burn-in");
    r.options.runs = 1;
    r.options.wholeTarget = true;
    r.options.kinds.edit<BurnInOptions>().passes = 2;
    r.options.kinds.edit<BurnInOptions>().patterns = {BurnInPattern::Stamps, BurnInPattern::Random};
    r.target.logicalBlockSize = 512;
    r.target.prefilled = true; // every block read back was written first
    r.warnings.clear(); // the read-only fixture's caveat of unwritten areas
    r.target.span = r.options.testSize = r.target.deviceSize = BurnInChunk * BurnInChunks;
    TestResult t;
    t.spec = TestSpec {AccessPattern::Sequential, 128 * KiB, 1, 1};
    t.mode = IoMode::Write;
    BurnInResult b;
    b.surface.deviceBytes = b.surface.plannedBytes = BurnInChunk * BurnInChunks;
    b.blockBytes = 128 * KiB;
    b.passes = 2;
    b.patterns = {BurnInPattern::Stamps, BurnInPattern::Random};
    b.steps = b.stepsDone = 4;
    const std::uint64_t blocksPerChunk = BurnInChunk / b.blockBytes;
    for (int i = 0; i < BurnInChunks; ++i) {
        const std::uint64_t at = std::uint64_t(i) * BurnInChunk;
        const double writeRate = 150e6 - 75e6 * i / (BurnInChunks - 1.0);
        const double readRate = 200e6 - 100e6 * i / (BurnInChunks - 1.0);
        const bool unreadable = findings && i == 100;
        const bool unwritable = findings && i == 500;
        b.writeChunks << SurfaceChunk {at,
                                       unwritable ? BurnInChunk - 4096 : BurnInChunk,
                                       BurnInChunk,
                                       std::int64_t(double(BurnInChunk) / writeRate * 1e9)};
        b.surface.chunks << SurfaceChunk {at,
                                          unreadable ? BurnInChunk - 8192 : BurnInChunk,
                                          BurnInChunk,
                                          std::int64_t(double(BurnInChunk) / readRate * 1e9)};
        const std::uint8_t cls = findings ? (i == 700 ? 5 : classOfChunk(i)) : std::uint8_t(i % 2);
        b.chunkClasses << cls;
        // Two passes: each chunk written twice and read twice; its slowest block in its class, the rest in class 1.
        b.writeClasses.add(0, 2 * blocksPerChunk - 1);
        b.writeClasses.add(cls, 1);
        b.readClasses.add(0, 2 * blocksPerChunk - 1);
        b.readClasses.add(cls, 1);
    }
    b.surface.readBytes = b.writtenBytes = b.readBytes = 2 * BurnInChunk * BurnInChunks;
    b.writtenBytes = b.readBytes = 2 * b.surface.deviceBytes;
    b.writeNs = std::int64_t(double(b.writtenBytes) / 112e6 * 1e9);
    b.readNs = std::int64_t(double(b.readBytes) / 150e6 * 1e9);
    b.surface.readBytes = b.writtenBytes + b.readBytes;
    if (findings) {
        b.surface.ranges = {{SurfaceRange::Kind::Error, 100 * BurnInChunk + 4096, 8192, 0},
                            {SurfaceRange::Kind::Corrupt, 300 * BurnInChunk + 512, 1024, 0},
                            {SurfaceRange::Kind::WriteError, 500 * BurnInChunk, 4096, 0},
                            {SurfaceRange::Kind::Slow, 700 * BurnInChunk + 128 * KiB, 128 * KiB, 612 * NsPerMs}};
        b.aliasing = BurnInAliasing {900 * BurnInChunk, 0};
    }
    t.payload.set(b);
    r.tests = {t};
    return r;
}
} // namespace

RunResult burnInWithFindings()
{
    return burnInBase(true);
}

RunResult burnInPassed()
{
    return burnInBase(false);
}

RunOptions burnInTwoPasses()
{
    RunOptions options;
    options.kinds.edit<BurnInOptions>().passes = 2;
    options.kinds.edit<BurnInOptions>().patterns = {BurnInPattern::Stamps, BurnInPattern::Random};
    return options;
}

Progress burnInThirdStep(std::uint64_t deviceBytes, std::int64_t elapsedNs)
{
    Progress p;
    p.phase = Phase::Measuring;
    p.mode = IoMode::Write;
    p.spec = TestSpec {AccessPattern::Sequential, 128 * 1024, 1, 1};
    p.run = 3;
    p.runs = 8;
    p.prepareBytes = deviceBytes * 8;
    p.preparedBytes = deviceBytes * 2 + deviceBytes * 37 / 100;
    p.fraction = double(p.preparedBytes) / double(p.prepareBytes);
    p.elapsedNs = elapsedNs;
    p.remainingNs = std::int64_t(double(p.elapsedNs) * (1 - p.fraction) / p.fraction);
    return p;
}

} // namespace Sektor::Test
