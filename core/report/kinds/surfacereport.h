// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/profile.h"
#include "model/progress.h"
#include "model/results.h"
#include "model/runoptions.h"
#include "model/surface.h"
#include "report/kindreport.h"
#include <functional>

#include <QJsonObject>
#include <QString>

#include <optional>

namespace Sektor {

/// The kind of surface test @p result ran (position map, access time, read scan), if it is one and measured something.
std::optional<Profile::Kind> surfaceKindOf(const RunResult &result);

/// The position map's figures of a surface result (the read scan's too: it reads every chunk), by the run's slow share.
PositionMapSummary positionMapOf(const RunResult &result);

/**
 * The surface tests' headline (report/kindheadline.h): a map's or a scan's mean rate over the drive, which is the mean
 * height of its chart's curve and the chart's mean line (summarizePositionMap(): each chunk's rate weighted by the
 * bytes it read, so a sampled map's equally spaced chunks count alike); the access time's mean in ms, with its 99th
 * percentile. Not the test's bytes over its whole time: that weights a slow zone by the time it takes, and a sampled
 * map's time includes the gaps between its chunks. nullopt for other runs.
 */
std::optional<KindHeadline> surfaceHeadline(const RunResult &result, Wording wording);

/// The "[Position Map]", "[Access Time]" or "[Read Scan]" block of the text report: fixed English, C locale, each line
/// ending in '\n'; empty for other runs.
QString surfaceText(const RunResult &result);

/// One line for pictures and banners ("min 98 MB/s, mean 187 MB/s, max 301 MB/s; 1 unreadable range"). Translated,
/// in the locale's numbers; empty for other runs.
QString surfaceSummary(const RunResult &result);

/**
 * The surface tests' part of the result forms (report/kindreport.h): each test's "surface" payload (surfacejson) and
 * the surface options, the run's "surface" summary (derived: the reader recomputes it from the tests' surface data),
 * the "[Position Map]", "[Access Time]" or "[Read Scan]" block and the CSV columns (the map's rates empty for the
 * access time, its latencies empty for the others). A surface test keeps what it found whatever ended it: the ranges
 * found in hours of a scan are its point.
 */
class SurfaceReport final : public KindReport
{
public:
    void writePayload(QJsonObject &test, const TestPayload &payload) const override;
    void
    readPayload(JsonFields &fields, const QJsonObject &test, const QString &path, TestPayload &payload) const override;
    void writeOptions(QJsonObject &options, const RunOptions &o) const override;
    void readOptions(JsonFields &fields, const QJsonObject &options, const QString &path, RunOptions &o) const override;
    void writeSummary(QJsonObject &out, const RunResult &result) const override;
    QString textBlock(const RunResult &result) const override;
    std::optional<KindHeadline> headline(const RunResult &result, Wording wording) const override;
    std::optional<KindCsvColumns> csvColumns(const RunResult &result) const override;
    std::optional<VerdictLevel> verdictLevel(const RunResult &result) const override;
    QStringList driveProblems(const RunResult &result) const override;
    bool keepsPartial(const RunResult &result, bool stopped) const override;
};

/// A surface test's words for its progress: "Reading the surface (SEQ1M Q8T1 Read): 12.3 GB of 500.1 GB" (a pass
/// over a large drive takes hours: how far it got is what matters). report/progresswords.h asks them.
std::function<QString(const Progress &)> surfaceProgressWords(const RunOptions &options);

} // namespace Sektor
