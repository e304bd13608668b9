// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The registration of the test kinds' reports: the one place the result file and the reports learn of a kind's part.
// A kind with figures of its own adds its KindReport in its report files and a line here; the order of the lines is
// the order of the kinds' members, blocks and CSV columns in every output, so a new kind goes last.
#include "report/kindreports.h"
#include "report/burninreport.h"
#include "report/healthcheckreport.h"
#include "report/smallfilesreport.h"
#include "report/surfacereport.h"
#include "report/sustainedreport.h"
#include "report/verifyreport.h"

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

std::optional<KindMeasure> kindMeasureOf(const RunResult &result)
{
    for (const KindReport *kind : kindReports()) {
        if (std::optional<KindMeasure> measure = kind->measure(result))
            return measure;
    }
    return std::nullopt;
}

std::optional<KindVerdict> kindVerdictOf(const RunResult &result)
{
    for (const KindReport *kind : kindReports()) {
        if (std::optional<KindVerdict> verdict = kind->verdict(result))
            return verdict;
    }
    return std::nullopt;
}

std::optional<KindHeadline> kindHeadlineOf(const RunResult &result, Wording wording)
{
    for (const KindReport *kind : kindReports()) {
        if (std::optional<KindHeadline> headline = kind->headline(result, wording))
            return headline;
    }
    return std::nullopt;
}

} // namespace Sektor
