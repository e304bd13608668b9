// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/enumids.h"
#include "model/results.h"
#include "model/sustainedwrite.h"
#include "report/kindreport.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace Sektor {

/// Why a sustained write ended.
enum class SustainedStop { SteadyState, SpanWritten, TimeLimit, Stopped };

template<>
struct EnumIds<SustainedStop>
{
    static constexpr EnumId<SustainedStop> table[] = {{SustainedStop::SteadyState, "steady-state"},
                                                      {SustainedStop::SpanWritten, "span-written"},
                                                      {SustainedStop::TimeLimit, "time-limit"},
                                                      {SustainedStop::Stopped, "stopped"}};
};

/// The figures of a run of the Sustained Write profile, read from its samples by the rules its time limit gives;
/// nullopt for any other run. One place, so the text, JSON, GUI and share texts can never disagree.
std::optional<SustainedWriteAnalysis> sustainedWriteOf(const RunResult &result);
/// Whether @p result is of the Sustained Write profile and measured something, without reading its figures.
bool isSustainedWriteResult(const RunResult &result);
SustainedStop sustainedStopOf(const RunResult &result, const SustainedWriteAnalysis &analysis);

/// Said before a sustained write starts: how much it writes at most, for how long, and that this is wear on an SSD.
/// Translated.
QString sustainedWriteNotice(const RunOptions &options);

/// One line for pictures and banners: "2000 MB/s at first; after ~20.0 GB written (the write cache), 500 MB/s,
/// steady state reached". Translated, in the locale's numbers; empty for other runs.
QString sustainedWriteSummary(const RunResult &result);

/**
 * The sustained write's headline (report/kindheadline.h): the rate after the cache, labelled with the cache's size
 * ("after 20.0 GB of cache"), which is the chart's level after the drop. A write that found no lasting drop claims no
 * rate after a cache: its headline is the rate it held, labelled so ("cache not filled in 14.0 GB written"). nullopt
 * for other runs and for a write too short to have a rate in its samples (its cell keeps the test's figure).
 */
std::optional<KindHeadline> sustainedWriteHeadline(const RunResult &result, Wording wording);

/// The "[Sustained Write]" block of the text report: fixed English, C locale, each line ending in '\n'; empty for
/// other runs.
QString sustainedWriteText(const RunResult &result);

/**
 * The sustained write's part of the result forms (report/kindreport.h): the result file's "sustainedWrite" summary
 * (derived: the reader recomputes it from the samples), the "[Sustained Write]" block, its CSV columns (empty
 * post-cache rate without a drop); a stopped one keeps what it measured, and its rate falls when its cache fills,
 * however cool the drive.
 */
class SustainedWriteReport final : public KindReport
{
public:
    void writeSummary(QJsonObject &out, const RunResult &result) const override;
    QString textBlock(const RunResult &result) const override;
    std::optional<KindHeadline> headline(const RunResult &result, Wording wording) const override;
    std::optional<KindCsvColumns> csvColumns(const RunResult &result) const override;
    bool keepsPartial(const RunResult &result, bool stopped) const override;
    bool slowsByDesign(const RunResult &result) const override;
};

} // namespace Sektor
