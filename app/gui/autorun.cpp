// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/autorun.h"
#include "gui/options/runoptionsbar.h"
#include "gui/run/progresspanel.h"
#include "gui/run/runcontroller.h"
#include "gui/window/mainwindow.h"

#include "model/kindtraits.h"
#include "report/jsonreport.h"
#include "report/resultfile.h"

#include <QCoreApplication>
#include <QLineEdit>

#include <cstdio>

namespace Sektor::Gui {

AutoRun::AutoRun(MainWindow *window, const Cli::RunArguments &arguments)
    : QObject(window)
    , m_window(window)
    , m_arguments(arguments)
{
    window->setRemembersSettings(false);
    connect(window, &MainWindow::runFinished, this, [this](const RunOutcome &outcome) {
        const RunResult &result = m_window->m_controller->result();
        QString error = outcome.ok() ? QString() : outcome.error.message();
        if (error.isEmpty() && !m_arguments.jsonPath.isEmpty())
            error = writeResultFile(m_arguments.jsonPath, toJsonBytes(result));
        if (!error.isEmpty())
            std::fprintf(stderr, "sektor: %s\n", qPrintable(error));
        QCoreApplication::exit(error.isEmpty() ? 0 : 1);
    });
}

bool AutoRun::start()
{
    const Cli::RunArguments &a = m_arguments;
    if (!m_window->selectTarget(a.target)) {
        std::fprintf(stderr, "sektor: %s\n", qPrintable(Error::of(ErrorCode::TargetNotFound, a.target).message()));
        return false;
    }
    RunOptionsBar *bar = m_window->m_options;
    bar->setProfile(a.profile.id);
    bar->setOptions(a.options);
    if (takes(a.profile, KindSetting::TimeLimit)) // its time is a limit of its own, not a run's length
        bar->setSustainedTimeLimit(a.options.measureTime);
    m_window->m_comment->setText(a.comment);
    m_window->runAll();
    if (!m_window->m_controller->isRunning()) {
        std::fprintf(stderr, "sektor: %s\n", qPrintable(m_window->m_progress->statusText()));
        return false;
    }
    return true;
}

} // namespace Sektor::Gui
