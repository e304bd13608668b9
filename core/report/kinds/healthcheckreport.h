// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/healthcheck.h"
#include "model/healthverdict.h"
#include "model/progress.h"
#include "model/results.h"
#include "model/runoptions.h"
#include "report/kindreport.h"
#include <functional>

#include <QString>
#include <QStringList>

namespace Sektor {

/// The findings of @p result's Health Check, or null for other runs.
const HealthCheckResult *healthCheckOf(const RunResult &result);

/// What the verdict of @p check is decided from: the check and the health its first drive reported before and after.
HealthFacts healthFactsOf(const RunResult &result, const HealthCheckResult &check);

/// The verdict of @p result's Health Check by the rules of model/healthverdict.h; nullopt for other runs.
std::optional<HealthAssessment> healthAssessmentOf(const RunResult &result);

/// "PASS", "ATTENTION", "FAIL", "UNKNOWN" (translated: "BESTANDEN"…), as a certificate or the window shows it.
QString healthVerdictName(HealthVerdict verdict, Wording wording = Wording::Translated);

/// The verdict of @p result's Health Check in a word, as every form shows it: "PASS (no self-test)" where the drive's
/// own test did not run to a pass (none asked for, none on the drive, refused), so a PASS from the health log alone
/// never reads as one a self-test backs. Empty for other runs.
QString healthCheckVerdictName(const RunResult &result, Wording wording = Wording::Translated);

/// What became of the self-test, in a sentence: "The short self-test passed in 1 min 58 s.", "Self-tests are not
/// available: udisks2 does not run here."
QString selfTestSentence(const SelfTestRun &run, Wording wording = Wording::Translated);

/// The self-test log in a line: "3 earlier tests, none failed; the newest: extended, passed at 1,234 h.", or that it
/// could not be read.
QString selfTestLogSentence(const HealthCheckResult &check, Wording wording = Wording::Translated);

/// What a Health Check with @p options will do, for the notes before it starts: the drive's own test, how long, that
/// a stop aborts it. Translated.
QString healthCheckNotice(const RunOptions &options);

/// Everything the check says, for people: the verdict and why (each rule that fired, or that none did), the
/// self-test, the log. Translated, or English for shared text.
QStringList healthCheckLines(const RunResult &result, Wording wording = Wording::Translated);

/**
 * The Health Check's part of the result forms (report/kindreport.h): the test's "healthCheck" payload (its self-test
 * type is there, not among the options, which every run writes), the run's "healthCheck" summary with the verdict and
 * its fired rules (derived, for readers), the "[Health Check]" block, the CSV columns, the certificate's Health
 * section, the verdict in a word for the batch summary's Verdict column, and any verdict but PASS (the rules that
 * fired, or why there is none) as the drive's problem in a batch.
 */
class HealthCheckReport final : public KindReport
{
public:
    void writePayload(QJsonObject &test, const TestPayload &payload) const override;
    void
    readPayload(JsonFields &fields, const QJsonObject &test, const QString &path, TestPayload &payload) const override;
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

/// The Health Check's words for its progress: how far the drive says its own self-test is. report/progresswords.h
/// asks them.
std::function<QString(const Progress &)> healthCheckProgressWords(const RunOptions &options);

} // namespace Sektor
