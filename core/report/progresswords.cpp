// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/progresswords.h"
#include "model/kindtable.h"
#include "report/kinds/burninreport.h"
#include "report/kinds/healthcheckreport.h"
#include "report/kinds/surfacereport.h"

namespace Sektor {

namespace {
// The kinds whose progress says more than "run 2 of 3"; the others' runs are timed runs.
using K = TestKind;
constexpr KindEntry<KindProgressWords> Entries[] = {
    {K::Standard, nullptr},
    {K::QueueDepthSweep, nullptr},
    {K::SyncWriteLatency, nullptr},
    {K::BlockSizeSweep, nullptr},
    {K::SustainedWrite, nullptr},
    {K::PositionMap, &surfaceProgressWords},
    {K::AccessTime, &surfaceProgressWords},
    {K::ReadScan, &surfaceProgressWords},
    {K::CapacityProbe, nullptr},
    {K::Verify, nullptr},
    {K::SmallFiles, nullptr},
    {K::HealthCheck, &healthCheckProgressWords},
    {K::BurnIn, &burnInProgressWords},
};
constexpr KindTable<KindProgressWords> Words(Entries);
} // namespace

ProgressWords::ProgressWords(const Profile &profile, const RunOptions &options)
{
    if (const KindProgressWords words = Words[profile.kind])
        m_words = words(options);
}

QString ProgressWords::operator()(const Progress &progress) const
{
    return m_words && progress.phase == Phase::Measuring ? m_words(progress) : QString();
}

} // namespace Sektor
