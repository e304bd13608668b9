// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QList>
#include <QLocale>
#include <QString>

namespace Sektor {

/// One check of a certificate, as `sektor-cli certificate verify` prints it.
struct CertificateCheck
{
    enum class Kind {
        Attachment, ///< The PDF carries one sektor-result.json, a Sektor result.
        Hash, ///< Its SHA-256 is the hash printed on page 1.
        Figures, ///< The figures it holds are the figures printed.
        Signature, ///< FILE.pdf.sig is a good signature of the PDF's bytes.
    };
    enum class Status { Passed, Failed, NotChecked };
    Kind kind = Kind::Attachment;
    Status status = Status::NotChecked;
    QString text; ///< What was checked and found, in a sentence in the reader's language.
};

/// What checking a certificate found: each check, and the verdict they make.
struct CertificateVerification
{
    enum class Verdict {
        Verified, ///< Every check that could be made passed (a missing signature is said, not failed).
        Tampered, ///< The hash, the figures or the signature do not match.
        NotACertificate, ///< Not a PDF, or no attached Sektor result.
        CannotCheck, ///< A tool is missing (pdfdetach, pdftotext, ssh-keygen) or a file cannot be read.
    };
    Verdict verdict = Verdict::CannotCheck;
    QString sha256; ///< Of the attached result, when there is one.
    QString signer; ///< Of a good signature: the allowed signers' principal, or the key's fingerprint.
    QList<CertificateCheck> checks;
};

/**
 * Checks the certificate @p pdfPath as anyone can, with poppler's and OpenSSH's programs:
 * - the attached sektor-result.json (pdfdetach) is there and a Sektor result;
 * - its SHA-256 is the hash printed on page 1, read back from the page's text (pdftotext): what a reader sees;
 * - each figure of its results grid, formatted from the JSON as the certificate formats it, is in the PDF's text, in
 *   one of @p locales: those the certificate may have been printed in, which it does not record (the reader's and
 *   each of Sektor's languages);
 * - FILE.pdf.sig, when there is one, or when @p allowedSigners is given (then a missing one fails), is a good
 *   signature over the PDF's bytes in the certificates' namespace (checkSignature()).
 */
CertificateVerification
verifyCertificate(const QString &pdfPath, const QString &allowedSigners, const QList<QLocale> &locales);

/// The checks' stable names in JSON: "attachment", "hash", "figures", "signature"; and the statuses' and verdicts'.
QString checkKindKey(CertificateCheck::Kind kind);
QString checkStatusKey(CertificateCheck::Status status);
QString verdictKey(CertificateVerification::Verdict verdict);

} // namespace Sektor
