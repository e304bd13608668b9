// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"
#include "model/smallfiles.h"

#include <QString>

namespace Sektor {

/// The small-files test of @p result, or null for other runs.
const SmallFilesResult *smallFilesOf(const RunResult &result);

/// The "[Small Files]" block of the text report: each phase's files per second, latency (mean, p50, p99, p99.9) and
/// CPU time per file, as bonnie++'s table without its "+++++"; fixed English, C locale, each line ending in '\n';
/// empty for other runs.
QString smallFilesText(const RunResult &result);

/// The CSV columns a small-files test adds to its line: what ran (files, size, threads, sync, rounds), then for each
/// of the six phases its files per second, p50 and p99 latency and CPU time per file, in microseconds.
QString smallFilesCsvHeader();
/// Those columns' values for @p result (empty fields for other runs).
QString smallFilesCsvFields(const RunResult &result);

} // namespace Sektor
