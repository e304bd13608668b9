// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The registration of the test kinds' runners, keyed by kind: the one place the engine learns of a runner. A new kind
// adds its runner in engine/kinds/ and its entry here; a kind left out or registered twice does not compile.
#include "engine/kindrunner.h"
#include "engine/kinds/burninrunner.h"
#include "engine/kinds/capacityproberunner.h"
#include "engine/kinds/healthcheckrunner.h"
#include "engine/kinds/smallfilesrunner.h"
#include "engine/kinds/surfacerunner.h"
#include "engine/kinds/sustainedwriterunner.h"
#include "engine/kinds/timedrunsrunner.h"
#include "engine/kinds/verifyrunner.h"
#include "model/kindtable.h"

namespace Sektor {

namespace {
using Make = std::unique_ptr<KindRunner> (*)();

template<typename Runner>
std::unique_ptr<KindRunner> make()
{
    return std::make_unique<Runner>();
}

// One runner per kind; the kinds that run alike share a runner class (the speed tests' timed runs, the surface
// tests' pass over the device).
using K = Profile::Kind;
constexpr KindEntry<Make> Entries[] = {
    {K::Standard, &make<TimedRunsRunner>},
    {K::QueueDepthSweep, &make<TimedRunsRunner>},
    {K::SyncWriteLatency, &make<TimedRunsRunner>},
    {K::BlockSizeSweep, &make<TimedRunsRunner>},
    {K::SustainedWrite, &make<SustainedWriteRunner>},
    {K::PositionMap, &make<SurfaceRunner>},
    {K::AccessTime, &make<SurfaceRunner>},
    {K::ReadScan, &make<SurfaceRunner>},
    {K::CapacityProbe, &make<CapacityProbeRunner>},
    {K::Verify, &make<VerifyRunner>},
    {K::SmallFiles, &make<SmallFilesRunner>},
    {K::HealthCheck, &make<HealthCheckRunner>},
    {K::BurnIn, &make<BurnInRunner>},
};
constexpr KindTable<Make> Runners(Entries);
} // namespace

std::unique_ptr<KindRunner> kindRunnerFor(Profile::Kind kind)
{
    const Make make = Runners[kind];
    return make ? make() : nullptr;
}

} // namespace Sektor
