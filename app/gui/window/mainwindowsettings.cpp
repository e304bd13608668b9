// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What the window remembers between starts: the target, profile, run options and unit (AppSettings).
#include "gui/options/runoptionsbar.h"
#include "gui/results/resultsgrid.h"
#include "gui/settings/appsettings.h"
#include "gui/target/targetselector.h"
#include "gui/window/mainwindow.h"

namespace Sektor::Gui {

void MainWindow::restoreSettings()
{
    const AppSettings s;
    if (!s.target().isEmpty())
        m_target->selectPath(s.target());
    m_options->setProfile(s.profileId());
    m_options->setOptions(s.runOptions(m_options->settings()));
    if (s.sustainedMinutes() > 0 && s.sustainedMinutes() <= 24 * 60)
        m_options->setSustainedTimeLimit(std::chrono::minutes(s.sustainedMinutes()));
    if (s.unit() >= 0 && s.unit() <= int(DisplayUnit::LatencyMicroseconds))
        m_options->setUnit(DisplayUnit(s.unit()));
    m_grid->setUnit(m_options->unit());
}

void MainWindow::saveSettings() const
{
    if (!m_remembersSettings)
        return;
    AppSettings s;
    if (!m_target->currentTarget().path.isEmpty())
        s.setTarget(m_target->currentTarget().path);
    s.setProfileId(m_options->profile().id);
    s.setRunOptions(m_options->settings());
    s.setSustainedMinutes(
        int(std::chrono::duration_cast<std::chrono::minutes>(m_options->sustainedTimeLimit()).count()));
    s.setUnit(int(m_options->unit()));
}

} // namespace Sektor::Gui
