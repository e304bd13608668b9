// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "batch/batchentry.h"

#include <QString>

namespace Sektor::Cli {

/// Why @p folder cannot take a batch's reports (missing, not a folder, not writable); empty when it can.
QString reportFolderProblem(const QString &folder);

/**
 * Writes a finished (or partly kept) drive's result as JSON into @p folder, named by its serial and start (see
 * reportName(): never over another file), and says where on standard error. Returns false when it could not.
 */
bool writeDriveReport(const QString &folder, const BatchEntry &entry);

/// Writes the batch summary text into @p folder as "batch_<date>.txt" (never over another file). False when it could
/// not.
bool writeBatchSummary(const QString &folder, const QString &summary);

} // namespace Sektor::Cli
