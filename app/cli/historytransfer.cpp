// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "historytransfer.h"
#include "exitcodes.h"
#include "historyarguments.h"
#include "output.h"
#include "resultfileinput.h"

#include "report/jsonreport.h"
#include "report/resultfile.h"
#include "report/sharetext.h"

#include <QCoreApplication>
#include <QFile>

namespace Sektor::Cli {

int exportRun(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"),
                                  QCoreApplication::translate("sektor-cli", "Every figure, as JSON."));
    const QCommandLineOption csv(QStringLiteral("csv"),
                                 QCoreApplication::translate("sektor-cli", "The figures as CSV, for spreadsheets."));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QCoreApplication::translate("sektor-cli", "Write to this file."),
                                    QCoreApplication::translate("sektor-cli", "file"));
    parser.addOptions({json, csv, output});
    if (!parseHistoryArguments(parser, QStringLiteral("export"), arguments))
        return ExitUsage;
    if (parser.isSet(json) == parser.isSet(csv)) {
        printError(QCoreApplication::translate("sektor-cli", "'history export' needs one of --json and --csv."));
        return ExitUsage;
    }
    const std::optional<QList<qint64>> ids = runIds(parser.positionalArguments());
    if (!ids || ids->size() != 1) {
        if (ids)
            printError(QCoreApplication::translate("sektor-cli", "'history export' takes one run id."));
        return ExitUsage;
    }
    const QString path = parser.isSet(output) ? parser.value(output) : StandardOutputPath;
    if (const QString problem = resultFileProblem(path); !problem.isEmpty()) {
        printError(QCoreApplication::translate("sektor-cli", "Cannot write the results to %1: %2.").arg(path, problem));
        return ExitOutputFile;
    }
    History::HistoryStore store;
    RunResult result;
    if (const History::StoreError e = store.load(ids->constFirst(), result); e.isError())
        return historyFailure(e, store);
    const QByteArray data = parser.isSet(json) ? toJsonBytes(result) : csvText(result).toUtf8();
    if (const QString problem = writeResultFile(path, data); !problem.isEmpty()) {
        printError(
            QCoreApplication::translate("sektor-cli", "Could not write the results to %1: %2").arg(path, problem));
        return ExitOutputFile;
    }
    return ExitSuccess;
}

int importRuns(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (!parseHistoryArguments(parser, QStringLiteral("import"), arguments))
        return ExitUsage;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) {
        printError(QCoreApplication::translate("sektor-cli", "'history import' needs the result files to add."));
        return ExitUsage;
    }
    History::HistoryStore store;
    int exitCode = ExitSuccess;
    for (const QString &path : files) {
        const Expected<RunResult> result = readResultFile(path);
        if (!result) {
            printError(result.error().detail);
            exitCode = ExitNotAResult;
            continue;
        }
        History::Saved saved;
        if (const History::StoreError e = store.save(*result, &saved, true); e.isError())
            return historyFailure(e, store); // the next file would fail alike
        printNotice(saved.alreadyStored
                        ? QCoreApplication::translate("sektor-cli", "%1: already in the history as run %2.")
                              .arg(path)
                              .arg(saved.id)
                        : QCoreApplication::translate("sektor-cli", "%1: imported as run %2.").arg(path).arg(saved.id));
    }
    return exitCode;
}

} // namespace Sektor::Cli
