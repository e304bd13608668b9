// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <functional>

namespace Sektor {

/// One check of a certificate, as `sektor-cli certificate verify` prints it.
struct CertificateCheck
{
    enum class Kind {
        Attachment, ///< The PDF carries one sektor-result.json, a Sektor result.
        Hash, ///< Its SHA-256 is the hash printed on page 1.
        Figures, ///< The figures it holds are the figures printed, where the certificate prints them.
        Signature, ///< FILE.pdf.sig is a good signature of the PDF's bytes, by a key a trust file names.
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
        /// Consistent, and signed by a key a trust file names (--allowed-signers, the user's or the system's): made by
        /// whoever that file says holds the key.
        Authentic,
        /// Every check of its contents passed, but nothing says who made it: unsigned, or signed by a key no trust
        /// file names. Anyone can make such a certificate from an invented result.
        Consistent,
        Tampered, ///< The hash, the figures or the signature do not match.
        NotACertificate, ///< Not a PDF, or no attached Sektor result.
        CannotCheck, ///< A tool is missing (pdfdetach, pdftotext, ssh-keygen), a file is unreadable, or stopped.
    };
    Verdict verdict = Verdict::CannotCheck;
    QString sha256; ///< Of the attached result, when there is one.
    QString key; ///< The key of a good signature ("ED25519 SHA256:…").
    QString signer; ///< Of an authentic one: the principal its trust file gives the key.
    QString trustFile; ///< Of an authentic one: the trust file that names the key.
    QList<CertificateCheck> checks;
};

/**
 * Checks the certificate @p pdfPath as anyone can, with poppler's and OpenSSH's programs, on its bytes read once
 * (at most MaxCertificateBytes):
 * - the attached sektor-result.json (attachedresult.h) is there exactly once, and a Sektor result;
 * - its SHA-256 is the hash printed on page 1, read back from the page's text (pdftotext): what a reader sees;
 * - its figures are printed where the certificate prints them (printedfigures.h), in one of @p locales: those the
 *   certificate may have been printed in, which it does not record (the reader's and each of Sektor's languages);
 * - FILE.pdf.sig, when there is one, is a good signature over the PDF's bytes in the certificates' namespace, and
 *   whether one of @p trustFiles (trustedSignerFiles()) names its key.
 * Every tool is bounded (popplertool.h) and stopped when @p stopRequested says so (then CannotCheck).
 */
CertificateVerification verifyCertificate(const QString &pdfPath,
                                          const QStringList &trustFiles,
                                          const QList<QLocale> &locales,
                                          const std::function<bool()> &stopRequested = {});

/// The largest PDF checked: far beyond any certificate, with its attachment at most a result file's size.
inline constexpr qint64 MaxCertificateBytes = 512ll * 1024 * 1024;

/// The checks' stable names in JSON: "attachment", "hash", "figures", "signature"; and the statuses' and verdicts'.
QString checkKindKey(CertificateCheck::Kind kind);
QString checkStatusKey(CertificateCheck::Status status);
QString verdictKey(CertificateVerification::Verdict verdict);

} // namespace Sektor
