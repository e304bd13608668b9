// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "batch/batchentry.h"
#include "certificate/certificatedocument.h"

#include <QList>
#include <QString>

namespace Sektor::Cli {

/// Why @p folder cannot take a batch's reports (missing, not a folder, not writable); empty when it can.
QString reportFolderProblem(const QString &folder);

/**
 * Writes drive @p index's certificate (PDF and HTML) and its result as JSON into @p folder, under one name from its
 * serial and start (see reportName(): never over another file), and says where on standard error. False when it
 * could not.
 */
bool writeDriveReport(const QString &folder,
                      const QList<BatchEntry> &entries,
                      int index,
                      const CertificateFields &fields);

/// Writes the batch's summary page (PDF and HTML) and the summary text into @p folder as "batch_<date>.*". False
/// when it could not.
bool writeBatchSummary(const QString &folder,
                       const QList<BatchEntry> &entries,
                       const QString &summaryText,
                       const CertificateFields &fields);

} // namespace Sektor::Cli
