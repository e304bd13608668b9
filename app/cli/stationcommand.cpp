// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "stationcommand.h"
#include "exitcodes.h"
#include "historysave.h"
#include "output.h"
#include "peersoutput.h"
#include "polkitagent.h"
#include "runarguments.h"
#include "signalcancel.h"
#include "takeoption.h"

#include "certificate/certificatesignature.h"
#include "health/watchedrunner.h"
#include "helperclient/runnerchoice.h"
#include "station/station.h"
#include "station/stationlogfile.h"
#include "station/udevmonitor.h"
#include "station/udiskssignals.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QTimer>

#include <optional>

#include <unistd.h>

namespace Sektor::Cli {

namespace {
QString stationHelpText()
{
    return QCoreApplication::translate(
        "sektor-cli",
        "Usage: sektor-cli station --profile PROFILE [--chain P1,P2,...] --report-dir FOLDER [options]\n"
        "\n"
        "Waits for drives to be plugged in (the kernel's device events) and tests each new whole drive:\n"
        "runs the profile and then each profile of the chain on it, one after another, and writes each\n"
        "one's certificate (PDF, HTML) and result (JSON) into the folder as a batch does. Drives on\n"
        "separate controllers or buses are tested side by side, drives sharing one in turn. It never takes\n"
        "the system disk, a drive with a mounted filesystem, a drive held by another device or one in\n"
        "RAM; loop devices count as drives, but a chain that writes leaves them alone unless\n"
        "--include-loop-devices is given. Drives present when it starts are left alone unless\n"
        "--take-present is given. Every event (appeared, left alone and why, started, step, finished with\n"
        "its verdict, flagged, powered off, removed) is printed with its time and written to\n"
        "FOLDER/station.log. A drive removed during its test keeps what finished, flagged \"removed during\n"
        "the test\"; the station goes on. It runs until Ctrl-C or SIGTERM, which cancel the drives in\n"
        "progress and keep what they finished.\n"
        "\n"
        "  --profile PROFILE           The first profile each drive gets (see 'sektor-cli profiles').\n"
        "  --chain P1,P2,...           Profiles run after it, in this order (or the only ones, without\n"
        "                              --profile); a profile that does not finish ends the drive's chain.\n"
        "  --report-dir FOLDER         Where the certificates, results and station.log go.\n"
        "  --destroy-new-drives        Consent to write tests on every new drive the station takes: all\n"
        "                              data on them is destroyed. A chain that writes runs only with it;\n"
        "                              its scope is printed and logged at the start.\n"
        "  --include-loop-devices      With a chain that writes: take loop devices too, only those over a\n"
        "                              file of the user the station runs as (never another user's disk\n"
        "                              image attached with losetup or udisksctl).\n"
        "  --power-off                 Power each drive off through udisks2 when its chain ended, where\n"
        "                              udisks2 runs and can (logged either way).\n"
        "  --take-present              Also take the eligible drives present at the start.\n"
        "  --sign-key KEY              Sign each certificate with this OpenSSH private key (one without a\n"
        "                              passphrase): FILE.pdf.sig, which 'certificate verify' checks.\n"
        "  --operator NAME, --customer NAME\n"
        "                              Who tested the drives, and for whom: printed on every certificate.\n"
        "  --json-log                  Log JSON lines (time, event, device, message, ...) instead of text.\n"
        "\n"
        "The test options are those of 'sektor-cli run' (see 'sektor-cli run --help'), for every profile of\n"
        "the chain, except --json, --allow-destroy-data and --resume.\n"
        "\n"
        "Exit codes: 129, 130 or 143 stopped by a signal (its normal end), 1 the device events cannot be\n"
        "received, 2 bad arguments or report folder, 10 a chain that writes without --destroy-new-drives,\n"
        "15 station.log cannot be written.\n");
}

struct StationArguments
{
    Station::StationSettings settings;
    bool jsonLog = false;
    bool saveToHistory = true; ///< False with --no-save.
};

// The profiles of the chain, each with run's options parsed for it (a sustained write's own time limit…).
QString parseChain(const QStringList &profiles, const QStringList &runOptions, StationArguments &a)
{
    Station::StationSettings &settings = a.settings;
    for (const QString &profile : profiles) {
        // Run's parser wants one target; the station's drives come later, so a stand-in that is never opened.
        const auto parsed = parseRunArguments(
            runOptions + QStringList {QStringLiteral("--profile"), profile, QStringLiteral("/dev/station-drive")});
        if (!parsed)
            return parsed.error().detail;
        if (!parsed->jsonPath.isEmpty() || !parsed->destroyConsents.isEmpty() || !parsed->resumeFrom.isEmpty())
            return QCoreApplication::translate(
                "sektor-cli",
                "A station takes no --json, --allow-destroy-data or --resume: its results go into "
                "--report-dir, its consent is --destroy-new-drives.");
        settings.chain << Station::ChainStep {parsed->profile, parsed->options};
        settings.comment = parsed->comment;
        a.saveToHistory = parsed->saveToHistory;
    }
    return {};
}

QString parseStationArguments(const QStringList &arguments, StationArguments &a)
{
    QStringList rest = arguments;
    bool missing = false;
    Station::StationSettings &s = a.settings;
    const QString profile = takeValue(rest, QStringLiteral("--profile"), missing);
    const QString chain = takeValue(rest, QStringLiteral("--chain"), missing);
    s.reportFolder = takeValue(rest, QStringLiteral("--report-dir"), missing);
    s.fields = CertificateFields {takeValue(rest, QStringLiteral("--operator"), missing),
                                  takeValue(rest, QStringLiteral("--customer"), missing)};
    s.signKey = takeValue(rest, QStringLiteral("--sign-key"), missing);
    s.destroyNewDrives = takeFlag(rest, QStringLiteral("--destroy-new-drives"));
    s.includeLoopDevices = takeFlag(rest, QStringLiteral("--include-loop-devices"));
    s.powerOff = takeFlag(rest, QStringLiteral("--power-off"));
    s.takePresent = takeFlag(rest, QStringLiteral("--take-present"));
    a.jsonLog = takeFlag(rest, QStringLiteral("--json-log"));
    if (missing)
        return QCoreApplication::translate(
            "sektor-cli", "--profile, --chain, --report-dir, --operator, --customer and --sign-key need a value.");
    QStringList profiles;
    if (!profile.isEmpty())
        profiles << profile;
    profiles << chain.split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (profiles.isEmpty())
        return QCoreApplication::translate("sektor-cli",
                                           "Name the profile each drive gets: --profile PROFILE or --chain P1,P2,...");
    if (s.reportFolder.isEmpty())
        return QCoreApplication::translate("sektor-cli",
                                           "A station needs --report-dir FOLDER for its certificates and log.");
    if (QString problem = s.signKey.isEmpty() ? QString() : signingKeyProblem(s.signKey); !problem.isEmpty())
        return problem;
    return parseChain(profiles, rest, a);
}

bool chainWrites(const Station::StationSettings &s)
{
    return std::any_of(s.chain.begin(), s.chain.end(), [](const Station::ChainStep &step) {
        return step.profile.hasWrites();
    });
}
} // namespace

int stationCommand(const QStringList &arguments)
{
    if (arguments.contains(QLatin1String("--help")) || arguments.contains(QLatin1String("-h"))) {
        printOut(stationHelpText());
        return ExitSuccess;
    }
    StationArguments a;
    if (const QString problem = parseStationArguments(arguments, a); !problem.isEmpty()) {
        printError(problem);
        printNotice(QCoreApplication::translate("sektor-cli", "Try 'sektor-cli station --help'."));
        return ExitUsage;
    }
    if (chainWrites(a.settings) && !a.settings.destroyNewDrives) {
        printError(QCoreApplication::translate(
            "sektor-cli",
            "The chain writes to the drives it tests, destroying their data: add --destroy-new-drives "
            "to allow it on every new drive, or choose profiles that only read."));
        return ExitWritesNotAllowed;
    }
    Station::StationLogFile logFile;
    if (QString error; QFileInfo(a.settings.reportFolder).isDir() && !logFile.open(a.settings.reportFolder, &error)) {
        printError(error);
        return ExitOutputFile;
    }

    // Block devices a normal user may not open go through the helper, which serves one run at a time and asks polkit
    // (here on the terminal).
    const bool root = ::geteuid() == 0;
    a.settings.oneAtATime = !root;
    std::optional<PolkitTextAgent> agent;
    if (!root)
        agent.emplace();
    Station::UdevMonitor monitor;
    Station::UdisksSignals udisks(QDBusConnection::systemBus());
    Station::Station station(a.settings, monitor, [](const QString &) {
        return Health::watchedRunner(Sektor::createRunner(true));
    });
    station.setMountEvents(&udisks);
    QObject::connect(&station, &Station::Station::logged, [&](const Station::StationEvent &event) {
        if (logFile.isOpen())
            logFile.write(event, a.jsonLog);
        printOut(QString::fromUtf8(Station::stationLogLine(event, a.jsonLog) + '\n'));
    });

    // Each certificate says where its drive stands among its model's results here, the drive itself not yet among them.
    station.setPeerLookup([](const RunResult &result) {
        return peersInHistory(result, 0);
    });
    // Every result a drive keeps goes to the history, as a batch's do.
    if (a.saveToHistory)
        QObject::connect(&station, &Station::Station::resultKept, [](int, const RunResult &result) {
            saveRunToHistory(result);
        });

    CancelToken signalled;
    const SignalCancel signalGuard(signalled);
    QString error;
    if (!station.start(&error)) {
        printError(error);
        return logFile.isOpen() ? ExitInternal : ExitUsage;
    }
    QEventLoop loop;
    QObject::connect(&station, &Station::Station::stopped, &loop, &QEventLoop::quit);
    // The signal handler may only set the token; the station is told from the event loop.
    QTimer signalPoll;
    QObject::connect(&signalPoll, &QTimer::timeout, [&] {
        if (signalled.isCancelled())
            station.stop();
    });
    signalPoll.start(20);
    loop.exec();
    const int signal = SignalCancel::receivedSignal();
    return signal != 0 ? 128 + signal : ExitSuccess;
}

} // namespace Sektor::Cli
