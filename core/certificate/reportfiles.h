// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "batch/batchentry.h"
#include "certificatedocument.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace Sektor {

/// What writing a report's files did, in sentences for the person who asked (the CLI prints them, the window
/// lists them).
struct ReportFilesOutcome
{
    bool ok = false;
    QString stem; ///< The files' path without extension ("/reports/S3Z_2026-11-25_1804"); empty when none was made.
    QStringList notices; ///< What happened ("Wrote …", a drive named by a generated id).
    QString error; ///< Why not, when !ok.
};

/// Why @p folder cannot take a batch's reports (missing, not a folder, not writable); empty when it can.
QString reportFolderProblem(const QString &folder);

/**
 * Writes drive @p index's certificate (PDF and HTML) and its result as JSON into @p folder, under one name from its
 * serial and start (see reportName(): never over another file). A report half written is removed whole. With
 * @p signKey (an OpenSSH private key), the PDF is signed too (signCertificate(): FILE.pdf.sig); a signature that fails
 * leaves the report as written, unsigned, and says why (not ok).
 */
ReportFilesOutcome writeDriveReport(const QString &folder,
                                    const QList<BatchEntry> &entries,
                                    int index,
                                    const CertificateFields &fields,
                                    const QString &signKey = {});

/// Writes the batch's summary page (PDF and HTML) and the summary text into @p folder as "batch_<date>.*".
ReportFilesOutcome writeBatchSummary(const QString &folder,
                                     const QList<BatchEntry> &entries,
                                     const QString &summaryText,
                                     const CertificateFields &fields);

/// Every drive's certificate that has something to say (all but those waiting or skipped), each signed with
/// @p signKey when given, and the summary page.
QList<ReportFilesOutcome> writeBatchReports(const QString &folder,
                                            const QList<BatchEntry> &entries,
                                            const QString &summaryText,
                                            const CertificateFields &fields,
                                            const QString &signKey = {});

} // namespace Sektor
