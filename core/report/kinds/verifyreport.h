// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"
#include "model/verify.h"
#include "report/kindreport.h"

#include <QJsonObject>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace Sektor {

/// The findings of a capacity check (@p result's capacity probe), or null for other runs.
const VerifyResult *verifyOf(const RunResult &result);

/// The "[Capacity Probe]" block of the text report: fixed English, C locale, each line ending in '\n'; empty for
/// other runs.
QString verifyText(const RunResult &result);

/// The verdict in plain words for people ("Fake: it holds 256 MiB of the 1.0 GiB it claims."): translated, in
/// @p locale's numbers; empty for other runs.
QString verifyVerdictText(const VerifyResult &verify, const QLocale &locale = QLocale());

/// What a verify with @p options will do to the drive, for the window's notes before it starts: it fills the free
/// space (or writes the size chosen) for a while. Translated.
QString verifyNotice(const RunOptions &options);

/// The facts behind the verdict, a line each, for people: claimed and usable size, wrap-around, the first
/// @p listedRanges bad areas (and how many more), what was checked, written and read. Translated, in @p locale's
/// numbers.
QStringList verifyFacts(const VerifyResult &verify, int listedRanges, const QLocale &locale = QLocale());

/**
 * The capacity checks' part of the result forms (report/kindreport.h), the capacity probe's and the verify's: the
 * test's "verify" payload (verifyjson), the run's "verify" summary (derived from the findings, for readers that only
 * want the answer), the "[Capacity Probe]" or "[Verify]" block, the CSV columns, the certificate's Capacity section
 * (a technician's "capacity verified", or the verdict and the bad areas), and a fake or damaged verdict as the drive's
 * problem in a batch.
 */
class CapacityReport final : public KindReport
{
public:
    void writePayload(QJsonObject &test, const TestPayload &payload) const override;
    void
    readPayload(JsonFields &fields, const QJsonObject &test, const QString &path, TestPayload &payload) const override;
    void writeSummary(QJsonObject &out, const RunResult &result) const override;
    QString textBlock(const RunResult &result) const override;
    std::optional<KindCsvColumns> csvColumns(const RunResult &result) const override;
    std::optional<KindCertificateSection> certificateSection(const RunResult &result) const override;
    std::optional<VerdictLevel> verdictLevel(const RunResult &result) const override;
    QStringList driveProblems(const RunResult &result) const override;
};

} // namespace Sektor
