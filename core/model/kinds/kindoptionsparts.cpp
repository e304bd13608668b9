// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/burnin.h"
#include "model/kindoptionspart.h"
#include "model/kinds/burninoptions.h"
#include "model/kinds/healthcheckoptions.h"
#include "model/kinds/smallfilesoptions.h"
#include "model/kinds/surfaceoptions.h"
#include "model/kindtable.h"
#include "model/results.h"

namespace Sektor {

namespace {
// A kind with no settings of its own: nothing crosses, anything that does is refused.
class NoOptions final : public KindOptionsPart
{
public:
    QVariantMap toWire(const KindOptions &) const override { return {}; }
    Error fromWire(const QVariantMap &wire, KindOptions &) const override
    {
        return WireDictionaryReader(wire).finish();
    }
};

class SurfacePart final : public KindOptionsPartOf<SurfaceOptions>
{
public:
    // A read scan goes on from its one pass of reads.
    int resumeSteps(const KindOptions &) const override { return 1; }
};

class HealthCheckPart final : public KindOptionsPartOf<HealthCheckOptions>
{
public:
    SelfTestType selfTest(const KindOptions &options) const override
    {
        return options.get<HealthCheckOptions>().selfTest;
    }
};

class BurnInPart final : public KindOptionsPartOf<BurnInOptions>
{
public:
    int resumeSteps(const KindOptions &options) const override { return options.get<BurnInOptions>().steps(); }
    // Its plan is its payload's (what it did), not the file's options.
    void resumeFrom(const RunResult &earlier, KindOptions &options) const override
    {
        const BurnInResult *b = earlier.tests.isEmpty() ? nullptr : earlier.tests.first().payload.find<BurnInResult>();
        if (!b)
            return;
        BurnInOptions &burnIn = options.edit<BurnInOptions>();
        burnIn.passes = b->passes;
        burnIn.patterns = b->patterns;
        burnIn.latencyBounds = b->writeClasses.bounds();
    }
    const StopRules *stopRules(const KindOptions &options) const override
    {
        return &options.get<BurnInOptions>().stopRules;
    }
};

const NoOptions None {};
const SurfacePart Surface {};
const KindOptionsPartOf<SmallFilesOptions> SmallFiles {};
const HealthCheckPart HealthCheck {};
const BurnInPart BurnIn {};

using K = TestKind;
constexpr KindEntry<const KindOptionsPart *> Entries[] = {
    {K::Standard, &None},
    {K::QueueDepthSweep, &None},
    {K::SyncWriteLatency, &None},
    {K::BlockSizeSweep, &None},
    {K::SustainedWrite, &None},
    {K::PositionMap, &Surface},
    {K::AccessTime, &Surface},
    {K::ReadScan, &Surface},
    {K::CapacityProbe, &None},
    {K::Verify, &None},
    {K::SmallFiles, &SmallFiles},
    {K::HealthCheck, &HealthCheck},
    {K::BurnIn, &BurnIn},
};
constexpr KindTable<const KindOptionsPart *> Parts(Entries);
} // namespace

const KindOptionsPart &kindOptionsPart(TestKind kind)
{
    return *Parts[kind];
}

} // namespace Sektor
