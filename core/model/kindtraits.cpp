// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/kindtraits.h"

#include <array>

namespace Sektor {

namespace {
using S = KindSetting;
using K = TestKind;

// Timed runs of tests: each measured for a time, repeated, with a pause between tests.
constexpr KindSettings TimedRuns
    = KindSettings::fromInt(quint32(S::MeasureTime) | quint32(S::Runs) | quint32(S::Interval));

// One row per kind, in the order of TestKind: the registration every part that serves any kind reads.
constexpr std::array<KindTraits, std::size_t(LastTestKind) + 1> Table {{
    {K::Standard, TimedRuns | S::Rewrite, KindTarget::FileOrDevice, false},
    {K::QueueDepthSweep, TimedRuns},
    {K::SyncWriteLatency, TimedRuns},
    {K::BlockSizeSweep, TimedRuns | S::BlockSizes | S::QueueDepth},
    {K::SustainedWrite, KindSettings(S::TimeLimit) | S::QueueDepth | S::WholeTarget},
    {.kind = K::PositionMap,
     .settings = KindSettings(S::QueueDepth) | S::Samples | S::SlowBelow,
     .target = KindTarget::WholeDevice,
     .surface = true,
     .oneTestIn = IoMode::Read},
    {.kind = K::AccessTime,
     .settings = KindSettings(S::Reads),
     .target = KindTarget::WholeDevice,
     .surface = true,
     .oneTestIn = IoMode::Read},
    {.kind = K::ReadScan,
     .settings = KindSettings(S::QueueDepth) | S::SlowRead | S::Resume,
     .target = KindTarget::WholeDevice,
     .surface = true,
     .oneTestIn = IoMode::Read},
    {.kind = K::CapacityProbe,
     .settings = {},
     .target = KindTarget::WholeDevice,
     .checksCapacity = true,
     .oneTestIn = IoMode::Write,
     .gridRows = false},
    {.kind = K::Verify,
     .settings = KindSettings(S::WholeTarget),
     .target = KindTarget::Folder,
     .checksCapacity = true,
     .gridRows = false},
    {.kind = K::SmallFiles,
     .settings = KindSettings(S::MeasureTime) | S::Files,
     .target = KindTarget::Folder,
     .measuresFiles = true,
     .gridRows = false},
    // A drive's own test: the device is opened (the helper's read authorization, the descriptor NVMe commands go
    // to) but none of its data is read or written.
    {.kind = K::HealthCheck,
     .settings = KindSettings(S::SelfTest),
     .target = KindTarget::WholeDevice,
     .oneTestIn = IoMode::Read,
     .movesData = false,
     .gridRows = false},
    // Writes every block and reads it back: the typed-name consent of any raw write, the helper's write authorization.
    {.kind = K::BurnIn,
     .settings = KindSettings(S::BurnIn) | S::Resume,
     .target = KindTarget::WholeDevice,
     .oneTestIn = IoMode::Write,
     .gridRows = false},
}};

constexpr bool inKindOrder()
{
    for (std::size_t i = 0; i < Table.size(); ++i) {
        if (std::size_t(Table[i].kind) != i)
            return false;
    }
    return true;
}
} // namespace

const KindTraits &kindTraits(TestKind kind)
{
    static_assert(inKindOrder(), "the table's rows are in the order of TestKind, one for each");
    return Table.at(std::size_t(kind));
}

} // namespace Sektor
