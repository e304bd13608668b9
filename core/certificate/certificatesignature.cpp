// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/certificatesignature.h"
#include "certificate/sshkeygen.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

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
// Why @p signature is not a good signature of @p data by the key @p keyPath in @p signatureNamespace; empty when it
// is. Checked with the key's public half as the one allowed signer, in files of a folder of this process's own.
QString verifiedByKey(const QByteArray &data,
                      const QByteArray &signature,
                      const QString &keyPath,
                      const char *signatureNamespace)
{
    const auto unchecked = [](const QString &why) {
        return say(QT_TRANSLATE_NOOP("Sektor::CertificateSignature",
                                     "ssh-keygen gave a signature that does not check with the key: %1"))
            .arg(why);
    };
    const SshKeygenRun publicHalf
        = runSshKeygen({QStringLiteral("-y"), QStringLiteral("-P"), QString(), QStringLiteral("-f"), keyPath});
    if (!publicHalf.finished || publicHalf.exitCode != 0)
        return unchecked(saidBy(publicHalf));
    QTemporaryDir dir; // 0700, removed with everything in it
    QFile signers(dir.filePath(QStringLiteral("allowed_signers")));
    QFile signatureFile(dir.filePath(QStringLiteral("signature")));
    const QByteArray line
        = "signer namespaces=\"" + QByteArray(signatureNamespace) + "\" " + publicHalf.out.trimmed() + '\n';
    if (!dir.isValid() || !signers.open(QIODevice::WriteOnly | QIODevice::NewOnly) || signers.write(line) != line.size()
        || !signatureFile.open(QIODevice::WriteOnly | QIODevice::NewOnly)
        || signatureFile.write(signature) != signature.size())
        return unchecked(!dir.isValid()                                ? dir.errorString()
                             : signers.error() != QFileDevice::NoError ? signers.errorString()
                                                                       : signatureFile.errorString());
    signers.close();
    signatureFile.close();
    const SignatureCheck check
        = checkSignature(data, signatureFile.fileName(), {signers.fileName()}, signatureNamespace);
    return check.result == SignatureCheck::Result::Good ? QString() : unchecked(check.detail);
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

SignatureOutcome signBytes(const QByteArray &data, const QString &keyPath, const char *signatureNamespace)
{
    SignatureOutcome outcome;
    const SshKeygenRun run = runSshKeygen({QStringLiteral("-Y"),
                                           QStringLiteral("sign"),
                                           QStringLiteral("-n"),
                                           QLatin1String(signatureNamespace),
                                           QStringLiteral("-f"),
                                           keyPath,
                                           QStringLiteral("-")},
                                          data);
    if (!run.started) {
        outcome.error = notInstalled();
        return outcome;
    }
    if (!run.finished || run.exitCode != 0 || run.out.isEmpty()) {
        outcome.error = say(QT_TRANSLATE_NOOP("Sektor::CertificateSignature", "Could not sign: %1"))
                            .arg(keyRefused(keyPath, run));
        return outcome;
    }
    if (const QString problem = verifiedByKey(data, run.out, keyPath, signatureNamespace); !problem.isEmpty()) {
        outcome.error = problem;
        return outcome;
    }
    outcome.ok = true;
    outcome.signature = run.out;
    return outcome;
}

QStringList trustedSignerFiles(const QString &given)
{
    QStringList files;
    if (!given.isEmpty())
        files << given;
    // The user's own first (~/.config/sektor/allowed_signers), then the system's (/etc/xdg/sektor/allowed_signers).
    for (const QString &found :
         QStandardPaths::locateAll(QStandardPaths::GenericConfigLocation, QStringLiteral("sektor/allowed_signers"))) {
        if (!files.contains(found))
            files << found;
    }
    return files;
}

SignatureCheck checkSignature(const QByteArray &data,
                              const QString &signaturePath,
                              const QStringList &trustFiles,
                              const char *signatureNamespace)
{
    SignatureCheck check;
    for (const QString &path : QStringList {signaturePath} + trustFiles) {
        if (!QFileInfo(path).isReadable()) {
            check.detail = say(QT_TRANSLATE_NOOP("Sektor::CertificateSignature", "%1 cannot be read.")).arg(path);
            return check;
        }
    }
    // First whether it is a signature of these very bytes in this namespace at all, by the key it carries.
    const SshKeygenRun run = runSshKeygen({QStringLiteral("-Y"),
                                           QStringLiteral("check-novalidate"),
                                           QStringLiteral("-n"),
                                           QLatin1String(signatureNamespace),
                                           QStringLiteral("-s"),
                                           signaturePath},
                                          data);
    if (!run.started) {
        check.detail = notInstalled();
        return check;
    }
    if (!run.finished || run.exitCode != 0) {
        check.result = SignatureCheck::Result::Bad;
        check.detail = saidBy(run);
        return check;
    }
    // "Good "sektor-certificate" signature with ED25519 key SHA256:…".
    static const QRegularExpression key(QStringLiteral("with (\\S+) key (\\S+)"));
    const QRegularExpressionMatch match = key.match(QString::fromUtf8(run.out + run.err));
    check.key = match.hasMatch() ? match.captured(1) + QLatin1Char(' ') + match.captured(2) : QString();
    // Then who vouches for that key: the first trust file that names it, for this namespace (ssh-keygen -Y verify
    // keeps an entry's namespaces= and valid-after/-before).
    for (const QString &file : trustFiles) {
        const SshKeygenRun find = runSshKeygen({QStringLiteral("-Y"),
                                                QStringLiteral("find-principals"),
                                                QStringLiteral("-s"),
                                                signaturePath,
                                                QStringLiteral("-f"),
                                                file});
        const QString principal = QString::fromUtf8(find.out).split(QLatin1Char('\n')).first().trimmed();
        if (!find.finished || find.exitCode != 0 || principal.isEmpty())
            continue;
        const SshKeygenRun verify = runSshKeygen({QStringLiteral("-Y"),
                                                  QStringLiteral("verify"),
                                                  QStringLiteral("-f"),
                                                  file,
                                                  QStringLiteral("-I"),
                                                  principal,
                                                  QStringLiteral("-n"),
                                                  QLatin1String(signatureNamespace),
                                                  QStringLiteral("-s"),
                                                  signaturePath},
                                                 data);
        if (verify.finished && verify.exitCode == 0) {
            check.result = SignatureCheck::Result::Good;
            check.signer = principal;
            check.trustFile = file;
            return check;
        }
    }
    check.result = SignatureCheck::Result::Unvouched;
    return check;
}

} // namespace Sektor
