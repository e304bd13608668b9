// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "reportfiles.h"
#include "batchsummarypage.h"
#include "certificatesignature.h"
#include "drivecertificate.h"

#include "batch/reportname.h"
#include "report/jsonreport.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include <sys/stat.h>

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

// A signature to make of a report's PDF (the bytes written) with an OpenSSH key, into the file reserved for it.
struct Signing
{
    QByteArray pdf;
    QString key;
};

/// The signature's name beside the PDF, reserved with the report's other files.
const QString SignatureExtension = QStringLiteral("pdf.sig");

/// Which file a name stood for when this process created it.
struct FileIdentity
{
    dev_t device = 0;
    ino_t inode = 0;
};

FileIdentity identityOf(const QFile &file)
{
    struct stat st
    {
    };
    return ::fstat(file.handle(), &st) == 0 ? FileIdentity {st.st_dev, st.st_ino} : FileIdentity {};
}

// Removes @p file, which this process created as @p created, by its name, closed or not, unless the name is no longer
// that file (another user of the folder put something else there meanwhile: theirs stays).
void removeOwn(QFile &file, const FileIdentity &created)
{
    file.close();
    struct stat named
    {
    };
    if (::lstat(QFile::encodeName(file.fileName()).constData(), &named) == 0 && named.st_dev == created.device
        && named.st_ino == created.inode)
        QFile::remove(file.fileName());
}

// All of a report's files under one free name; a report half written is removed whole, so the summary's "missing"
// is the truth and no file looks complete that is not. With @p signing, FILE.pdf.sig is created exclusively with the
// others, before anything is written (no link or file planted there is followed or kept as the signature), and
// holds the signature once it checks; a signature that fails leaves the report, unsigned, and says why (not ok).
ReportFilesOutcome writeReport(const QString &folder,
                               const QString &base,
                               const QList<QPair<QString, Writer>> &parts,
                               const std::optional<Signing> &signing = std::nullopt)
{
    ReportFilesOutcome outcome;
    QStringList extensions;
    for (const auto &part : parts)
        extensions << part.first;
    std::vector<std::unique_ptr<QFile>> files;
    QString error;
    const QString stem = createUniqueFiles(
        folder, base, signing ? extensions + QStringList {SignatureExtension} : extensions, files, &error);
    if (stem.isEmpty()) {
        outcome.error = say(QT_TRANSLATE_NOOP("Sektor::ReportFiles", "Could not create the reports %1 in %2: %3"))
                            .arg(base, folder, error);
        return outcome;
    }
    std::vector<FileIdentity> created;
    created.reserve(files.size());
    for (const std::unique_ptr<QFile> &file : files)
        created.push_back(identityOf(*file));
    for (qsizetype i = 0; i < parts.size(); ++i) {
        QFile &file = *files.at(std::size_t(i));
        if (!parts.at(i).second(file) || !file.flush()) {
            outcome.error = say(QT_TRANSLATE_NOOP("Sektor::ReportFiles", "Could not write %1: %2"))
                                .arg(file.fileName(), file.errorString());
            for (std::size_t f = 0; f < files.size(); ++f)
                removeOwn(*files.at(f), created.at(f));
            return outcome;
        }
        file.close();
    }
    outcome.ok = true;
    outcome.stem = stem;
    outcome.notices
        << say(QT_TRANSLATE_NOOP("Sektor::ReportFiles", "Wrote %1.{%2}")).arg(stem, extensions.join(QLatin1Char(',')));
    if (signing) {
        QFile &file = *files.back();
        const SignatureOutcome signature = signBytes(signing->pdf, signing->key);
        if (signature.ok && writeBytes(file, signature.signature) && file.flush()) {
            file.close();
            outcome.notices << say(QT_TRANSLATE_NOOP("Sektor::ReportFiles", "Signed it: %1")).arg(file.fileName());
        } else {
            outcome.ok = false;
            outcome.error = signature.ok ? say(QT_TRANSLATE_NOOP("Sektor::ReportFiles", "Could not write %1: %2"))
                                               .arg(file.fileName(), file.errorString())
                                         : signature.error;
            removeOwn(file, created.back());
        }
    }
    return outcome;
}

// The PDF's bytes, made once: what is written is what is signed.
std::optional<QByteArray> pdfBytes(const CertificateDocument &doc, QString *error)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    if (!buffer.open(QIODevice::WriteOnly) || !doc.writePdf(buffer, error))
        return std::nullopt;
    return bytes;
}

Writer bytesOf(const QByteArray &bytes)
{
    return [bytes](QFile &file) {
        return writeBytes(file, bytes);
    };
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
    QString error;
    const std::optional<QByteArray> pdf = pdfBytes(certificate, &error);
    if (!pdf) {
        ReportFilesOutcome outcome;
        outcome.error = say(QT_TRANSLATE_NOOP("Sektor::ReportFiles", "Could not make the certificate %1: %2"))
                            .arg(name.base, error);
        return outcome;
    }
    QList<QPair<QString, Writer>> parts {{QStringLiteral("pdf"), bytesOf(*pdf)},
                                         {QStringLiteral("html"), htmlOf(certificate)}};
    // The JSON only where something was measured: a drive that never started has no result to keep.
    if (!entry.result.tests.isEmpty()) // the bytes the PDF embeds and hashes
        parts.append({QStringLiteral("json"), bytesOf(canonicalResultJson(entry.result))});
    ReportFilesOutcome outcome = writeReport(
        folder, name.base, parts, signKey.isEmpty() ? std::nullopt : std::optional(Signing {*pdf, signKey}));
    if (name.generatedId)
        outcome.notices.prepend(
            say(QT_TRANSLATE_NOOP(
                    "Sektor::ReportFiles",
                    "The drive under %1 reports no serial number: its report is named by a generated id."))
                .arg(entry.target));
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
                        {QStringLiteral("txt"), bytesOf(text)}});
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
