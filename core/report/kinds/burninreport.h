// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/burnin.h"
#include "model/progress.h"
#include "model/results.h"
#include "model/runoptions.h"
#include "model/wording.h"
#include "report/kindreport.h"
#include <functional>

#include <QString>
#include <QStringList>

namespace Sektor {

/// The findings of @p result's burn-in, or null for other runs.
const BurnInResult *burnInOf(const RunResult &result);

/// "stamps", "random data", "zeros", "ones" (translated).
QString burnInPatternName(BurnInPattern pattern, Wording wording = Wording::Translated);

/// "PASS", "ATTENTION", "FAIL", "INCOMPLETE" (translated: "BESTANDEN"…).
QString burnInVerdictName(BurnInVerdict verdict, Wording wording = Wording::Translated);

/// What the burn-in did and found, a sentence each, for people: how far it got, what ended it early, each kind of
/// range found, fake capacity, the device gone. Translated, or English for shared text.
QStringList burnInFindings(const RunResult &result, Wording wording = Wording::Translated);

/// What a range of @p kind is, in a word: "unreadable", "corrupt", "write error", "slow" (translated: "unlesbar"…).
QString burnInRangeKindName(SurfaceRange::Kind kind, Wording wording = Wording::Translated);

/// The latency classes' names in order: "< 3 ms" … "≥ 500 ms" (the run's bounds), in @p wording's numbers.
QStringList latencyClassNames(const LatencyClasses &classes, Wording wording = Wording::Translated);

/**
 * The burn-in's part of the result forms (report/kindreport.h): the test's "surface" (its ranges and read-rate map in
 * the read scan's form) and "burnIn" members, the stop rules among the options, the run's "burnIn" summary with its
 * verdict (derived, for readers), the "[Burn-in]" block, the CSV columns, the certificate's section (classes, ranges,
 * rates), the verdict in a word for the batch, and what failed as the drive's problems.
 */
class BurnInReport final : public KindReport
{
public:
    void writePayload(QJsonObject &test, const TestPayload &payload) const override;
    void
    readPayload(JsonFields &fields, const QJsonObject &test, const QString &path, TestPayload &payload) const override;
    void writeOptions(QJsonObject &options, const RunOptions &o) const override;
    void readOptions(JsonFields &fields, const QJsonObject &options, const QString &path, RunOptions &o) const override;
    void writeSummary(QJsonObject &out, const RunResult &result) const override;
    QString textBlock(const RunResult &result) const override;
    std::optional<KindCsvColumns> csvColumns(const RunResult &result) const override;
    std::optional<KindMeasure> measure(const RunResult &result) const override;
    std::optional<KindCertificateSection> certificateSection(const RunResult &result) const override;
    std::optional<KindVerdict> verdict(const RunResult &result) const override;
    std::optional<VerdictLevel> verdictLevel(const RunResult &result) const override;
    QStringList driveProblems(const RunResult &result) const override;
    bool keepsPartial(const RunResult &result, bool stopped) const override;
};

/// The burn-in's words for its progress: "Pass 1 of 2 · writing stamps · 37 %", the pass, the step and how far in the
/// step (each step of a large drive takes hours), the steps those of @p options. report/progresswords.h asks them.
std::function<QString(const Progress &)> burnInProgressWords(const RunOptions &options);

} // namespace Sektor
