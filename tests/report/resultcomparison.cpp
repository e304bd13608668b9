// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "resultcomparison.h"

#include <gtest/gtest.h>

namespace Sektor {

namespace {

void expectEqual(const QDateTime &a, const QDateTime &b)
{
    EXPECT_EQ(a.isValid(), b.isValid());
    EXPECT_EQ(a, b); // the same instant…
    EXPECT_EQ(a.offsetFromUtc(), b.offsetFromUtc()); // …and the same wall-clock time
}

// RunOptions and Error have no operator==: a result file leaves out what only matters while a run is set up
// (allowDeviceWrites) or shown (an error's path, errno and detail), so these compare the fields it keeps.
void expectEqual(const RunOptions &a, const RunOptions &b)
{
    EXPECT_EQ(a.testSize, b.testSize);
    EXPECT_EQ(a.runs, b.runs);
    EXPECT_EQ(a.warmup, b.warmup);
    EXPECT_EQ(a.measureTime, b.measureTime);
    EXPECT_EQ(a.interval, b.interval);
    EXPECT_EQ(a.mixReadPercent, b.mixReadPercent);
    EXPECT_EQ(a.data, b.data);
    EXPECT_EQ(a.engine, b.engine);
    EXPECT_EQ(a.seed, b.seed);
}

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
