// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "resultcomparison.h"

#include <gtest/gtest.h>

namespace Sektor {

namespace {

void expectEqual(const LatencySummary &a, const LatencySummary &b)
{
    EXPECT_EQ(a.count, b.count);
    EXPECT_EQ(a.meanNs, b.meanNs);
    EXPECT_EQ(a.minNs, b.minNs);
    EXPECT_EQ(a.maxNs, b.maxNs);
    EXPECT_EQ(a.p50Ns, b.p50Ns);
    EXPECT_EQ(a.p90Ns, b.p90Ns);
    EXPECT_EQ(a.p99Ns, b.p99Ns);
    EXPECT_EQ(a.p999Ns, b.p999Ns);
    EXPECT_EQ(a.p9999Ns, b.p9999Ns);
}

void expectEqual(const RunMetrics &a, const RunMetrics &b)
{
    EXPECT_EQ(a.windowNs, b.windowNs);
    EXPECT_EQ(a.cpuUserNs, b.cpuUserNs);
    EXPECT_EQ(a.cpuSystemNs, b.cpuSystemNs);
    for (auto dir : {&RunMetrics::read, &RunMetrics::write}) {
        EXPECT_EQ((a.*dir).ios, (b.*dir).ios);
        EXPECT_EQ((a.*dir).bytes, (b.*dir).bytes);
        expectEqual((a.*dir).latency, (b.*dir).latency);
    }
}

void expectEqual(const LatencyHistogram &a, const LatencyHistogram &b)
{
    EXPECT_EQ(a.count(), b.count());
    EXPECT_TRUE(a.sum() == b.sum());
    EXPECT_EQ(a.min(), b.min());
    EXPECT_EQ(a.max(), b.max());
    const auto x = a.nonEmptyBuckets(), y = b.nonEmptyBuckets();
    ASSERT_EQ(x.size(), y.size());
    for (std::size_t i = 0; i < x.size(); ++i) {
        EXPECT_EQ(x[i].lowerNs, y[i].lowerNs);
        EXPECT_EQ(x[i].upperNs, y[i].upperNs);
        EXPECT_EQ(x[i].count, y[i].count);
    }
    EXPECT_EQ(a.percentile(99.9), b.percentile(99.9));
}

void expectEqual(const TestResult &a, const TestResult &b)
{
    EXPECT_TRUE(a.spec == b.spec);
    EXPECT_EQ(a.mode, b.mode);
    EXPECT_EQ(a.mixReadPercent, b.mixReadPercent);
    EXPECT_EQ(a.stats.medianBytesPerSecond, b.stats.medianBytesPerSecond);
    EXPECT_EQ(a.stats.bestBytesPerSecond, b.stats.bestBytesPerSecond);
    EXPECT_EQ(a.stats.worstBytesPerSecond, b.stats.worstBytesPerSecond);
    EXPECT_EQ(a.stats.medianIops, b.stats.medianIops);
    EXPECT_EQ(a.stats.medianLatencyNs, b.stats.medianLatencyNs);
    expectEqual(a.warmup, b.warmup);
    ASSERT_EQ(a.runs.size(), b.runs.size());
    for (qsizetype i = 0; i < a.runs.size(); ++i)
        expectEqual(a.runs.at(i), b.runs.at(i));
    expectEqual(a.readLatency, b.readLatency);
    expectEqual(a.writeLatency, b.writeLatency);
    ASSERT_EQ(a.samples.size(), b.samples.size());
    for (qsizetype i = 0; i < a.samples.size(); ++i) {
        const Sample &s = a.samples.at(i), &t = b.samples.at(i);
        EXPECT_EQ(s.run, t.run);
        EXPECT_EQ(s.elapsedNs, t.elapsedNs);
        EXPECT_EQ(s.intervalNs, t.intervalNs);
        EXPECT_EQ(s.readBytes, t.readBytes);
        EXPECT_EQ(s.writeBytes, t.writeBytes);
        EXPECT_EQ(s.readIos, t.readIos);
        EXPECT_EQ(s.writeIos, t.writeIos);
    }
}

void expectEqual(const QDateTime &a, const QDateTime &b)
{
    EXPECT_EQ(a.isValid(), b.isValid());
    EXPECT_EQ(a, b); // the same instant…
    EXPECT_EQ(a.offsetFromUtc(), b.offsetFromUtc()); // …and the same wall-clock time
}

} // namespace

void expectSameResult(const RunResult &a, const RunResult &b)
{
    EXPECT_EQ(a.programVersion, b.programVersion);
    EXPECT_EQ(a.profileId, b.profileId);
    EXPECT_EQ(a.profileName, b.profileName);
    EXPECT_EQ(a.options.testSize, b.options.testSize);
    EXPECT_EQ(a.options.runs, b.options.runs);
    EXPECT_EQ(a.options.warmup, b.options.warmup);
    EXPECT_EQ(a.options.measureTime, b.options.measureTime);
    EXPECT_EQ(a.options.interval, b.options.interval);
    EXPECT_EQ(a.options.mixReadPercent, b.options.mixReadPercent);
    EXPECT_EQ(a.options.data, b.options.data);
    EXPECT_EQ(a.options.engine, b.options.engine);
    EXPECT_EQ(a.options.seed, b.options.seed);
    EXPECT_EQ(a.seed, b.seed);
    const TargetInfo &s = a.target, &t = b.target;
    EXPECT_EQ(s.kind, t.kind);
    EXPECT_EQ(s.path, t.path);
    EXPECT_EQ(s.filesystem, t.filesystem);
    EXPECT_EQ(s.span, t.span);
    EXPECT_EQ(s.deviceSize, t.deviceSize);
    EXPECT_EQ(s.freeBytes, t.freeBytes);
    EXPECT_EQ(s.totalBytes, t.totalBytes);
    EXPECT_EQ(s.directIoAlignment, t.directIoAlignment);
    EXPECT_EQ(s.logicalBlockSize, t.logicalBlockSize);
    EXPECT_EQ(s.directIo, t.directIo);
    EXPECT_EQ(s.cacheAffected, t.cacheAffected);
    EXPECT_EQ(s.memoryBacked, t.memoryBacked);
    EXPECT_EQ(s.prefilled, t.prefilled);
    EXPECT_EQ(s.mountPoint, t.mountPoint);
    EXPECT_EQ(s.drives, t.drives);
    EXPECT_EQ(a.system.os, b.system.os);
    EXPECT_EQ(a.system.kernel, b.system.kernel);
    EXPECT_EQ(a.system.cpu, b.system.cpu);
    EXPECT_EQ(a.system.hostName, b.system.hostName);
    EXPECT_EQ(a.backend, b.backend);
    EXPECT_EQ(a.backendDetail, b.backendDetail);
    expectEqual(a.started, b.started);
    expectEqual(a.finished, b.finished);
    EXPECT_EQ(a.warnings, b.warnings);
    EXPECT_EQ(a.comment, b.comment);
    EXPECT_EQ(a.totals.readIos, b.totals.readIos);
    EXPECT_EQ(a.totals.readBytes, b.totals.readBytes);
    EXPECT_EQ(a.totals.writeIos, b.totals.writeIos);
    EXPECT_EQ(a.totals.writeBytes, b.totals.writeBytes);
    EXPECT_EQ(a.totals.flushes, b.totals.flushes);
    ASSERT_EQ(a.skipped.size(), b.skipped.size());
    for (qsizetype i = 0; i < a.skipped.size(); ++i) {
        SCOPED_TRACE(i);
        EXPECT_EQ(a.skipped.at(i).spec, b.skipped.at(i).spec);
        EXPECT_EQ(a.skipped.at(i).mode, b.skipped.at(i).mode);
        EXPECT_EQ(a.skipped.at(i).reason.code, b.skipped.at(i).reason.code);
        EXPECT_EQ(a.skipped.at(i).reason.value, b.skipped.at(i).reason.value);
        EXPECT_EQ(a.skipped.at(i).reason.limit, b.skipped.at(i).reason.limit);
    }
    ASSERT_EQ(a.tests.size(), b.tests.size());
    for (qsizetype i = 0; i < a.tests.size(); ++i) {
        SCOPED_TRACE(i);
        expectEqual(a.tests.at(i), b.tests.at(i));
    }
}

} // namespace Sektor
