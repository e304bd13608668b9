// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

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

/// What signing some bytes gave.
struct SignatureOutcome
{
    bool ok = false;
    QByteArray signature; ///< The detached signature (OpenSSH's armoured SSHSIG), when ok.
    QString error; ///< Why not, in a sentence, when !ok.
};

/**
 * Signs @p data with the OpenSSH private key @p keyPath in the certificates' namespace (or @p signatureNamespace,
 * History::ReferencePackSignatureNamespace for a reference pack): `ssh-keygen -Y sign -n NS -f KEY -` reads the data on
 * its standard input and writes the signature to its standard output, so ssh-keygen opens no file beside the data (it
 * would follow a link planted at FILE.sig, and facing a file there it asks whether to overwrite it, reads no answer
 * and exits 0 without signing). The signature is then checked against the key's public half before it is returned:
 * "signed" is said only of a signature that verifies. Never prompts: a key with a passphrase fails with a sentence
 * that says so. The caller writes the signature into a file it created itself (reportfiles.h, sektor-cli's pack).
 */
SignatureOutcome signBytes(const QByteArray &data,
                           const QString &keyPath,
                           const char *signatureNamespace = CertificateSignatureNamespace);

/// What checking a signature found.
struct SignatureCheck
{
    enum class Result {
        Good, ///< A signature of these very bytes by a key a trust file names: authentic.
        Unvouched, ///< A signature of these very bytes, by a key no trust file names: whoever holds it made it.
        Bad, ///< Not a valid signature of these bytes in this namespace.
        CannotCheck, ///< ssh-keygen is missing or a file cannot be read.
    };
    Result result = Result::CannotCheck;
    QString key; ///< The key that signed, as ssh-keygen names it ("ED25519 SHA256:…"), for Good and Unvouched.
    QString signer; ///< With Good: the principal the trust file gives that key.
    QString trustFile; ///< With Good: the trust file that names it.
    QString detail; ///< What ssh-keygen said, for a failure.
};

/**
 * The allowed-signers files (ssh-keygen's format: "principal [namespaces=\"…\"] key" lines) whose keys a customer
 * trusts: @p given (--allowed-signers), then ~/.config/sektor/allowed_signers and the system's
 * /etc/xdg/sektor/allowed_signers where they exist (QStandardPaths' generic configuration folders).
 */
QStringList trustedSignerFiles(const QString &given = {});

/**
 * Checks @p signaturePath over @p data (the bytes read once: what is checked is what was read) in the certificates'
 * namespace (or @p signatureNamespace): `ssh-keygen -Y check-novalidate` whether it is a valid signature of these bytes
 * at all, then for each of @p trustFiles in turn `-Y find-principals` and `-Y verify` whether that file vouches for
 * the key (Good) or none does (Unvouched).
 */
SignatureCheck checkSignature(const QByteArray &data,
                              const QString &signaturePath,
                              const QStringList &trustFiles,
                              const char *signatureNamespace = CertificateSignatureNamespace);

} // namespace Sektor
