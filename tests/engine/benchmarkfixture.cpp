// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "benchmarkfixture.h"

namespace Sektor::Test {

RunOptions quickOptions(std::uint64_t testSize)
{
    RunOptions o;
    o.testSize = testSize;
    o.runs = 2;
    o.warmup = std::chrono::milliseconds(100);
    o.measureTime = std::chrono::milliseconds(250);
    o.interval = std::chrono::milliseconds(0);
    o.seed = 42;
    return o;
}

Profile customProfile(const QList<TestSpec> &tests, const QList<IoMode> &modes)
{
    Profile p;
    p.id = QStringLiteral("test");
    p.name = QStringLiteral("Test");
    p.tests = tests;
    p.modes = modes;
    return p;
}

TestSpec rnd4k(std::uint32_t queueDepth, std::uint32_t threads)
{
    return TestSpec {AccessPattern::Random, 4 * KiB, queueDepth, threads, false};
}

TestSpec seq1m(std::uint32_t queueDepth, std::uint32_t threads)
{
    return TestSpec {AccessPattern::Sequential, 1 * MiB, queueDepth, threads, false};
}

RunOutcome
runBenchmark(const Profile &profile, const std::string &target, const RunOptions &options, ProgressObserver *observer)
{
    Benchmark benchmark(profile, QString::fromStdString(target), options);
    benchmark.setObserver(observer);
    CancelToken cancel;
    return benchmark.run(cancel);
}

} // namespace Sektor::Test
