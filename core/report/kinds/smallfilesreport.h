// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"
#include "model/smallfiles.h"
#include "report/kindreport.h"

#include <QString>

namespace Sektor {

/// The small-files test of @p result, or null for other runs.
const SmallFilesResult *smallFilesOf(const RunResult &result);

/// The "[Small Files]" block of the text report: each phase's files per second, latency (mean, p50, p99, p99.9) and
/// CPU time per file, as bonnie++'s table without its "+++++"; fixed English, C locale, each line ending in '\n';
/// empty for other runs.
QString smallFilesText(const RunResult &result);

/**
 * The small-files test's part of the result forms (report/kindreport.h): the test's "smallFiles" payload
 * (smallfilesjson), the "[Small Files]" block, the CSV columns (what ran: files, size, threads, sync, rounds; then for
 * each of the six phases its files per second, p50 and p99 latency and CPU time per file, in microseconds), and its
 * files in rounds where other reports say a test file and runs.
 */
class SmallFilesReport final : public KindReport
{
public:
    void writePayload(QJsonObject &test, const TestPayload &payload) const override;
    void
    readPayload(JsonFields &fields, const QJsonObject &test, const QString &path, TestPayload &payload) const override;
    QString textBlock(const RunResult &result) const override;
    std::optional<KindCsvColumns> csvColumns(const RunResult &result) const override;
    std::optional<KindMeasure> measure(const RunResult &result) const override;
};

} // namespace Sektor
