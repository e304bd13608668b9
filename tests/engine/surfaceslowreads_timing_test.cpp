// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The read scan marks the reads slower than its limit: on a shaped device unpaced but for a 2 MiB stretch read at
// 5 MB/s (design.md §9), that stretch and nothing else.
#include "benchmarkfixture.h"
#include "model/kinds/surfaceoptions.h"
#include "model/surface.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Test;

TEST(SurfaceRun, AScanMarksTheReadsSlowerThanItsLimit)
{
    SEKTOR_REQUIRE_ROOT();
    DeviceShape shape;
    shape.size = 96 * MiB;
    // Unpaced but for 2 MiB at 5 MB/s: a 1 MiB read there takes ~210 ms, over the limit.
    shape.readZones = {{64 * MiB, 0}, {66 * MiB, 5e6}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    // 150 ms: the paced reads take 210 ms, the others a few ms even on a machine busy with other tests.
    RunOptions options = surfaceOptions();
    options.kinds.edit<SurfaceOptions>().slowRead = std::chrono::milliseconds(150);
    const RunOutcome outcome = runBenchmark(surfaceProfile("read-scan"), device.device(), options);
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    const SurfaceResult &s = outcome.result.tests.first().payload.get<SurfaceResult>();
    ASSERT_EQ(s.ranges.size(), 1);
    const SurfaceRange &slow = s.ranges.first();
    EXPECT_EQ(slow.kind, SurfaceRange::Kind::Slow);
    EXPECT_EQ(slow.offset, 64 * MiB);
    EXPECT_EQ(slow.length, 2 * MiB);
    EXPECT_GE(slow.worstNs, 190 * NsPerMs);
    EXPECT_EQ(s.slowReadNs, 150 * NsPerMs);
}
