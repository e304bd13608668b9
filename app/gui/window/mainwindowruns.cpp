// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Starting and stopping runs from the window: all tests, one test, the batch window, and the typed name asked
// before a raw-device write.
#include "gui/batch/batchwindow.h"
#include "gui/charts/livechart.h"
#include "gui/options/runoptionsbar.h"
#include "gui/results/resultsgrid.h"
#include "gui/run/destroydatadialog.h"
#include "gui/run/progresspanel.h"
#include "gui/run/runcontroller.h"
#include "gui/run/runpreflight.h"
#include "gui/target/targetselector.h"
#include "gui/window/mainmenus.h"
#include "gui/window/mainwindow.h"

#include "catalog/resumerequest.h"
#include "model/kindtraits.h"

#include <QLineEdit>
#include <QToolButton>

namespace Sektor::Gui {

void MainWindow::runAll()
{
    start(m_options->profile(), false);
}

void MainWindow::runTest(const TestSpec &spec)
{
    Profile profile = m_options->profile();
    profile.tests = {spec};
    start(profile, true);
}

void MainWindow::stop()
{
    if (m_controller->isRunning()) {
        m_controller->stop();
        m_progress->showIdle(tr("Stopping…"));
    }
}

BatchWindow *MainWindow::openBatch()
{
    if (m_controller->isRunning())
        return nullptr;
    // Window-modal: the window's own run must not start on a drive the batch is measuring.
    auto *batch = new BatchWindow(m_options->profile(), m_options->options(), m_comment->text(), this);
    batch->setAttribute(Qt::WA_DeleteOnClose);
    batch->setWindowModality(Qt::WindowModal);
    connect(batch, &BatchWindow::batchFinished, m_target, &TargetSelector::rescan);
    batch->show();
    return batch;
}

void MainWindow::start(const Profile &profile, bool singleTest)
{
    if (m_controller->isRunning())
        return;
    const RunTarget target = m_target->currentTarget();
    if (const QString problem = RunPreflight::problem(target, profile, m_options->options()); !problem.isEmpty()) {
        showProblem(tr("Cannot Start the Test"), problem);
        return;
    }
    const Catalog::Drive *drive = m_target->catalog().drive(target.drive);
    if (!target.isDevice() || !profile.hasWrites() || !drive) {
        launch(profile, false, singleTest);
        return;
    }
    // Asynchronous (open(), not exec()): the window keeps painting, and nothing runs until the name is typed.
    auto *dialog = new DestroyDataDialog(*drive, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, profile, singleTest] {
        launch(profile, true, singleTest);
    });
    dialog->open();
}

void MainWindow::launch(const Profile &profile, bool allowDeviceWrites, bool singleTest)
{
    RunRequest request;
    request.profile = profile;
    request.target = m_target->currentTarget().path;
    request.options = m_options->options();
    request.options.allowDeviceWrites = allowDeviceWrites;
    request.comment = m_comment->text();
    if (const QString problem = m_controller->start(m_target->currentTarget(), request, singleTest);
        !problem.isEmpty()) {
        showProblem(tr("Cannot Start the Test"), problem);
        return;
    }
    saveSettings();
    showRunning(profile, request.options);
}

void MainWindow::showRunning(const Profile &profile, const RunOptions &options)
{
    m_pastRunId = 0;
    m_live->clear();
    showResult();
    m_grid->setRunning(true);
    for (QWidget *w : std::initializer_list<QWidget *> {m_target, m_rescan})
        w->setEnabled(false);
    m_options->setRunning(true);
    m_menus->setRunning(true);
    m_progress->setSleepHeldOff(m_sleep.hold(tr("A drive benchmark is running")));
    m_progress->setWords(ProgressWords(profile, options));
    m_progress->showProgress(Progress {});
}

void MainWindow::resume()
{
    if (m_controller->isRunning())
        return;
    const RunResult earlier = m_controller->result();
    const RunTarget target = m_target->currentTarget();
    const Catalog::Drive *drive = target.isDevice() ? m_target->catalog().drive(target.drive) : nullptr;
    const Expected<Catalog::ResumeSetup> setup = drive
        ? Catalog::resumeSetup(earlier, *drive)
        : Expected<Catalog::ResumeSetup>(Error::invalidArgument(tr("Choose the drive the run began on.")));
    if (!setup) {
        showProblem(tr("Cannot Go On"), setup.error().detail);
        return;
    }
    if (!setup->profile.hasWrites()) {
        launchResumed(setup->profile, setup->options, earlier);
        return;
    }
    // A burn-in going on writes again: the typed name again, as for any raw write.
    auto *dialog = new DestroyDataDialog(*drive, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, profile = setup->profile, options = setup->options, earlier] {
        RunOptions consented = options;
        consented.allowDeviceWrites = true;
        launchResumed(profile, consented, earlier);
    });
    dialog->open();
}

void MainWindow::launchResumed(const Profile &profile, const RunOptions &options, const RunResult &earlier)
{
    RunRequest request;
    request.profile = profile;
    request.target = m_target->currentTarget().path;
    request.options = options;
    request.comment = m_comment->text();
    if (const QString problem = m_controller->resume(m_target->currentTarget(), request, earlier); !problem.isEmpty()) {
        showProblem(tr("Cannot Go On"), problem);
        return;
    }
    showRunning(profile, options);
}

} // namespace Sektor::Gui
