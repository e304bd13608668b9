// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "batchcommand.h"
#include "certificatecommand.h"
#include "drivescommand.h"
#include "exitcodes.h"
#include "health/selftestdrivers.h"
#include "historycommand.h"
#include "i18n/translations.h"
#include "output.h"
#include "profilescommand.h"
#include "reportcommand.h"
#include "runcommand.h"
#include "stationcommand.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

using namespace Sektor::Cli;

namespace {
QString usageText()
{
    return QCoreApplication::translate(
        "sektor-cli",
        "Usage: sektor-cli <command> [options]\n"
        "\n"
        "Commands:\n"
        "  run [options] TARGET   Benchmark a directory (test file) or a block device.\n"
        "  batch [options] TARGET...\n"
        "                         Run one profile on several drives in turn, with a summary that flags\n"
        "                         the weak ones; 'sektor-cli batch --help' says more.\n"
        "  station --profile P --report-dir FOLDER [options]\n"
        "                         Test each drive plugged in from now on and write its certificate;\n"
        "                         'sektor-cli station --help' says more.\n"
        "  report [options] RESULT.json...\n"
        "                         The same summary and certificates from result files, e.g. a fleet's.\n"
        "  certificate verify FILE.pdf\n"
        "                         Check a certificate: its attached result, printed hash, figures and\n"
        "                         signature; 'sektor-cli certificate --help' says more.\n"
        "  profiles               List the test profiles.\n"
        "  drives [--json]        List the drives, their mount points and which hold the system.\n"
        "  history SUBCOMMAND     List, show, compare, export, delete and import past runs;\n"
        "                         'sektor-cli history --help' lists the subcommands.\n"
        "\n"
        "Options:\n"
        "  -h, --help             Show this help; 'sektor-cli run --help' shows the test options.\n"
        "  -v, --version          Show the version.\n"
        "\n"
        "Exit codes: 0 success, 2 bad arguments, 3 target not found, 4 not a directory or block device,\n"
        "5 permission denied, 6 read-only, 7 not enough free space, 8 device needs root, 9 device busy,\n"
        "10 writes not confirmed, 11 unsupported on this target, 12 out of space during the test,\n"
        "13 I/O error, 14 a process, task or memory limit reached, 15 result file not written,\n"
        "16 block-device helper unavailable, 17 not authorized, 18 helper busy, 19 history unavailable,\n"
        "20 no such run in the history, 21 not a Sektor result file, 22 not every drive of a batch finished,\n"
        "23 certificate or reference pack tampered, 24 not a Sektor certificate,\n"
        "25 certificate or signature cannot be checked, 26 certificate not authenticated,\n"
        "27 the run's verdict is FAIL (or FAKE, DAMAGED), 28 it is ATTENTION,\n"
        "29 the run reached no verdict (UNKNOWN, NO VERDICT), 129 hung up (SIGHUP),\n"
        "130 interrupted (Ctrl-C), 143 terminated.\n");
}

int dispatch(QStringList args)
{
    const QString command = args.isEmpty() ? QString() : args.takeFirst();
    if (command == QLatin1String("run"))
        return runCommand(args);
    if (command == QLatin1String("batch"))
        return batchCommand(args);
    if (command == QLatin1String("station"))
        return stationCommand(args);
    if (command == QLatin1String("report"))
        return reportCommand(args);
    if (command == QLatin1String("certificate"))
        return certificateCommand(args);
    if (command == QLatin1String("drives"))
        return drivesCommand(args);
    if (command == QLatin1String("profiles"))
        return profilesCommand(args);
    if (command == QLatin1String("history"))
        return historyCommand(args);
    if (command == QLatin1String("--version") || command == QLatin1String("-v")) {
        printOut(QStringLiteral("sektor-cli %1\n").arg(QCoreApplication::applicationVersion()));
        return ExitSuccess;
    }
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        printOut(usageText());
        return ExitSuccess;
    }
    printError(command.isEmpty() ? QCoreApplication::translate("sektor-cli", "No command given.")
                                 : QCoreApplication::translate("sektor-cli", "Unknown command %1.").arg(command));
    std::fputs(usageText().toLocal8Bit().constData(), stderr);
    return ExitUsage;
}
} // namespace

namespace {
// A batch, a station and a report print certificates (QTextDocument, QPdfWriter), which need fonts and so a
// QGuiApplication: on the offscreen platform, as a command-line program needs no display. Every other command stays Qt
// Core only.
std::unique_ptr<QCoreApplication> makeApplication(int &argc, char **argv)
{
    if (argc > 1
        && (qstrcmp(argv[1], "batch") == 0 || qstrcmp(argv[1], "station") == 0 || qstrcmp(argv[1], "report") == 0)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        return std::make_unique<QGuiApplication>(argc, argv);
    }
    return std::make_unique<QCoreApplication>(argc, argv);
}
} // namespace

int main(int argc, char **argv)
{
    const std::unique_ptr<QCoreApplication> app = makeApplication(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("sektor-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SEKTOR_VERSION_STRING));
    Sektor::installTranslations();
    Sektor::Health::registerSelfTestDrivers();

    const int code = dispatch(QCoreApplication::arguments().mid(1));
    // Results that never reached standard output (a full disk, /dev/full, a closed pipe's
    // EPIPE with SIGPIPE ignored) are lost: a script must not read that as success.
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
        printError(QCoreApplication::translate("sektor-cli", "Could not write to standard output: %1")
                       .arg(QString::fromLocal8Bit(std::strerror(errno))));
        return code == ExitSuccess ? ExitOutputFile : code;
    }
    return code;
}
