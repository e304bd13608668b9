// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "kindargumentparts.h"
#include "burninarguments.h"
#include "filesarguments.h"
#include "healthcheckarguments.h"
#include "model/kindtable.h"
#include "surfacearguments.h"

#include <algorithm>

namespace Sektor::Cli {

namespace {
using Make = std::unique_ptr<KindArguments> (*)();

template<class Part>
std::unique_ptr<KindArguments> make()
{
    return std::make_unique<Part>();
}

// The registration, keyed by kind: the kinds without options of their own have none; kinds that share their options
// (the surface tests) share their part, listed once.
using K = TestKind;
constexpr KindEntry<Make> Entries[] = {
    {K::Standard, nullptr},
    {K::QueueDepthSweep, nullptr},
    {K::SyncWriteLatency, nullptr},
    {K::BlockSizeSweep, nullptr},
    {K::SustainedWrite, nullptr},
    {K::PositionMap, &make<SurfaceArgumentsPart>},
    {K::AccessTime, &make<SurfaceArgumentsPart>},
    {K::ReadScan, &make<SurfaceArgumentsPart>},
    {K::CapacityProbe, nullptr},
    {K::Verify, nullptr},
    {K::SmallFiles, &make<FilesArgumentsPart>},
    {K::HealthCheck, &make<HealthCheckArgumentsPart>},
    {K::BurnIn, &make<BurnInArgumentsPart>},
};
constexpr KindTable<Make> Parts(Entries);
} // namespace

std::vector<std::unique_ptr<KindArguments>> makeKindArguments()
{
    std::vector<Make> made;
    std::vector<std::unique_ptr<KindArguments>> parts;
    for (const Make part : Parts) {
        if (part && std::find(made.cbegin(), made.cend(), part) == made.cend()) {
            made.push_back(part);
            parts.push_back(part());
        }
    }
    return parts;
}

} // namespace Sektor::Cli
