// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Where a stopped run goes on from: a burn-in from its first unfinished step and chunk, a read scan from its
// first unfinished chunk; a position map or a finished run not at all. (The joined results of real runs: the engine's,
// sektor-cli's and the window's burn-in tests.)
#include "model/burnin.h"
#include "model/resumedrun.h"
#include "model/surface.h"
#include "model/units.h"

#include <gtest/gtest.h>

using namespace Sektor;

namespace {
constexpr std::uint64_t Device = 256 * MiB;

// A surface test by @p profileId stopped after @p chunks chunks of 64 MiB.
RunResult stoppedSurface(const char *profileId, int chunks)
{
    RunResult r;
    r.profileId = QLatin1String(profileId);
    TestResult t;
    SurfaceResult &s = t.payload.edit<SurfaceResult>();
    s.deviceBytes = s.plannedBytes = Device;
    for (int i = 0; i < chunks; ++i)
        s.chunks.append({std::uint64_t(i) * 64 * MiB, 64 * MiB, 64 * MiB, 1'000'000'000});
    s.readBytes = std::uint64_t(chunks) * 64 * MiB;
    r.tests << t;
    return r;
}

RunResult stoppedBurnIn(int stepsDone, std::uint64_t stepBytesDone)
{
    RunResult r;
    r.profileId = QStringLiteral("burn-in");
    TestResult t;
    BurnInResult &b = t.payload.edit<BurnInResult>();
    b.surface.deviceBytes = Device;
    b.steps = 4;
    b.stepsDone = stepsDone;
    b.stepBytesDone = stepBytesDone;
    r.tests << t;
    return r;
}
} // namespace

TEST(ResumePoint, AStoppedBurnInGoesOnFromItsStepAndItsLastWholeChunk)
{
    const std::optional<ResumePoint> point = resumePointOf(stoppedBurnIn(2, 96 * MiB));
    ASSERT_TRUE(point.has_value());
    EXPECT_EQ(point->step, 2);
    EXPECT_EQ(point->offset, 96 * MiB);
    EXPECT_FALSE(resumePointOf(stoppedBurnIn(4, 0)).has_value()) << "every step done: nothing to go on with";
}

TEST(ResumePoint, AStoppedReadScanGoesOnFromItsFirstUnfinishedChunkAndAPositionMapDoesNot)
{
    const std::optional<ResumePoint> scan = resumePointOf(stoppedSurface("read-scan", 3));
    ASSERT_TRUE(scan.has_value());
    EXPECT_EQ(scan->step, 0);
    EXPECT_EQ(scan->offset, 192 * MiB);
    EXPECT_FALSE(resumePointOf(stoppedSurface("read-scan", 4)).has_value()) << "finished";
    EXPECT_FALSE(resumePointOf(stoppedSurface("position-map", 3)).has_value()) << "a map is one sweep";
    EXPECT_FALSE(resumePointOf(stoppedSurface("no-such-profile", 3)).has_value());
}
