// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "resultcomparison.h"

#include "model/kinds/burninoptions.h"
#include "model/kinds/healthcheckoptions.h"
#include "model/kinds/smallfilesoptions.h"
#include "model/kinds/surfaceoptions.h"

#include <gtest/gtest.h>

namespace Sektor {

namespace {

void expectEqual(const QDateTime &a, const QDateTime &b)
{
    EXPECT_EQ(a.isValid(), b.isValid());
    EXPECT_EQ(a, b); // the same instant…
    EXPECT_EQ(a.offsetFromUtc(), b.offsetFromUtc()); // …and the same wall-clock time
}

// RunOptions has no operator==. A result file leaves out the consent to destroy data and the drive it was given for
// (they matter only while a run is set up) and the small-files settings (the small-files test's own result records its
// files, their size and the sync): those must read back as the defaults, every other field as written.
void expectEqual(const RunOptions &written, const RunOptions &read)
{
    // Every field, through a structured binding of all of them in declaration order: a binding must name each member,
    // so a field added to RunOptions stops this compiling until it is compared here. A static_assert on sizeof would
    // miss a field that fits in padding, and a tie() in RunOptions would put a list kept by hand into the model.
    const auto &[testSize,
                 runs,
                 warmup,
                 measureTime,
                 interval,
                 mixReadPercent,
                 data,
                 engine,
                 seed,
                 allowDeviceWrites,
                 expectedDevice,
                 wholeTarget,
                 kinds,
                 resumeAt,
                 peak]
        = written;
    EXPECT_EQ(read.testSize, testSize);
    EXPECT_EQ(read.runs, runs);
    EXPECT_EQ(read.warmup, warmup);
    EXPECT_EQ(read.measureTime, measureTime);
    EXPECT_EQ(read.interval, interval);
    EXPECT_EQ(read.mixReadPercent, mixReadPercent);
    EXPECT_EQ(read.data, data);
    EXPECT_EQ(read.engine, engine);
    EXPECT_EQ(read.seed, seed);
    EXPECT_EQ(read.wholeTarget, wholeTarget);
    EXPECT_EQ(read.kinds.get<SurfaceOptions>(), kinds.get<SurfaceOptions>());
    EXPECT_EQ(read.kinds.get<HealthCheckOptions>(), kinds.get<HealthCheckOptions>());
    EXPECT_EQ(read.kinds.get<BurnInOptions>().stopRules, kinds.get<BurnInOptions>().stopRules);
    EXPECT_EQ(read.peak, peak);
    // The burn-in's passes, patterns and classes are its payload's (the payload says what it did), not options.
    const RunOptions leftOut;
    const BurnInOptions &burnIn = kinds.get<BurnInOptions>();
    const BurnInOptions &burnInRead = read.kinds.get<BurnInOptions>();
    const BurnInOptions burnInLeftOut;
    EXPECT_EQ(burnInRead.passes, burnInLeftOut.passes) << "written: " << burnIn.passes;
    EXPECT_EQ(burnInRead.patterns, burnInLeftOut.patterns) << "written: " << burnIn.patterns.size() << " patterns";
    EXPECT_EQ(burnInRead.latencyBounds, burnInLeftOut.latencyBounds)
        << "written: " << burnIn.latencyBounds.front().count() << " µs…";
    EXPECT_EQ(read.resumeAt, leftOut.resumeAt) << "written: " << resumeAt.has_value();
    EXPECT_EQ(read.allowDeviceWrites, leftOut.allowDeviceWrites) << "written: " << allowDeviceWrites;
    EXPECT_EQ(read.expectedDevice, leftOut.expectedDevice) << "written: " << expectedDevice.has_value();
    EXPECT_EQ(read.kinds.get<SmallFilesOptions>(), SmallFilesOptions {})
        << "written: " << kinds.get<SmallFilesOptions>().files;
}

// Error has no operator== either: a result file keeps a skipped test's code and figures, not the path, errno and
// detail that are only shown.
void expectEqual(const SkippedTest &a, const SkippedTest &b)
{
    EXPECT_EQ(a.spec, b.spec);
    EXPECT_EQ(a.mode, b.mode);
    EXPECT_EQ(a.reason.code, b.reason.code);
    EXPECT_EQ(a.reason.value, b.reason.value);
    EXPECT_EQ(a.reason.limit, b.reason.limit);
}

} // namespace

void expectSameResult(const RunResult &a, const RunResult &b)
{
    EXPECT_EQ(a.programVersion, b.programVersion);
    EXPECT_EQ(a.profileId, b.profileId);
    EXPECT_EQ(a.profileName, b.profileName);
    expectEqual(a.options, b.options);
    EXPECT_EQ(a.seed, b.seed);
    EXPECT_TRUE(a.target == b.target);
    EXPECT_TRUE(a.system == b.system);
    EXPECT_EQ(a.backend, b.backend);
    EXPECT_EQ(a.backendDetail, b.backendDetail);
    EXPECT_EQ(a.peakDetail, b.peakDetail);
    expectEqual(a.started, b.started);
    expectEqual(a.finished, b.finished);
    EXPECT_EQ(a.warnings, b.warnings);
    EXPECT_EQ(a.comment, b.comment);
    EXPECT_TRUE(a.totals == b.totals);
    ASSERT_EQ(a.skipped.size(), b.skipped.size());
    for (qsizetype i = 0; i < a.skipped.size(); ++i) {
        SCOPED_TRACE(i);
        expectEqual(a.skipped.at(i), b.skipped.at(i));
    }
    ASSERT_EQ(a.tests.size(), b.tests.size());
    for (qsizetype i = 0; i < a.tests.size(); ++i) {
        const TestResult &s = a.tests.at(i), &t = b.tests.at(i);
        SCOPED_TRACE(s.spec.name().toStdString());
        // Field by field, so that a failure names the part that differs; each is a defaulted operator==.
        EXPECT_TRUE(s.spec == t.spec && s.mode == t.mode && s.mixReadPercent == t.mixReadPercent);
        EXPECT_TRUE(s.stats == t.stats);
        EXPECT_TRUE(s.warmup == t.warmup);
        EXPECT_TRUE(s.runs == t.runs);
        EXPECT_TRUE(s.readLatency == t.readLatency);
        EXPECT_TRUE(s.writeLatency == t.writeLatency);
        EXPECT_TRUE(s.samples == t.samples);
        EXPECT_TRUE(s == t);
    }
}

} // namespace Sektor
