// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "reportfiles.h"
#include "batchsummarypage.h"
#include "certificatesignature.h"
#include "drivecertificate.h"

#include "batch/reportname.h"
#include "report/jsonreport.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>

#include <functional>
#include <memory>
#include <vector>

namespace Sektor {

namespace {
QString say(const char *text)
{
    return QCoreApplication::translate("Sektor::ReportFiles", text);
}

// What goes into one of a report's files, given the file opened for it; false on a failed write.
using Writer = std::function<bool(QFile &)>;

bool writeBytes(QFile &file, const QByteArray &bytes)
{
    return file.write(bytes) == bytes.size();
}

// All of a report's files under one free name; a report half written is removed whole, so the summary's "missing"
// is the truth and no file looks complete that is not.
ReportFilesOutcome writeReport(const QString &folder, const QString &base, const QList<QPair<QString, Writer>> &parts)
{
    ReportFilesOutcome outcome;
    QStringList extensions;
    for (const auto &part : parts)
        extensions << part.first;
    std::vector<std::unique_ptr<QFile>> files;
    QString error;
    const QString stem = createUniqueFiles(folder, base, extensions, files, &error);
    if (stem.isEmpty()) {
        outcome.error = say(QT_TRANSLATE_NOOP("Sektor::ReportFiles", "Could not create the reports %1 in %2: %3"))
                            .arg(base, folder, error);
        return outcome;
    }
    for (std::size_t i = 0; i < files.size(); ++i) {
        QFile &file = *files.at(i);
        if (!parts.at(int(i)).second(file) || !file.flush()) {
            outcome.error = say(QT_TRANSLATE_NOOP("Sektor::ReportFiles", "Could not write %1: %2"))
                                .arg(file.fileName(), file.errorString());
            for (const std::unique_ptr<QFile> &f : files)
                f->remove();
            return outcome;
        }
        file.close();
    }
    outcome.ok = true;
    outcome.stem = stem;
    outcome.notices
        << say(QT_TRANSLATE_NOOP("Sektor::ReportFiles", "Wrote %1.{%2}")).arg(stem, extensions.join(QLatin1Char(',')));
    return outcome;
}

Writer pdfOf(const CertificateDocument &doc)
{
    return [doc](QFile &file) {
        return doc.writePdf(file, nullptr);
    };
}

Writer htmlOf(const CertificateDocument &doc)
{
    return [doc](QFile &file) {
        return writeBytes(file, doc.htmlFile());
    };
}
} // namespace

QString reportFolderProblem(const QString &folder)
{
    const QFileInfo info(folder);
    if (!info.exists())
        return say(QT_TRANSLATE_NOOP("Sektor::ReportFiles", "%1 does not exist.")).arg(folder);
    if (!info.isDir())
        return say(QT_TRANSLATE_NOOP("Sektor::ReportFiles", "%1 is not a folder.")).arg(folder);
    if (!info.isWritable())
        return say(QT_TRANSLATE_NOOP("Sektor::ReportFiles", "%1 is not writable.")).arg(folder);
    return {};
}

ReportFilesOutcome writeDriveReport(const QString &folder,
                                    const QList<BatchEntry> &entries,
                                    int index,
                                    const CertificateFields &fields,
                                    const QString &signKey)
{
    const BatchEntry &entry = entries.at(index);
    const ReportName name = reportName(entry.result);
    const CertificateDocument certificate = driveCertificate(entries, index, fields);
    QList<QPair<QString, Writer>> parts {{QStringLiteral("pdf"), pdfOf(certificate)},
                                         {QStringLiteral("html"), htmlOf(certificate)}};
    // The JSON only where something was measured: a drive that never started has no result to keep.
    if (!entry.result.tests.isEmpty()) {
        const QByteArray json = canonicalResultJson(entry.result); // the bytes the PDF embeds and hashes
        parts.append({QStringLiteral("json"), [json](QFile &file) {
                          return writeBytes(file, json);
                      }});
    }
    ReportFilesOutcome outcome = writeReport(folder, name.base, parts);
    if (name.generatedId)
        outcome.notices.prepend(
            say(QT_TRANSLATE_NOOP(
                    "Sektor::ReportFiles",
                    "The drive under %1 reports no serial number: its report is named by a generated id."))
                .arg(entry.target));
    if (outcome.ok && !signKey.isEmpty()) {
        const SignatureOutcome signature = signCertificate(outcome.stem + QStringLiteral(".pdf"), signKey);
        if (signature.ok) {
            outcome.notices
                << say(QT_TRANSLATE_NOOP("Sektor::ReportFiles", "Signed it: %1")).arg(signature.signaturePath);
        } else {
            outcome.ok = false;
            outcome.error = signature.error;
        }
    }
    return outcome;
}

ReportFilesOutcome writeBatchSummary(const QString &folder,
                                     const QList<BatchEntry> &entries,
                                     const QString &summaryText,
                                     const CertificateFields &fields)
{
    const CertificateDocument page = batchSummaryPage(entries, fields);
    const QByteArray text = summaryText.toUtf8();
    const QString base
        = QStringLiteral("batch_") + QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd_HHmm"));
    return writeReport(folder,
                       base,
                       {{QStringLiteral("pdf"), pdfOf(page)},
                        {QStringLiteral("html"), htmlOf(page)},
                        {QStringLiteral("txt"), [text](QFile &file) {
                             return writeBytes(file, text);
                         }}});
}

QList<ReportFilesOutcome> writeBatchReports(const QString &folder,
                                            const QList<BatchEntry> &entries,
                                            const QString &summaryText,
                                            const CertificateFields &fields,
                                            const QString &signKey)
{
    // The certificates wait for the last drive: a drive's flags are measured against the whole batch.
    QList<ReportFilesOutcome> outcomes;
    for (int i = 0; i < entries.size(); ++i) {
        const BatchEntry::State state = entries.at(i).state;
        if (state != BatchEntry::State::Waiting && state != BatchEntry::State::Skipped)
            outcomes << writeDriveReport(folder, entries, i, fields, signKey);
    }
    outcomes << writeBatchSummary(folder, entries, summaryText, fields);
    return outcomes;
}

} // namespace Sektor
