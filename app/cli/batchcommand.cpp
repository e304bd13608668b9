// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "batchcommand.h"
#include "batchreports.h"
#include "benchmarkrun.h"
#include "exitcodes.h"
#include "historysave.h"
#include "output.h"
#include "peersoutput.h"
#include "runarguments.h"
#include "signalcancel.h"
#include "takeoption.h"

#include "batch/batchoutliers.h"
#include "batch/batchrecheck.h"
#include "batch/batchsummary.h"
#include "batch/unmeasured.h"
#include "catalog/drivecatalog.h"
#include "certificate/certificatesignature.h"
#include "report/cdmtext.h"
#include "report/kindreports.h"
#include "report/partialresult.h"
#include "safety/writeconsent.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>

namespace Sektor::Cli {

namespace {
QString batchHelpText()
{
    return QCoreApplication::translate(
        "sektor-cli",
        "Usage: sektor-cli batch [options] TARGET...\n"
        "\n"
        "Runs one profile on several drives in turn (directories or block devices), keeps every result in the\n"
        "history and ends with a summary. It flags each drive measured more than 20 % below the median of the\n"
        "drives of the same model in the batch (and below it by more than their runs varied), once a second\n"
        "measurement of those figures confirms it; each drive that reports a health problem, and each drive\n"
        "that did not finish. A drive that fails does not stop the others; Ctrl-C stops the batch and keeps the\n"
        "drives that finished.\n"
        "\n"
        "  --report-dir FOLDER         Write a certificate per drive (PDF and HTML) with its results as JSON,\n"
        "                              named by its serial number and the date (never over another file),\n"
        "                              and the summary (PDF, HTML and text) into this folder.\n"
        "  --operator NAME, --customer NAME\n"
        "                              Who tested the drives, and for whom: printed on every report.\n"
        "  --sign-key KEY              Sign each drive's certificate with this OpenSSH private key (one\n"
        "                              without a passphrase, or held by ssh-agent): FILE.pdf.sig beside it,\n"
        "                              which 'sektor-cli certificate verify' and ssh-keygen -Y verify check.\n"
        "  --allow-destroy-data DEVICE Allow write tests on this block device; give it once for each device.\n"
        "\n"
        "The test options are those of 'sektor-cli run' (see 'sektor-cli run --help'), except --json: use\n"
        "--report-dir.\n"
        "\n"
        "Exit codes: 0 every drive finished (and passed, where its profile gives a verdict), 27 a drive's\n"
        "verdict is FAIL, 22 one or more drives did not finish (the summary says why), 28 or 29 the worst\n"
        "verdict of the others is ATTENTION or none, 129, 130 or 143 stopped by a signal; bad arguments give\n"
        "those of 'sektor-cli run'.\n");
}

QString canonical(const QString &path)
{
    const QString real = QFileInfo(path).canonicalFilePath();
    return real.isEmpty() ? path : real;
}

// A target named twice would measure one drive twice and flag nothing; a consent that names no target is a typo
// that would otherwise quietly turn a write test into a read-only one.
QString targetsProblem(const RunArguments &a)
{
    QStringList seen;
    for (const QString &target : a.targets) {
        if (seen.contains(canonical(target)))
            return QCoreApplication::translate("sektor-cli", "%1 is named twice.").arg(target);
        seen << canonical(target);
    }
    for (const QString &consent : a.destroyConsents) {
        if (!seen.contains(canonical(consent)))
            return QCoreApplication::translate("sektor-cli", "--allow-destroy-data=%1 names none of the targets.")
                .arg(consent);
    }
    return {};
}

// Each consent bound to the drive it names now, when the user gives it: the drive's turn may come much later.
QList<Safety::WriteConsent> recordConsents(const RunArguments &a)
{
    const Catalog::DriveCatalog catalog;
    QList<Safety::WriteConsent> consents;
    for (const QString &consent : a.destroyConsents) {
        // One that names no block device is refused with its reason when its drive's turn comes.
        if (const std::optional<Safety::WriteConsent> recorded = Safety::recordWriteConsent(consent, catalog))
            consents << *recorded;
    }
    return consents;
}

// A consent for this target: its drive must still be the one consented to, and the run is bound to it.
Error applyRecordedConsent(RunArguments &a, const QList<Safety::WriteConsent> &consents)
{
    for (const Safety::WriteConsent &consent : consents) {
        if (canonical(consent.path) != canonical(a.target))
            continue;
        if (Error e = Safety::checkWriteConsent(consent, Catalog::DriveCatalog()); e.isError())
            return e;
        a.options.expectedDevice = consent.identity;
    }
    return applyDeviceConsent(a);
}

// The batch's arguments for one of its targets, with the write consent given for it (if any) applied.
Error argumentsFor(const RunArguments &batch,
                   const QString &target,
                   const QList<Safety::WriteConsent> &consents,
                   RunArguments &a)
{
    a = batch;
    a.target = target;
    a.allowDestroyData.clear();
    for (const QString &consent : batch.destroyConsents) {
        if (canonical(consent) == canonical(target))
            a.allowDestroyData = consent;
    }
    return applyRecordedConsent(a, consents);
}

BatchEntry runOne(const RunArguments &batch, const QString &target, const QList<Safety::WriteConsent> &consents)
{
    BatchEntry entry;
    entry.target = target;
    const QDateTime started = QDateTime::currentDateTime();
    RunArguments a;
    if (Error e = argumentsFor(batch, target, consents, a); e.isError()) {
        entry.state = BatchEntry::State::Refused;
        entry.error = e;
        printError(e.code == ErrorCode::InvalidArgument ? e.detail : e.message());
        describeUnmeasured(entry, a.profile, started, Catalog::DriveCatalog());
        return entry;
    }
    const RunOutcome outcome = runBenchmark(RunRequest {a.profile, a.target, a.options, a.comment}, a.showProgress);
    entry.error = outcome.error;
    if (outcome.ok() || keepsPartialResult(outcome.result, outcome.error)) {
        entry.result = outcome.result;
        printOut(cdmText(outcome.result));
        if (a.saveToHistory)
            entry.historyId = saveRunToHistory(outcome.result);
    } else {
        // Only a run that kept nothing needs its drive looked up: a kept result names it already.
        describeUnmeasured(entry, a.profile, started, Catalog::DriveCatalog());
    }
    if (outcome.ok()) {
        entry.state = BatchEntry::State::Finished;
        return entry;
    }
    entry.state = outcome.error.code == ErrorCode::Cancelled ? BatchEntry::State::Cancelled : BatchEntry::State::Failed;
    printError(outcome.error.message());
    return entry;
}
// Drive @p index looked weak beside the drives of its model: its weak figures are measured once more, and only a
// second measurement that agrees flags it. The first measurement stays the drive's result (and history entry).
void recheck(const RunArguments &batch,
             QList<BatchEntry> &entries,
             int index,
             const QList<Safety::WriteConsent> &consents)
{
    BatchEntry &entry = entries[index];
    const QList<OutlierFlag> weak = weakFiguresOf(entries, index);
    printNotice(
        QCoreApplication::translate("sektor-cli", "Drive %1 looked slow beside its model; measuring it again: %2")
            .arg(index + 1)
            .arg(entry.target));
    RunArguments a;
    if (Error e = argumentsFor(batch, entry.target, consents, a); e.isError()) {
        printError(e.code == ErrorCode::InvalidArgument ? e.detail : e.message());
        entry.recheckError = e;
        return;
    }
    const RunOutcome outcome
        = runBenchmark(RunRequest {recheckProfile(a.profile, weak), a.target, a.options, a.comment}, a.showProgress);
    if (!outcome.ok()) {
        printError(outcome.error.message());
        entry.recheckError = outcome.error;
        return;
    }
    printOut(cdmText(outcome.result));
    entry.recheck = outcome.result;
}

// A drive that failed its verdict is the first thing a script must hear of; then that not every drive finished;
// then the worst of the other verdicts.
int batchExitCode(const QList<BatchEntry> &entries)
{
    QList<int> verdictCodes;
    for (const BatchEntry &e : entries) {
        if (e.state == BatchEntry::State::Finished)
            verdictCodes << exitCodeFor(kindVerdictLevelOf(e.result));
    }
    if (verdictCodes.contains(ExitVerdictFail))
        return ExitVerdictFail;
    if (!allFinished(entries))
        return ExitBatchIncomplete;
    for (const int code : {ExitVerdictAttention, ExitNoVerdict}) {
        if (verdictCodes.contains(code))
            return code;
    }
    return ExitSuccess;
}
} // namespace

int batchCommand(const QStringList &arguments)
{
    if (arguments.contains(QLatin1String("--help")) || arguments.contains(QLatin1String("-h"))) {
        printOut(batchHelpText());
        return ExitSuccess;
    }
    // --report-dir, --operator and --customer are the batch's own options; the rest are run's, parsed by its parser.
    QStringList rest = arguments;
    bool missingValue = false;
    const QString reportFolder = takeValue(rest, QStringLiteral("--report-dir"), missingValue);
    const CertificateFields fields {takeValue(rest, QStringLiteral("--operator"), missingValue),
                                    takeValue(rest, QStringLiteral("--customer"), missingValue)};
    const QString signKey = takeValue(rest, QStringLiteral("--sign-key"), missingValue);
    auto parsed = parseRunArguments(rest, TargetCount::Many);
    QString problem = parsed ? targetsProblem(*parsed) : parsed.error().detail;
    if (problem.isEmpty() && missingValue)
        problem = QCoreApplication::translate("sektor-cli",
                                              "--report-dir, --operator, --customer and --sign-key need a value.");
    if (problem.isEmpty() && parsed->jsonPath.size() > 0)
        problem = QCoreApplication::translate("sektor-cli", "A batch takes no --json; use --report-dir FOLDER.");
    if (problem.isEmpty() && !reportFolder.isEmpty())
        problem = reportFolderProblem(reportFolder);
    if (problem.isEmpty() && reportFolder.isEmpty() && !(fields.operatorName.isEmpty() && fields.customer.isEmpty()))
        problem = QCoreApplication::translate("sektor-cli",
                                              "--operator and --customer go on the reports: add --report-dir FOLDER.");
    if (problem.isEmpty() && !signKey.isEmpty())
        problem = reportFolder.isEmpty()
            ? QCoreApplication::translate("sektor-cli", "--sign-key signs the certificates: add --report-dir FOLDER.")
            : signingKeyProblem(signKey);
    if (!problem.isEmpty()) {
        printError(problem);
        printNotice(QCoreApplication::translate("sektor-cli", "Try 'sektor-cli batch --help'."));
        return ExitUsage;
    }

    // Held over the whole batch: a signal between two drives stops the batch (and keeps what finished) instead of
    // killing it; each drive's run holds its own guard inside this one.
    const QList<Safety::WriteConsent> consents = recordConsents(*parsed);
    CancelToken batchCancelled;
    const SignalCancel signalGuard(batchCancelled);
    QList<BatchEntry> entries;
    for (const QString &target : parsed->targets) {
        entries.append(BatchEntry());
        entries.last().target = target;
    }
    for (int i = 0; i < entries.size() && SignalCancel::receivedSignal() == 0; ++i) {
        printNotice(QCoreApplication::translate("sektor-cli", "Drive %1 of %2: %3")
                        .arg(i + 1)
                        .arg(entries.size())
                        .arg(entries.at(i).target));
        entries[i] = runOne(*parsed, entries.at(i).target, consents);
    }
    for (int i : drivesToRecheck(entries)) {
        if (SignalCancel::receivedSignal() != 0)
            break;
        recheck(*parsed, entries, i, consents);
    }

    lookUpPeers(entries);
    const QString summary = batchSummaryText(entries);
    printOut(QLatin1Char('\n') + summary);
    if (!reportFolder.isEmpty())
        printReportOutcomes(writeBatchReports(reportFolder, entries, summary, fields, signKey));
    if (const int signal = SignalCancel::receivedSignal(); signal != 0)
        return 128 + signal;
    return batchExitCode(entries);
}

} // namespace Sektor::Cli
