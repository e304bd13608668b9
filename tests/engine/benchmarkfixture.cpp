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

Profile readWrite()
{
    return customProfile({rnd4k(4)}, {IoMode::Read, IoMode::Write});
}

RunOptions surfaceOptions()
{
    RunOptions o;
    o.seed = 11;
    return o;
}

Profile surfaceProfile(const char *id)
{
    return *findProfile(QLatin1String(id));
}

RunOptions burnInOptions()
{
    RunOptions o;
    o.seed = 42;
    o.allowDeviceWrites = true;
    return o;
}

Profile burnInProfile()
{
    return *findProfile(QStringLiteral("burn-in"));
}

const BurnInResult &burnInOf(const RunOutcome &outcome)
{
    return outcome.result.tests.first().payload.get<BurnInResult>();
}

RunOptions probeOptions()
{
    RunOptions o;
    o.seed = 19;
    o.allowDeviceWrites = true;
    return o;
}

Profile probeProfile()
{
    return *findProfile(QStringLiteral("Capacity Probe"));
}

RunOptions sustainedOptions(std::uint64_t span, std::chrono::milliseconds timeLimit)
{
    RunOptions o;
    o.testSize = span;
    o.measureTime = timeLimit;
    o.runs = 1;
    o.warmup = std::chrono::milliseconds(0);
    o.interval = std::chrono::milliseconds(0);
    o.seed = 5;
    o.allowDeviceWrites = true;
    return o;
}

Profile sustainedWrite()
{
    return *findProfile(QStringLiteral("sustained-write"));
}

RunOutcome
runBenchmark(const Profile &profile, const std::string &target, const RunOptions &options, ProgressObserver *observer)
{
    Benchmark benchmark(profile, QString::fromStdString(target), options);
    benchmark.setObserver(observer);
    CancelToken cancel;
    return benchmark.run(cancel);
}

ErrorCode errorOf(const std::string &target, const Profile &profile, const RunOptions &options)
{
    return runBenchmark(profile, target, options).error.code;
}

} // namespace Sektor::Test
