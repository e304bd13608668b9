// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "benchmarkrun.h"
#include "output.h"
#include "polkitagent.h"
#include "progressbar.h"
#include "signalcancel.h"

#include "catalog/drivecatalog.h"
#include "engine/benchmark.h"
#include "health/watchedrunner.h"
#include "helperclient/helperrunner.h"
#include "helperclient/runnerchoice.h"
#include "runner/refusedrunner.h"
#include "safety/writeverdict.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFileInfo>
#include <QTimer>

#include <memory>
#include <optional>

#include <sys/stat.h>

namespace Sektor::Cli {

namespace {
QString reasonsText(const Safety::WriteVerdict &verdict)
{
    QStringList reasons;
    for (const Safety::RefusalReason &r : verdict.reasons)
        reasons.append(r.text);
    return reasons.join(QLatin1Char(' '));
}

// The catalog's verdict before a destructive run, so the user learns every reason at once;
// the engine's O_EXCL open still guards against what changes in between.
Error writeVerdictError(const QString &device)
{
    const Safety::WriteVerdict verdict = Safety::rawWriteVerdict(device, Catalog::DriveCatalog());
    if (verdict.allowed())
        return {};
    const bool onlyReadOnly = verdict.reasons.size() == 1 && verdict.refusedFor(Safety::Refusal::ReadOnly);
    Error e = Error::of(onlyReadOnly ? ErrorCode::TargetReadOnly : ErrorCode::DeviceBusy, device);
    e.detail = reasonsText(verdict);
    return e;
}

// Block devices this user may not open go through the privileged helper (polkit asks for the
// administrator password, here on the terminal); everything else runs in this process.
std::unique_ptr<Runner> runnerFor(const QString &target, std::optional<PolkitTextAgent> &agent)
{
    std::unique_ptr<Runner> runner = Sektor::createRunner(isBlockDevice(target));
    if (qobject_cast<RefusedRunner *>(runner.get()))
        return runner; // nothing runs: no password to ask for, no drive to watch
    if (qobject_cast<HelperRunner *>(runner.get()))
        agent.emplace();
    // Either way the drives' temperature and health are read around the run.
    return Health::watchedRunner(std::move(runner));
}

} // namespace

bool isBlockDevice(const QString &path)
{
    struct stat st
    {
    };
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISBLK(st.st_mode);
}

// Raw devices: reads only, unless --allow-destroy-data names the same device again.
Error applyDeviceConsent(RunArguments &a)
{
    const bool device = isBlockDevice(a.target);
    if (Error e = device ? deviceRefusal(a.profile, a.target) : Error {}; e.isError())
        return e; // before any word on consent, which would not help
    if (!a.allowDestroyData.isEmpty()) {
        const QString consented = QFileInfo(a.allowDestroyData).canonicalFilePath();
        if (!device || consented.isEmpty() || consented != QFileInfo(a.target).canonicalFilePath()) {
            return Error::invalidArgument(
                QCoreApplication::translate("sektor-cli",
                                            "--allow-destroy-data must name the target block device itself (%1).")
                    .arg(a.target));
        }
        a.options.allowDeviceWrites = true;
        return a.profile.hasWrites() ? writeVerdictError(a.target) : Error {};
    }
    if (!device)
        return {};
    if (a.profile.hasWrites()) {
        a.profile.modes.removeIf([](IoMode m) {
            return m != IoMode::Read;
        });
        if (a.profile.modes.isEmpty()) {
            Error e = Error::of(ErrorCode::WritesNotAllowed, a.target);
            e.detail
                = QCoreApplication::translate(
                      "sektor-cli", "Add --allow-destroy-data=%1 to run them, or choose read tests (--modes read).")
                      .arg(a.target);
            return e;
        }
        // Suggest consent only where it would help: a drive that is mounted or in use cannot be
        // written either way, and the user should learn why now rather than after consenting.
        const Safety::WriteVerdict verdict = Safety::rawWriteVerdict(a.target, Catalog::DriveCatalog());
        if (verdict.allowed())
            printNotice(QCoreApplication::translate("sektor-cli",
                                                    "Running read tests only: write tests would destroy all data on "
                                                    "%1. Add --allow-destroy-data=%1 to run them.")
                            .arg(a.target));
        else
            printNotice(
                QCoreApplication::translate("sektor-cli", "Running read tests only; write tests cannot run on %1: %2")
                    .arg(a.target, reasonsText(verdict)));
    }
    return {};
}

RunOutcome runBenchmark(const RunRequest &request, bool showProgress)
{
    CancelToken signalled;
    const SignalCancel signalGuard(signalled);
    std::optional<PolkitTextAgent> agent;
    const std::unique_ptr<Runner> runner = runnerFor(request.target, agent);
    ProgressBar bar(stderr, ProgressWords(request.profile, request.options));
    RunOutcome outcome;
    QEventLoop loop;
    if (showProgress)
        QObject::connect(runner.get(), &Runner::progressed, [&bar](const Progress &p) {
            bar.progress(p);
        });
    QObject::connect(runner.get(), &Runner::finished, [&](const RunOutcome &o) {
        outcome = o;
        loop.quit();
    });
    // The signal handler may only set the token; the runner is told from the event loop.
    QTimer signalPoll;
    QObject::connect(&signalPoll, &QTimer::timeout, [&] {
        if (signalled.isCancelled())
            runner->cancel();
    });
    signalPoll.start(20);
    runner->start(request);
    loop.exec();
    bar.clear();
    return outcome;
}

} // namespace Sektor::Cli
