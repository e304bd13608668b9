// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "historytransfer.h"
#include "exitcodes.h"
#include "historyarguments.h"
#include "output.h"
#include "resultfileinput.h"

#include "certificate/certificatesignature.h"
#include "history/referencepack.h"
#include "peers/drivemodel.h"
#include "report/jsonreport.h"
#include "report/resultfile.h"
#include "report/resultfileread.h"
#include "report/sharetext.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>

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

QString refusedWhole(const QString &path, const QString &why)
{
    return QCoreApplication::translate("sektor-cli", "%1 is refused whole, nothing of it imported: %2.").arg(path, why);
}

/// Whether and as whose a pack may be imported: ExitSuccess with the principal of the trusted key that signed it
/// (empty: imported unsigned), or the exit code of the refusal, which was printed.
struct PackTrust
{
    int exitCode = ExitSuccess;
    QString signer;
};

/**
 * Whether the pack read from @p path as @p bytes may be imported as far as its OpenSSH signature (PATH.sig) goes: only
 * when a key of @p trustFiles (trustedSignerFiles(): --allowed-signers, the user's and the system's) signed these very
 * bytes, or with @p allowUnsigned, as an unsigned pack whose results the standings mark so. A signature that does not
 * match refuses it whatever is allowed.
 */
PackTrust
checkPackSignature(const QString &path, const QByteArray &bytes, const QStringList &trustFiles, bool allowUnsigned)
{
    const QString signature = signaturePathOf(path);
    const auto unsignedPack = [&](const QString &why) -> PackTrust {
        if (allowUnsigned) {
            printNotice(
                QCoreApplication::translate(
                    "sektor-cli", "%1 is imported unsigned (%2): its results are marked so wherever they count.")
                    .arg(path, why));
            return {};
        }
        printError(refusedWhole(path,
                                QCoreApplication::translate("sektor-cli",
                                                            "%1, so nothing says who made its results; give "
                                                            "--allow-unsigned to import it anyway, marked as unsigned")
                                    .arg(why)));
        return {ExitNotAuthenticated, {}};
    };
    if (!QFileInfo::exists(signature))
        return unsignedPack(QCoreApplication::translate("sektor-cli", "it is not signed: no %1").arg(signature));
    // The bytes read are checked, not the file again: what is imported is what was checked.
    const SignatureCheck check = checkSignature(bytes, signature, trustFiles, History::ReferencePackSignatureNamespace);
    switch (check.result) {
    case SignatureCheck::Result::Good:
        printNotice(
            QCoreApplication::translate("sektor-cli", "%1: signed by %2 (%3).").arg(path, check.signer, check.key));
        return {ExitSuccess, check.signer};
    case SignatureCheck::Result::Unvouched:
        return unsignedPack(
            QCoreApplication::translate("sektor-cli", "it is signed by the key %1, which no trusted key list names")
                .arg(check.key));
    case SignatureCheck::Result::Bad:
        printError(refusedWhole(
            path, QCoreApplication::translate("sektor-cli", "its signature does not match (%1)").arg(check.detail)));
        return {ExitCertificateTampered, {}};
    case SignatureCheck::Result::CannotCheck:
        break;
    }
    printError(QCoreApplication::translate("sektor-cli", "%1 is not imported: its signature cannot be checked: %2")
                   .arg(path, check.detail));
    return {ExitCannotCheck, {}};
}

/// A reference pack, all or nothing: refused whole when its signature or one result's hash does not match (nothing
/// imported), else every result saved in one transaction, each keeping the pack's name and author as where it came
/// from.
int importPack(History::HistoryStore &store,
               const QString &path,
               const QByteArray &bytes,
               const QStringList &trustFiles,
               bool allowUnsigned)
{
    const PackTrust trust = checkPackSignature(path, bytes, trustFiles, allowUnsigned);
    if (trust.exitCode != ExitSuccess)
        return trust.exitCode;
    const History::ReadPack pack = History::readReferencePack(bytes);
    if (!pack.problem.isEmpty()) {
        printError(refusedWhole(path, pack.problem));
        return ExitNotAResult;
    }
    QList<History::Saved> saved;
    if (const History::StoreError e = store.saveAll(pack.results, true, &saved, pack.manifest.source(), trust.signer);
        e.isError())
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
    const QCommandLineOption allowedSigners(
        QStringLiteral("allowed-signers"),
        QCoreApplication::translate("sektor-cli", "Trust the keys of this list to sign reference packs."),
        QCoreApplication::translate("sektor-cli", "file"));
    const QCommandLineOption allowUnsigned(
        QStringLiteral("allow-unsigned"),
        QCoreApplication::translate("sektor-cli",
                                    "Import reference packs no trusted key signed too, marked as unsigned."));
    parser.addOptions({allowedSigners, allowUnsigned});
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
            if (const int packExit = importPack(
                    store, path, bytes, trustedSignerFiles(parser.value(allowedSigners)), parser.isSet(allowUnsigned));
                packExit != ExitSuccess) {
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
    const QCommandLineOption signKey(
        QStringLiteral("sign-key"),
        QCoreApplication::translate("sektor-cli", "Sign the pack with this OpenSSH private key (FILE.sig)."),
        QCoreApplication::translate("sektor-cli", "key"));
    parser.addOptions({model, output, name, author, signKey});
    if (!parseHistoryArguments(parser, QStringLiteral("pack"), arguments))
        return ExitUsage;
    if (!parser.isSet(model) || !parser.isSet(output) || !parser.positionalArguments().isEmpty()) {
        printError(QCoreApplication::translate("sektor-cli", "'history pack' needs --model and --output."));
        return ExitUsage;
    }
    const QString path = parser.value(output);
    // The key is tried before anything is written: a pack is signed as it is written, or not written.
    if (parser.isSet(signKey)) {
        const QString problem = path == StandardOutputPath ? QCoreApplication::translate(
                                    "sektor-cli", "--sign-key writes FILE.sig beside the pack: give --output FILE.")
                                                           : signingKeyProblem(parser.value(signKey));
        if (!problem.isEmpty()) {
            printError(problem);
            return ExitUsage;
        }
    }
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
    const QByteArray pack = History::referencePackBytes(manifest, results);
    // Signed before anything is written: no pack is left behind unsigned when --sign-key asked for one signed.
    SignatureOutcome signature;
    if (parser.isSet(signKey)) {
        signature = signBytes(pack, parser.value(signKey), History::ReferencePackSignatureNamespace);
        if (!signature.ok) {
            printError(signature.error);
            return ExitOutputFile;
        }
    }
    if (const QString problem = writeResultFile(path, pack); !problem.isEmpty()) {
        printError(
            QCoreApplication::translate("sektor-cli", "Could not write the results to %1: %2").arg(path, problem));
        return ExitOutputFile;
    }
    printNotice(
        QCoreApplication::translate("sektor-cli", "%n run(s) of %1 packed into %2.", nullptr, int(results.size()))
            .arg(parser.value(model), path));
    if (parser.isSet(signKey)) {
        // As the pack itself: a new file renamed over the name (never a link planted there followed, nor another
        // user's link or file replaced).
        const QString signaturePath = signaturePathOf(path);
        if (const QString problem = writeResultFile(signaturePath, signature.signature); !problem.isEmpty()) {
            printError(QCoreApplication::translate("sektor-cli", "Could not write the results to %1: %2")
                           .arg(signaturePath, problem));
            return ExitOutputFile;
        }
        printNotice(QCoreApplication::translate("sektor-cli", "Signed it: %1").arg(signaturePath));
    }
    return ExitSuccess;
}

} // namespace Sektor::Cli
