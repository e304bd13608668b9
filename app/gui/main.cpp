// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/autorun.h"
#include "gui/settings/appsettings.h"
#include "gui/settings/language.h"
#include "gui/settings/theme.h"
#include "gui/startuptime.h"
#include "gui/window/mainwindow.h"

#include <QApplication>
#include <QIcon>

#include <cstdio>

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
} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Sektor"));
    QApplication::setApplicationName(QStringLiteral("sektor"));
    QApplication::setApplicationDisplayName(QStringLiteral("Sektor"));
    QApplication::setApplicationVersion(QStringLiteral(SEKTOR_VERSION_STRING));
    QApplication::setDesktopFileName(QStringLiteral("io.github.sektor.Sektor"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("io.github.sektor.Sektor"),
                                                 QIcon::fromTheme(QStringLiteral("drive-harddisk"))));

    const Gui::AppSettings settings;
    Gui::applyLanguage(settings.language());
    Gui::applyTheme(settings.theme());

    QStringList args = QApplication::arguments().mid(1);
    const bool quitWhenShown = args.removeAll(QStringLiteral("--quit-when-shown")) > 0;
    const bool autorun = !args.isEmpty() && args.first() == QLatin1String("--autorun");
    if (autorun)
        args.removeFirst();
    if (args == QStringList {QStringLiteral("--version")} || args == QStringList {QStringLiteral("-v")}) {
        std::printf("sektor %s\n", SEKTOR_VERSION_STRING);
        return 0;
    }
    // One plain argument: the target to preselect, as a file manager's "Open with" passes it.
    const bool preselect = !autorun && args.size() == 1 && !args.first().startsWith(QLatin1Char('-'));
    if (!autorun && !args.isEmpty() && !preselect) {
        printUsage();
        return args.contains(QLatin1String("--help")) ? 0 : 2;
    }
    std::optional<Cli::RunArguments> run;
    if (autorun) {
        auto parsed = Cli::parseRunArguments(args);
        if (!parsed) {
            std::fprintf(stderr, "sektor: %s\n", qPrintable(parsed.error().detail));
            return 2;
        }
        run = *parsed;
    }

    Gui::MainWindow window;
    if (preselect && !window.selectTarget(args.first())) {
        std::fprintf(stderr,
                     "sektor: %s\n",
                     qPrintable(QCoreApplication::translate("Sektor::Gui::Main",
                                                            "%1 is neither a folder nor a drive that can be tested.")
                                    .arg(args.first())));
        return 2;
    }
    window.show();
    if (quitWhenShown)
        Gui::quitWhenShown(&window);
    if (run) {
        auto *autoRun = new Gui::AutoRun(&window, *run);
        if (!autoRun->start())
            return 1;
    }
    return app.exec();
}
