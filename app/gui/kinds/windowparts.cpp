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

#include "model/kindtable.h"

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

using Lookup = const KindWindowParts &(*)();

// The registration, keyed by kind. Kinds that show alike share one parts class.
constexpr KindEntry<Lookup> Entries[] = {
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
};
constexpr KindTable<Lookup> Registrations(Entries);
} // namespace

const KindWindowParts &windowPartsFor(Profile::Kind kind)
{
    return Registrations[kind]();
}

const KindWindowParts &windowPartsOf(const RunResult &result)
{
    for (const Lookup parts : Registrations) {
        if (parts().holds(result))
            return parts();
    }
    return Registrations[K::Standard](); // the standard profiles': the grid, the bars, the rate over time
}

QList<const KindWindowParts *> allWindowParts()
{
    QList<const KindWindowParts *> all;
    for (const Lookup registered : Registrations) {
        if (const KindWindowParts *parts = &registered(); !all.contains(parts))
            all << parts;
    }
    return all;
}

} // namespace Sektor::Gui
