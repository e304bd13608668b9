// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "historytransfer.h"
#include "exitcodes.h"
#include "historyarguments.h"
#include "output.h"
#include "resultfileinput.h"

#include "history/referencepack.h"
#include "peers/drivemodel.h"
#include "report/jsonreport.h"
#include "report/resultfile.h"
#include "report/resultfileread.h"
#include "report/sharetext.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>

#include <algorithm>

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

namespace {

/// A reference pack, all or nothing: refused whole when one result's hash does not match (nothing imported), else every
/// result saved in one transaction, each keeping the pack's name and author as where it came from.
int importPack(History::HistoryStore &store, const QString &path, const QByteArray &bytes)
{
    const History::ReadPack pack = History::readReferencePack(bytes);
    if (!pack.problem.isEmpty()) {
        printError(QCoreApplication::translate("sektor-cli", "%1 is refused whole, nothing of it imported: %2.")
                       .arg(path, pack.problem));
        return ExitNotAResult;
    }
    QList<History::Saved> saved;
    if (const History::StoreError e = store.saveAll(pack.results, true, &saved, pack.manifest.source()); e.isError())
        return historyFailure(e, store);
    const auto added = std::count_if(saved.cbegin(), saved.cend(), [](const History::Saved &s) {
        return !s.alreadyStored;
    });
    printNotice(
        QCoreApplication::translate("sektor-cli", "%1: reference pack %2, %n result(s) imported.", nullptr, int(added))
            .arg(path, pack.manifest.source()));
    if (added < saved.size())
        printNotice(QCoreApplication::translate(
            "sektor-cli", "%n of its results were in the history already.", nullptr, int(saved.size() - added)));
    return ExitSuccess;
}

} // namespace

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
        QByteArray bytes;
        if (readResultFileBytes(path, bytes).isEmpty() && History::isReferencePack(bytes)) {
            if (const int packExit = importPack(store, path, bytes); packExit != ExitSuccess) {
                if (packExit == ExitHistoryUnavailable)
                    return packExit; // the next file would fail alike
                exitCode = packExit;
            }
            continue;
        }
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

int packRuns(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption model(
        QStringLiteral("model"),
        QCoreApplication::translate("sektor-cli", "The drive model whose runs go into the pack."),
        QCoreApplication::translate("sektor-cli", "model"));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QCoreApplication::translate("sektor-cli", "Write the pack to this file."),
                                    QCoreApplication::translate("sektor-cli", "file"));
    const QCommandLineOption name(QStringLiteral("name"),
                                  QCoreApplication::translate("sektor-cli", "The pack's name (default: the model)."),
                                  QCoreApplication::translate("sektor-cli", "name"));
    const QCommandLineOption author(
        QStringLiteral("author"),
        QCoreApplication::translate("sektor-cli", "Who made it (default: the user's name)."),
        QCoreApplication::translate("sektor-cli", "author"));
    parser.addOptions({model, output, name, author});
    if (!parseHistoryArguments(parser, QStringLiteral("pack"), arguments))
        return ExitUsage;
    if (!parser.isSet(model) || !parser.isSet(output) || !parser.positionalArguments().isEmpty()) {
        printError(QCoreApplication::translate("sektor-cli", "'history pack' needs --model and --output."));
        return ExitUsage;
    }
    const QString path = parser.value(output);
    if (const QString problem = resultFileProblem(path); !problem.isEmpty()) {
        printError(QCoreApplication::translate("sektor-cli", "Cannot write the results to %1: %2.").arg(path, problem));
        return ExitOutputFile;
    }
    History::HistoryStore store;
    QList<qint64> ids;
    if (const History::StoreError e = store.measuredRunsOfModel(normalisedModel(parser.value(model)), ids); e.isError())
        return historyFailure(e, store);
    if (ids.isEmpty()) {
        printError(QCoreApplication::translate("sektor-cli", "The history holds no run measured here of %1.")
                       .arg(parser.value(model)));
        return ExitRunNotFound;
    }
    QList<RunResult> results;
    for (qint64 id : ids) {
        RunResult result;
        if (const History::StoreError e = store.load(id, result); e.isError())
            return historyFailure(e, store);
        results << result;
    }
    History::PackManifest manifest;
    manifest.model = parser.value(model);
    manifest.name = parser.isSet(name) ? parser.value(name) : manifest.model;
    manifest.author = parser.isSet(author) ? parser.value(author) : qEnvironmentVariable("USER");
    manifest.created = QDateTime::currentDateTime().toOffsetFromUtc(QDateTime::currentDateTime().offsetFromUtc());
    manifest.program = QStringLiteral("Sektor ") + QCoreApplication::applicationVersion();
    manifest.howMade = QStringLiteral("sektor-cli history pack: the runs measured on one drive of this model");
    if (const QString problem = writeResultFile(path, History::referencePackBytes(manifest, results));
        !problem.isEmpty()) {
        printError(
            QCoreApplication::translate("sektor-cli", "Could not write the results to %1: %2").arg(path, problem));
        return ExitOutputFile;
    }
    printNotice(
        QCoreApplication::translate("sektor-cli", "%n run(s) of %1 packed into %2.", nullptr, int(results.size()))
            .arg(parser.value(model), path));
    return ExitSuccess;
}

} // namespace Sektor::Cli
