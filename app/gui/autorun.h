// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "runarguments.h"

#include <QObject>

namespace Sektor::Gui {

class MainWindow;

/**
 * `sektor --autorun [sektor-cli run options] TARGET`: sets the window up as those options say,
 * runs once the window is shown, writes --json if given, and quits (exit code 0 on success,
 * 1 on failure). For measurements of the GUI against sektor-cli (tests/perf) and for demos; the
 * run goes through the same widgets, runner and live charts as a click on "All".
 */
class AutoRun : public QObject
{
    Q_OBJECT
public:
    AutoRun(MainWindow *window, const Cli::RunArguments &arguments);

    /// Applies the arguments to the window and starts; false (with a message on stderr) when it cannot.
    bool start();

private:
    MainWindow *m_window;
    Cli::RunArguments m_arguments;
};

} // namespace Sektor::Gui
