// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/kinds/windowparts.h"
#include "gui/burnin/burninwindowparts.h"
#include "gui/health/healthcheckwindowparts.h"
#include "gui/kinds/speedtestparts.h"
#include "gui/kinds/sustainedwriteparts.h"
#include "gui/smallfiles/smallfileswindowparts.h"
#include "gui/surface/surfacewindowparts.h"
#include "gui/verify/verifywindowparts.h"

#include <array>

namespace Sektor::Gui {

namespace {
using K = Profile::Kind;

/// One object of each parts class, made when first asked for.
template<class Parts>
const KindWindowParts &instance()
{
    static const Parts parts;
    return parts;
}

struct Registration
{
    K kind;
    const KindWindowParts &(*parts)();
};

// The registration: one line per kind, in the order of Profile::Kind. Kinds that show alike share one parts class.
constexpr std::array<Registration, std::size_t(Profile::LastKind) + 1> Registrations {{
    {K::Standard, &instance<SpeedTestParts>},
    {K::QueueDepthSweep, &instance<SpeedTestParts>},
    {K::SyncWriteLatency, &instance<SpeedTestParts>},
    {K::BlockSizeSweep, &instance<SpeedTestParts>},
    {K::SustainedWrite, &instance<SustainedWriteParts>},
    {K::PositionMap, &instance<SurfaceMapParts>},
    {K::AccessTime, &instance<AccessTimeParts>},
    {K::ReadScan, &instance<SurfaceMapParts>},
    {K::CapacityProbe, &instance<VerifyWindowParts>},
    {K::Verify, &instance<VerifyWindowParts>},
    {K::SmallFiles, &instance<SmallFilesWindowParts>},
    {K::HealthCheck, &instance<HealthCheckWindowParts>},
    {K::BurnIn, &instance<BurnInWindowParts>},
}};

constexpr bool inKindOrder()
{
    for (std::size_t i = 0; i < Registrations.size(); ++i) {
        if (std::size_t(Registrations[i].kind) != i)
            return false;
    }
    return true;
}
} // namespace

const KindWindowParts &windowPartsFor(Profile::Kind kind)
{
    static_assert(inKindOrder(), "the registrations are in the order of Profile::Kind, one for each");
    return Registrations.at(std::size_t(kind)).parts();
}

const KindWindowParts &windowPartsOf(const RunResult &result)
{
    for (const Registration &registration : Registrations) {
        if (const KindWindowParts &parts = registration.parts(); parts.holds(result))
            return parts;
    }
    return Registrations.front().parts(); // the standard profiles': the grid, the bars, the rate over time
}

QList<const KindWindowParts *> allWindowParts()
{
    QList<const KindWindowParts *> all;
    for (const Registration &registration : Registrations) {
        if (const KindWindowParts *parts = &registration.parts(); !all.contains(parts))
            all << parts;
    }
    return all;
}

} // namespace Sektor::Gui
