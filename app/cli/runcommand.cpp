// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "runcommand.h"
#include "benchmarkrun.h"
#include "exitcodes.h"
#include "historysave.h"
#include "output.h"
#include "peersoutput.h"
#include "resumerun.h"
#include "runarguments.h"
#include "signalcancel.h"

#include "model/caveats.h"
#include "model/resumedrun.h"
#include "report/beforerunnotes.h"
#include "report/cdmtext.h"
#include "report/jsonreport.h"
#include "report/kindreports.h"
#include "report/kinds/surfacereport.h"
#include "report/partialresult.h"
#include "report/peersjson.h"
#include "report/resultfile.h"

#include <QCoreApplication>

namespace Sektor::Cli {

namespace {
// What ends a run whose partial result was shown: the stop, or the error, and its exit code.
int partialRunEnd(const RunOutcome &outcome)
{
    if (outcome.result.warnings.contains(QLatin1String(Caveat::Stopped)))
        printError(QCoreApplication::translate("sektor-cli",
                                               "The benchmark was stopped after %n test(s) finished: only those "
                                               "are shown.",
                                               nullptr,
                                               int(outcome.result.tests.size())));
    else
        printError(outcome.error.message());
    return exitCodeFor(outcome.error, SignalCancel::receivedSignal());
}
} // namespace

int runCommand(const QStringList &arguments)
{
    if (arguments.contains(QLatin1String("--help")) || arguments.contains(QLatin1String("-h"))) {
        printOut(runHelpText());
        return ExitSuccess;
    }
    auto parsed = parseRunArguments(arguments);
    if (!parsed) {
        printError(parsed.error().detail);
        printNotice(QCoreApplication::translate("sektor-cli", "Try 'sektor-cli run --help'."));
        return ExitUsage;
    }
    RunArguments &a = *parsed;
    // Before the consent: a burn-in resumed writes, and its profile is the file's.
    const Expected<std::optional<RunResult>> resumed = prepareResume(a);
    if (!resumed) {
        printError(resumed.error().detail);
        return ExitUsage;
    }
    if (Error e = applyDeviceConsent(a); e.isError()) {
        printError(e.code == ErrorCode::InvalidArgument ? e.detail : e.message());
        return exitCodeFor(e, 0);
    }
    // Checked before the run: a mistyped --json path must not cost a benchmark that took minutes.
    if (const QString problem = a.jsonPath.isEmpty() ? QString() : resultFileProblem(a.jsonPath); !problem.isEmpty()) {
        printError(
            QCoreApplication::translate("sektor-cli", "Cannot write the results to %1: %2.").arg(a.jsonPath, problem));
        return ExitOutputFile;
    }

    for (const QString &note : beforeRunNotes(a.profile, a.options))
        printNotice(QCoreApplication::translate("sektor-cli", "Note: %1").arg(note));
    // A signal after the run, while its figures are printed and kept, must not cut that short (the default action would
    // end the program between the text and the history): it is noted and the keeping goes on; a second one still ends
    // the program at once.
    CancelToken afterTheRun;
    const SignalCancel keepingGuard(afterTheRun);
    RunOutcome outcome = runBenchmark(RunRequest {a.profile, a.target, a.options, a.comment}, a.showProgress);
    joinWithEarlierPart(*resumed, outcome.result);

    for (const SkippedTest &skipped : outcome.result.skipped)
        printNotice(QCoreApplication::translate("sektor-cli", "Skipped %1 %2: %3")
                        .arg(skipped.spec.name(), ioModeId(skipped.mode), skipped.reason.message()));
    // A stopped run keeps the tests that finished, a stopped sustained write what it measured up to the stop: their
    // figures are reported, then the stop. So does a surface test, whatever ended it: the ranges found in hours of a
    // scan are its point.
    const bool keepsPartial = keepsPartialResult(outcome.result, outcome.error);
    if (!outcome.ok() && !keepsPartial) {
        printError(outcome.error.message());
        return exitCodeFor(outcome.error, SignalCancel::receivedSignal());
    }
    // The text first: if the JSON file cannot be written after all, the results are not lost.
    // With the JSON on standard output (--json -), the text goes to standard error.
    std::FILE *const textStream = a.jsonPath == StandardOutputPath ? stderr : stdout;
    // The text carries the notes under its header. They go to standard error too, in the user's language, only where
    // that is not where the text goes (--json -, 2>&1, both on the terminal): else they were read twice.
    if (!sameDestination(textStream, stderr)) {
        for (const TrustNote &note : foldedTrustNotes(outcome.result)) {
            printNotice(QCoreApplication::translate("sektor-cli", "Note: %1").arg(note.text));
            for (const QString &detail : note.details)
                printNotice(QStringLiteral("  - ") + detail);
        }
    }
    printTo(textStream, cdmText(outcome.result));
    // Where each figure stands among the results of the drive's model in the history, after the grid and in the file.
    PeerStandings peers;
    if (a.saveToHistory) {
        peers = peersInHistory(outcome.result, saveRunToHistory(outcome.result));
        printPeers(textStream, outcome.result, peers);
    }
    if (!a.jsonPath.isEmpty()) {
        if (const QString problem = writeResultFile(a.jsonPath, toJsonBytes(outcome.result, peers));
            !problem.isEmpty()) {
            printError(QCoreApplication::translate("sektor-cli", "Could not write the results to %1: %2")
                           .arg(a.jsonPath, problem));
            return ExitOutputFile;
        }
    }
    printHowToGoOn(a, outcome.result);
    return keepsPartial ? partialRunEnd(outcome) : exitCodeFor(kindVerdictLevelOf(outcome.result));
}

} // namespace Sektor::Cli
