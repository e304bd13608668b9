// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The registration of the test kinds' runners: each runner says which kinds it runs (its Kinds), and this list is the
// one place the engine learns of a runner. A new kind adds its runner in engine/kinds/ and a line here;
// engine.KindRunners.EveryKindHasOneRunner fails for a kind without one, or with two.
#include "engine/kindrunner.h"
#include "engine/kinds/burninrunner.h"
#include "engine/kinds/capacityproberunner.h"
#include "engine/kinds/healthcheckrunner.h"
#include "engine/kinds/smallfilesrunner.h"
#include "engine/kinds/surfacerunner.h"
#include "engine/kinds/sustainedwriterunner.h"
#include "engine/kinds/timedrunsrunner.h"
#include "engine/kinds/verifyrunner.h"

#include <algorithm>
#include <span>

namespace Sektor {

namespace {
struct Registration
{
    std::span<const Profile::Kind> kinds;
    std::unique_ptr<KindRunner> (*make)();
};

template<typename Runner>
constexpr Registration registration()
{
    return {Runner::Kinds, [] {
                return std::unique_ptr<KindRunner>(std::make_unique<Runner>());
            }};
}

constexpr Registration Registered[] = {
    registration<TimedRunsRunner>(),
    registration<SustainedWriteRunner>(),
    registration<SurfaceRunner>(),
    registration<CapacityProbeRunner>(),
    registration<VerifyRunner>(),
    registration<SmallFilesRunner>(),
    registration<HealthCheckRunner>(),
    registration<BurnInRunner>(),
};
} // namespace

std::unique_ptr<KindRunner> kindRunnerFor(Profile::Kind kind)
{
    for (const Registration &r : Registered) {
        if (std::find(r.kinds.begin(), r.kinds.end(), kind) != r.kinds.end())
            return r.make();
    }
    return nullptr;
}

int kindRunnerCount(Profile::Kind kind)
{
    return int(std::count_if(std::begin(Registered), std::end(Registered), [kind](const Registration &r) {
        return std::find(r.kinds.begin(), r.kinds.end(), kind) != r.kinds.end();
    }));
}

} // namespace Sektor
