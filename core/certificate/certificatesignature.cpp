// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/certificatesignature.h"
#include "certificate/sshkeygen.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

namespace Sektor {

namespace {
QString say(const char *text)
{
    return QCoreApplication::translate("Sektor::CertificateSignature", text);
}

QString notInstalled()
{
    return say(QT_TRANSLATE_NOOP("Sektor::CertificateSignature",
                                 "ssh-keygen (OpenSSH's client, package openssh-client) is not installed."));
}

// ssh-keygen's own words, on one line, for the end of a sentence.
QString saidBy(const SshKeygenRun &run)
{
    const QString said = QString::fromUtf8(run.err + run.out).simplified();
    return said.isEmpty() ? say(QT_TRANSLATE_NOOP("Sektor::CertificateSignature", "it said nothing")) : said;
}

QString keyRefused(const QString &keyPath, const SshKeygenRun &run)
{
    if (!run.finished)
        return say(QT_TRANSLATE_NOOP("Sektor::CertificateSignature", "ssh-keygen did not finish with the key %1."))
            .arg(keyPath);
    if (run.err.contains("passphrase"))
        return say(QT_TRANSLATE_NOOP("Sektor::CertificateSignature",
                                     "The key %1 is protected by a passphrase, and Sektor asks for none: load it into "
                                     "ssh-agent (ssh-add), or sign with a key without a passphrase."))
            .arg(keyPath);
    return say(QT_TRANSLATE_NOOP("Sektor::CertificateSignature", "The key %1 cannot sign: ssh-keygen says: %2"))
        .arg(keyPath, saidBy(run));
}
} // namespace

QString signaturePathOf(const QString &pdfPath)
{
    return pdfPath + QStringLiteral(".sig");
}

QString signingKeyProblem(const QString &keyPath)
{
    const QFileInfo key(keyPath);
    if (!key.exists())
        return say(QT_TRANSLATE_NOOP("Sektor::CertificateSignature", "The key %1 does not exist.")).arg(keyPath);
    if (!key.isFile() || !key.isReadable())
        return say(QT_TRANSLATE_NOOP("Sektor::CertificateSignature", "The key %1 is not a readable file."))
            .arg(keyPath);
    // The public key derived from the private one, with an empty passphrase given: fails at once where signing would
    // need a passphrase, or the file is no private key.
    const SshKeygenRun run
        = runSshKeygen({QStringLiteral("-y"), QStringLiteral("-P"), QString(), QStringLiteral("-f"), keyPath});
    if (!run.started)
        return notInstalled();
    return run.finished && run.exitCode == 0 ? QString() : keyRefused(keyPath, run);
}

SignatureOutcome signCertificate(const QString &pdfPath, const QString &keyPath, const char *signatureNamespace)
{
    SignatureOutcome outcome;
    const SshKeygenRun run = runSshKeygen({QStringLiteral("-Y"),
                                           QStringLiteral("sign"),
                                           QStringLiteral("-n"),
                                           QLatin1String(signatureNamespace),
                                           QStringLiteral("-f"),
                                           keyPath,
                                           pdfPath});
    if (!run.started) {
        outcome.error = notInstalled();
        return outcome;
    }
    const QString signature = signaturePathOf(pdfPath);
    if (!run.finished || run.exitCode != 0 || !QFileInfo::exists(signature)) {
        outcome.error = say(QT_TRANSLATE_NOOP("Sektor::CertificateSignature", "Could not sign %1: %2"))
                            .arg(pdfPath, keyRefused(keyPath, run));
        return outcome;
    }
    outcome.ok = true;
    outcome.signaturePath = signature;
    return outcome;
}

SignatureCheck checkSignature(const QString &pdfPath,
                              const QString &signaturePath,
                              const QString &allowedSigners,
                              const char *signatureNamespace)
{
    SignatureCheck check;
    for (const QString &path : {pdfPath, signaturePath, allowedSigners}) {
        if (!path.isEmpty() && !QFileInfo(path).isReadable()) {
            check.detail = say(QT_TRANSLATE_NOOP("Sektor::CertificateSignature", "%1 cannot be read.")).arg(path);
            return check;
        }
    }
    QStringList arguments {QStringLiteral("-Y")};
    if (allowedSigners.isEmpty()) {
        arguments << QStringLiteral("check-novalidate");
    } else {
        // The principal the list gives the key that signed; none when the key is not on it.
        const SshKeygenRun find = runSshKeygen({QStringLiteral("-Y"),
                                                QStringLiteral("find-principals"),
                                                QStringLiteral("-s"),
                                                signaturePath,
                                                QStringLiteral("-f"),
                                                allowedSigners});
        if (!find.started) {
            check.detail = notInstalled();
            return check;
        }
        const QString principal = QString::fromUtf8(find.out).split(QLatin1Char('\n')).first().trimmed();
        if (!find.finished || find.exitCode != 0 || principal.isEmpty()) {
            check.result = SignatureCheck::Result::Bad;
            check.detail = say(QT_TRANSLATE_NOOP("Sektor::CertificateSignature",
                                                 "the key that signed is not in %1 (ssh-keygen says: %2)"))
                               .arg(allowedSigners, saidBy(find));
            return check;
        }
        check.signer = principal;
        arguments << QStringLiteral("verify") << QStringLiteral("-f") << allowedSigners << QStringLiteral("-I")
                  << principal;
    }
    arguments << QStringLiteral("-n") << QLatin1String(signatureNamespace) << QStringLiteral("-s") << signaturePath;
    const SshKeygenRun run = runSshKeygen(arguments, pdfPath);
    if (!run.started) {
        check.detail = notInstalled();
        return check;
    }
    if (!run.finished || run.exitCode != 0) {
        check.result = SignatureCheck::Result::Bad;
        check.detail = saidBy(run);
        return check;
    }
    check.result = SignatureCheck::Result::Good;
    if (check.signer.isEmpty()) {
        // "Good "sektor-certificate" signature with ED25519 key SHA256:…": the key is all there is to name.
        static const QRegularExpression key(QStringLiteral("with (\\S+) key (\\S+)"));
        const QRegularExpressionMatch match = key.match(QString::fromUtf8(run.out + run.err));
        check.signer = match.hasMatch() ? match.captured(1) + QLatin1Char(' ') + match.captured(2) : QString();
    }
    return check;
}

} // namespace Sektor
