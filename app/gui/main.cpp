// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/autorun.h"
#include "gui/settings/appsettings.h"
#include "gui/settings/language.h"
#include "gui/settings/theme.h"
#include "gui/startuptime.h"
#include "gui/window/mainwindow.h"
#include "health/selftestdrivers.h"

#include <QApplication>
#include <QIcon>

#include <cstdio>
#include <optional>

using namespace Sektor;

namespace {
void printUsage()
{
    std::printf("%s\n",
                qPrintable(QCoreApplication::translate(
                    "Sektor::Gui::Main",
                    "Usage: sektor [TARGET] [--quit-when-shown] [--autorun [sektor-cli run options] TARGET]\n"
                    "  TARGET              open with this folder or block device selected\n"
                    "  --version           print the version\n"
                    "  --quit-when-shown   print the time until the window is shown, then quit\n"
                    "  --autorun …         run once with these options (as sektor-cli run), write --json, quit")));
}
/// How the program was started, read from its arguments.
struct Start
{
    QStringList args; ///< Without --quit-when-shown and --autorun.
    bool quitWhenShown = false;
    bool autorun = false;
    /// One plain argument: the target to preselect, as a file manager's "Open with" passes it.
    bool preselect = false;
};

Start startFrom(QStringList args)
{
    Start s;
    s.quitWhenShown = args.removeAll(QStringLiteral("--quit-when-shown")) > 0;
    s.autorun = !args.isEmpty() && args.first() == QLatin1String("--autorun");
    if (s.autorun)
        args.removeFirst();
    s.preselect = !s.autorun && args.size() == 1 && !args.first().startsWith(QLatin1Char('-'));
    s.args = args;
    return s;
}

void nameTheApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Sektor"));
    QCoreApplication::setApplicationName(QStringLiteral("sektor"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SEKTOR_VERSION_STRING));
}

/**
 * What the program answers on the terminal without opening a window (the version, the usage), with its exit code;
 * nothing when a window is to open. Answered under a QCoreApplication, before the QApplication that needs a display:
 * `sektor --version` over ssh or in a script must not abort for want of one.
 */
std::optional<int> answerOnTheTerminal(int argc, char **argv)
{
    QCoreApplication console(argc, argv);
    nameTheApplication();
    Gui::applyLanguage(Gui::AppSettings().language());
    const Start start = startFrom(QCoreApplication::arguments().mid(1));
    if (start.args == QStringList {QStringLiteral("--version")} || start.args == QStringList {QStringLiteral("-v")}) {
        std::printf("sektor %s\n", SEKTOR_VERSION_STRING);
        return 0;
    }
    if (!start.autorun && !start.args.isEmpty() && !start.preselect) {
        printUsage();
        return start.args.contains(QLatin1String("--help")) ? 0 : 2;
    }
    return std::nullopt;
}
} // namespace

int main(int argc, char **argv)
{
    if (const std::optional<int> exitCode = answerOnTheTerminal(argc, argv))
        return *exitCode;

    QApplication app(argc, argv);
    nameTheApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("Sektor"));
    QApplication::setDesktopFileName(QStringLiteral("io.github.sektor.Sektor"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("io.github.sektor.Sektor"),
                                                 QIcon::fromTheme(QStringLiteral("drive-harddisk"))));

    Health::registerSelfTestDrivers();
    const Gui::AppSettings settings;
    Gui::applyLanguage(settings.language());
    Gui::applyTheme(settings.theme());

    const Start start = startFrom(QApplication::arguments().mid(1));
    std::optional<Cli::RunArguments> run;
    if (start.autorun) {
        auto parsed = Cli::parseRunArguments(start.args);
        if (!parsed) {
            std::fprintf(stderr, "sektor: %s\n", qPrintable(parsed.error().detail));
            return 2;
        }
        run = *parsed;
    }

    Gui::MainWindow window;
    if (start.preselect && !window.selectTarget(start.args.first())) {
        std::fprintf(stderr,
                     "sektor: %s\n",
                     qPrintable(QCoreApplication::translate("Sektor::Gui::Main",
                                                            "%1 is neither a folder nor a drive that can be tested.")
                                    .arg(start.args.first())));
        return 2;
    }
    window.show();
    if (start.quitWhenShown)
        Gui::quitWhenShown(&window);
    if (run) {
        auto *autoRun = new Gui::AutoRun(&window, *run);
        if (!autoRun->start())
            return 1;
    }
    return app.exec();
}
