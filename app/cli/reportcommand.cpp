// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "reportcommand.h"
#include "batchreports.h"
#include "exitcodes.h"
#include "output.h"
#include "peersoutput.h"
#include "resultfileinput.h"

#include "batch/batchsummary.h"
#include "certificate/certificatesignature.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace Sektor::Cli {

namespace {
QString reportHelpText()
{
    return QCoreApplication::translate(
        "sektor-cli",
        "Usage: sektor-cli report [--report-dir FOLDER] [--operator NAME] [--customer NAME] [--sign-key KEY]\n"
        "                         RESULT.json...\n"
        "\n"
        "Judges result files together as a batch: runs of 'sektor-cli run --json' gathered from many machines\n"
        "(packaging/ansible does that for a whole inventory), or kept by earlier runs. Prints the summary that\n"
        "'sektor-cli batch' prints, drives of the same model compared; with --report-dir also writes each\n"
        "drive's certificate (PDF, HTML) and the summary page. Each drive is named host:target. --sign-key\n"
        "signs each certificate with an OpenSSH private key (FILE.pdf.sig, see 'sektor-cli certificate --help').\n"
        "\n"
        "Exit codes: 0 done, 2 bad arguments, 15 a report could not be written, 21 a file is not a Sektor\n"
        "result (nothing is written then).\n");
}

// Results from many machines name the same folder alike (/var/tmp): the host tells them apart.
QString targetOf(const RunResult &result)
{
    return result.system.hostName.isEmpty() ? result.target.path
                                            : result.system.hostName + QLatin1Char(':') + result.target.path;
}
} // namespace

int reportCommand(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption folder(QStringLiteral("report-dir"), QString(), QStringLiteral("folder"));
    const QCommandLineOption operatorName(QStringLiteral("operator"), QString(), QStringLiteral("name"));
    const QCommandLineOption customer(QStringLiteral("customer"), QString(), QStringLiteral("name"));
    const QCommandLineOption signKey(QStringLiteral("sign-key"), QString(), QStringLiteral("key"));
    const QCommandLineOption help(QStringList {QStringLiteral("h"), QStringLiteral("help")});
    parser.addOptions({folder, operatorName, customer, signKey, help});
    if (!parser.parse(QStringList {QStringLiteral("sektor-cli report")} + arguments)) {
        printError(parser.errorText());
        return ExitUsage;
    }
    if (parser.isSet(help)) {
        printOut(reportHelpText());
        return ExitSuccess;
    }
    const QString reportFolder = parser.value(folder);
    QString problem = parser.positionalArguments().isEmpty()
        ? QCoreApplication::translate("sektor-cli", "'report' needs the result files to judge.")
        : QString();
    if (problem.isEmpty() && parser.isSet(folder))
        problem = reportFolder.isEmpty() ? QCoreApplication::translate("sektor-cli", "--report-dir needs a folder.")
                                         : reportFolderProblem(reportFolder);
    if (problem.isEmpty() && parser.isSet(signKey))
        problem = !parser.isSet(folder)
            ? QCoreApplication::translate("sektor-cli", "--sign-key signs the certificates: add --report-dir FOLDER.")
            : parser.value(signKey).isEmpty()
            ? QCoreApplication::translate("sektor-cli", "--sign-key needs a key file.")
            : signingKeyProblem(parser.value(signKey));
    if (!problem.isEmpty()) {
        printError(problem);
        printNotice(QCoreApplication::translate("sektor-cli", "Try 'sektor-cli report --help'."));
        return ExitUsage;
    }

    // Every file first: a summary that quietly left out a drive would compare the others against the wrong median.
    QList<BatchEntry> entries;
    for (const QString &path : parser.positionalArguments()) {
        const Expected<RunResult> result = readResultFile(path);
        if (!result) {
            printError(result.error().detail);
            return ExitNotAResult;
        }
        BatchEntry entry;
        entry.result = *result;
        entry.target = targetOf(entry.result);
        entry.state = BatchEntry::State::Finished;
        entries.append(entry);
    }
    lookUpPeers(entries);
    const QString summary = batchSummaryText(entries);
    printOut(summary);
    if (reportFolder.isEmpty())
        return ExitSuccess;
    const CertificateFields fields {parser.value(operatorName), parser.value(customer)};
    const bool written
        = printReportOutcomes(writeBatchReports(reportFolder, entries, summary, fields, parser.value(signKey)));
    return written ? ExitSuccess : ExitOutputFile;
}

} // namespace Sektor::Cli
