// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

namespace Sektor {

/// The namespace of a certificate's signature (ssh-keygen -Y … -n): a signature made for another purpose (a git commit,
/// a file of some other program) does not pass for a certificate's, nor the other way round.
inline constexpr char CertificateSignatureNamespace[] = "sektor-certificate";

/// The detached signature's path beside a certificate: "FILE.pdf.sig", where ssh-keygen -Y sign puts it.
QString signaturePathOf(const QString &pdfPath);

/**
 * Why the OpenSSH private key at @p keyPath cannot sign certificates, in a sentence; empty when it can. Asked before a
 * batch starts, so that hours of testing do not end in unsigned certificates: the file is missing or unreadable, is not
 * a private key, is protected by a passphrase (Sektor asks for none), or ssh-keygen is not installed.
 */
QString signingKeyProblem(const QString &keyPath);

/// What signing a certificate did.
struct SignatureOutcome
{
    bool ok = false;
    QString signaturePath; ///< FILE.pdf.sig, when ok.
    QString error; ///< Why not, in a sentence, when !ok.
};

/**
 * Signs the certificate @p pdfPath with the OpenSSH private key @p keyPath: `ssh-keygen -Y sign -n sektor-certificate
 * -f KEY FILE.pdf` writes FILE.pdf.sig, a detached signature in OpenSSH's SSHSIG format that `ssh-keygen -Y verify`
 * and `-Y check-novalidate` check. Never prompts: a key with a passphrase fails with a sentence that says so (one held
 * by ssh-agent signs). For sektor-cli's --sign-key, the batch window and the station alike; a reference pack is signed
 * the same way in its own namespace (@p signatureNamespace, History::ReferencePackSignatureNamespace).
 */
SignatureOutcome signCertificate(const QString &pdfPath,
                                 const QString &keyPath,
                                 const char *signatureNamespace = CertificateSignatureNamespace);

/// What checking a certificate's signature found.
struct SignatureCheck
{
    enum class Result {
        Good, ///< Made by a key of the allowed signers (or, without a list, by some key) over these very bytes.
        Bad, ///< Not a valid signature of these bytes in this namespace, or by a key not on the list.
        CannotCheck, ///< ssh-keygen is missing or a file cannot be read.
    };
    Result result = Result::CannotCheck;
    QString signer; ///< The principal of the allowed signers' list, or the key's fingerprint ("ED25519 SHA256:…").
    QString detail; ///< What ssh-keygen said, for a failure.
};

/**
 * Checks @p signaturePath over @p pdfPath in the certificates' namespace (or @p signatureNamespace): with @p
 * allowedSigners (ssh-keygen's allowed_signers file), `ssh-keygen -Y find-principals` names the signer and `-Y verify`
 * checks it against the list; without, `-Y check-novalidate` checks only that some key made it.
 */
SignatureCheck checkSignature(const QString &pdfPath,
                              const QString &signaturePath,
                              const QString &allowedSigners,
                              const char *signatureNamespace = CertificateSignatureNamespace);

} // namespace Sektor
