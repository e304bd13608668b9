// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificatecommand.h"
#include "exitcodes.h"
#include "output.h"

#include "signalcancel.h"

#include "certificate/certificatesignature.h"
#include "certificate/certificateverification.h"
#include "i18n/translations.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Sektor::Cli {

namespace {
QString say(const char *text)
{
    return QCoreApplication::translate("sektor-cli", text);
}

QString certificateHelpText()
{
    return say(QT_TRANSLATE_NOOP(
        "sektor-cli",
        "Usage: sektor-cli certificate verify [--allowed-signers FILE] [--json] CERTIFICATE.pdf\n"
        "\n"
        "Checks a drive's certificate as its customer can, with poppler's and OpenSSH's programs: that the PDF\n"
        "carries the test's result (sektor-result.json) once, that the result's SHA-256 is the one printed on\n"
        "page 1, that the figures of its results grid are the ones printed there, row by row, and, when\n"
        "CERTIFICATE.pdf.sig is beside it, that the signature is good and whose key made it (signed with\n"
        "'sektor-cli batch --sign-key' or 'report --sign-key'). Prints each check on a line.\n"
        "\n"
        "A certificate is authentic only when it is signed by a key you trust: one in --allowed-signers FILE,\n"
        "in ~/.config/sektor/allowed_signers or in /etc/xdg/sektor/allowed_signers (ssh-keygen's allowed\n"
        "signers format: 'principal key' lines). A consistent certificate that is unsigned, or signed by a key\n"
        "none of them names, may have been made by anyone from an invented result.\n"
        "\n"
        "  --allowed-signers FILE  The keys whose signatures make a certificate authentic, besides the files\n"
        "                          above.\n"
        "  --json                  The checks as JSON on standard output.\n"
        "\n"
        "Exit codes: 0 authentic, 26 consistent but not authenticated (unsigned, or signed by a key no trust\n"
        "file names), 23 tampered (the hash, a figure or the signature does not match), 24 not a Sektor\n"
        "certificate (no attached result), 25 cannot check (pdfdetach, pdftotext or ssh-keygen missing, a file\n"
        "unreadable), 2 bad arguments, 130/143/129 stopped by a signal.\n"));
}

int exitCodeOf(CertificateVerification::Verdict verdict)
{
    switch (verdict) {
    case CertificateVerification::Verdict::Authentic:
        return ExitSuccess;
    case CertificateVerification::Verdict::Consistent:
        return ExitNotAuthenticated;
    case CertificateVerification::Verdict::Tampered:
        return ExitCertificateTampered;
    case CertificateVerification::Verdict::NotACertificate:
        return ExitNotACertificate;
    case CertificateVerification::Verdict::CannotCheck:
        return ExitCannotCheck;
    }
    return ExitInternal;
}

QString statusWord(CertificateCheck::Status status)
{
    switch (status) {
    case CertificateCheck::Status::Passed:
        return say(QT_TRANSLATE_NOOP("sektor-cli", "ok"));
    case CertificateCheck::Status::Failed:
        return say(QT_TRANSLATE_NOOP("sektor-cli", "FAILED"));
    case CertificateCheck::Status::NotChecked:
        return say(QT_TRANSLATE_NOOP("sektor-cli", "not checked"));
    }
    return {};
}

QString verdictSentence(const CertificateVerification &v, const QString &file)
{
    switch (v.verdict) {
    case CertificateVerification::Verdict::Authentic:
        return say(QT_TRANSLATE_NOOP("sektor-cli", "%1: authentic: made by %2.")).arg(file, v.signer);
    case CertificateVerification::Verdict::Consistent:
        return say(QT_TRANSLATE_NOOP("sektor-cli",
                                     "%1: consistent, but NOT AUTHENTICATED: nothing says who made it (see "
                                     "--allowed-signers)."))
            .arg(file);
    case CertificateVerification::Verdict::Tampered:
        return say(QT_TRANSLATE_NOOP("sektor-cli", "%1: TAMPERED: it is not the certificate Sektor made.")).arg(file);
    case CertificateVerification::Verdict::NotACertificate:
        return say(QT_TRANSLATE_NOOP("sektor-cli", "%1: not a Sektor certificate.")).arg(file);
    case CertificateVerification::Verdict::CannotCheck:
        return say(QT_TRANSLATE_NOOP("sektor-cli", "%1: could not be checked.")).arg(file);
    }
    return {};
}

// The locales a certificate may have been printed in: the reader's, and those of each language Sektor speaks.
QList<QLocale> printingLocales()
{
    QList<QLocale> locales {QLocale()};
    for (const QString &language : availableLanguages())
        locales << languageLocale(language);
    return locales;
}

QByteArray jsonOf(const CertificateVerification &v, const QString &file)
{
    QJsonArray checks;
    for (const CertificateCheck &check : v.checks)
        checks.append(QJsonObject {{QStringLiteral("check"), checkKindKey(check.kind)},
                                   {QStringLiteral("status"), checkStatusKey(check.status)},
                                   {QStringLiteral("text"), check.text}});
    return QJsonDocument(QJsonObject {{QStringLiteral("file"), file},
                                      {QStringLiteral("verdict"), verdictKey(v.verdict)},
                                      {QStringLiteral("sha256"), v.sha256},
                                      {QStringLiteral("key"), v.key},
                                      {QStringLiteral("signer"), v.signer},
                                      {QStringLiteral("trustFile"), v.trustFile},
                                      {QStringLiteral("checks"), checks}})
        .toJson(QJsonDocument::Indented);
}
} // namespace

int certificateCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption allowedSigners(QStringLiteral("allowed-signers"), QString(), QStringLiteral("file"));
    const QCommandLineOption json(QStringLiteral("json"));
    const QCommandLineOption help(QStringList {QStringLiteral("h"), QStringLiteral("help")});
    parser.addOptions({allowedSigners, json, help});
    if (!parser.parse(QStringList {QStringLiteral("sektor-cli certificate")} + arguments)) {
        printError(parser.errorText());
        return ExitUsage;
    }
    if (parser.isSet(help)) {
        printOut(certificateHelpText());
        return ExitSuccess;
    }
    const QStringList positional = parser.positionalArguments();
    QString problem;
    if (positional.value(0) != QLatin1String("verify"))
        problem = say(QT_TRANSLATE_NOOP("sektor-cli", "'certificate' has one subcommand: verify."));
    else if (positional.size() != 2)
        problem = say(QT_TRANSLATE_NOOP("sektor-cli", "'certificate verify' checks one certificate: give its PDF."));
    else if (parser.isSet(allowedSigners) && parser.value(allowedSigners).isEmpty())
        problem = say(QT_TRANSLATE_NOOP("sektor-cli", "--allowed-signers needs a file."));
    if (!problem.isEmpty()) {
        printError(problem);
        printNotice(say(QT_TRANSLATE_NOOP("sektor-cli", "Try 'sektor-cli certificate --help'.")));
        return ExitUsage;
    }

    const QString &file = positional.at(1);
    // Ctrl-C, a closed terminal or a kill stop the tool that runs (nothing it wrote has a name) and exit 128 + signal.
    CancelToken cancel;
    const SignalCancel guard(cancel);
    const CertificateVerification verification
        = verifyCertificate(file, trustedSignerFiles(parser.value(allowedSigners)), printingLocales(), [&cancel] {
              return cancel.isCancelled();
          });
    if (const int signal = SignalCancel::receivedSignal(); signal != 0)
        return 128 + signal;
    if (parser.isSet(json)) {
        printJson(jsonOf(verification, file));
    } else {
        QString lines;
        for (const CertificateCheck &check : verification.checks)
            lines += QStringLiteral("%1  %2\n").arg(statusWord(check.status), check.text);
        printOut(lines + verdictSentence(verification, file) + QLatin1Char('\n'));
    }
    return exitCodeOf(verification.verdict);
}

} // namespace Sektor::Cli
