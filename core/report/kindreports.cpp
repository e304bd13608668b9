// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The registration of the test kinds' reports: the one place the result file and the reports learn of a kind's part.
// A kind with figures of its own adds its KindReport in its report files and a line here; the order of the lines is
// the order of the kinds' members, blocks and CSV columns in every output, so a new kind goes last.
#include "report/kindreports.h"
#include "report/kinds/burninreport.h"
#include "report/kinds/healthcheckreport.h"
#include "report/kinds/smallfilesreport.h"
#include "report/kinds/surfacereport.h"
#include "report/kinds/sustainedreport.h"
#include "report/kinds/verifyreport.h"

namespace Sektor {

namespace {
template<typename Report>
const KindReport *registration()
{
    static const Report report;
    return &report;
}
} // namespace

std::span<const KindReport *const> kindReports()
{
    static const KindReport *const Registered[] = {
        registration<SustainedWriteReport>(),
        registration<SurfaceReport>(),
        registration<CapacityReport>(),
        registration<SmallFilesReport>(),
        registration<HealthCheckReport>(),
        registration<BurnInReport>(),
    };
    return Registered;
}

namespace {
// The first registered kind's answer to @p ask: a run is one kind's at most.
template<typename Ask>
auto firstAnswer(Ask ask) -> decltype(ask(*kindReports().front()))
{
    for (const KindReport *kind : kindReports()) {
        if (auto answer = ask(*kind))
            return answer;
    }
    return std::nullopt;
}
} // namespace

std::optional<KindMeasure> kindMeasureOf(const RunResult &result)
{
    return firstAnswer([&](const KindReport &kind) {
        return kind.measure(result);
    });
}

std::optional<KindVerdict> kindVerdictOf(const RunResult &result)
{
    return firstAnswer([&](const KindReport &kind) {
        return kind.verdict(result);
    });
}

std::optional<VerdictLevel> kindVerdictLevelOf(const RunResult &result)
{
    return firstAnswer([&](const KindReport &kind) {
        return kind.verdictLevel(result);
    });
}

std::optional<KindHeadline> kindHeadlineOf(const RunResult &result, Wording wording)
{
    return firstAnswer([&](const KindReport &kind) {
        return kind.headline(result, wording);
    });
}

} // namespace Sektor
