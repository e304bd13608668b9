// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/charts/chartspage.h"
#include "gui/charts/livechart.h"
#include "gui/history/historypage.h"
#include "gui/options/runoptionsbar.h"
#include "gui/results/resultscaption.h"
#include "gui/results/resultsgrid.h"
#include "gui/results/trustbanner.h"
#include "gui/run/progresspanel.h"
#include "gui/run/runcontroller.h"
#include "gui/share/shareactions.h"
#include "gui/smallfiles/smallfilespanel.h"
#include "gui/target/driveinfopanel.h"
#include "gui/target/targetselector.h"
#include "gui/verify/verifypanel.h"
#include "gui/window/mainmenus.h"
#include "gui/window/mainwindow.h"

#include <QLineEdit>
#include <QTabWidget>

namespace Sektor::Test {

/**
 * The real main window, with its parts found by the object names it gives them (MainWindow::nameParts), as a test
 * reaches them: the window offers no getters of its own. A part that is missing stops the test with its name.
 */
class WindowUnderTest : public Gui::MainWindow
{
public:
    using Gui::MainWindow::MainWindow;

    Gui::TargetSelector *targetSelector() const { return part<Gui::TargetSelector>("targetSelector"); }
    Gui::DriveInfoPanel *driveInfo() const { return part<Gui::DriveInfoPanel>("driveInfoPanel"); }
    Gui::RunOptionsBar *optionsBar() const { return part<Gui::RunOptionsBar>("runOptionsBar"); }
    QTabWidget *tabs() const { return part<QTabWidget>("pageTabs"); }
    Gui::ResultsGrid *grid() const { return part<Gui::ResultsGrid>("resultsGrid"); }
    Gui::TrustBanner *trustBanner() const { return part<Gui::TrustBanner>("trustBanner"); }
    Gui::ResultsCaption *resultsCaption() const { return part<Gui::ResultsCaption>("resultsCaption"); }
    QLineEdit *comment() const { return part<QLineEdit>("runComment"); }
    Gui::LiveChart *liveChart() const { return part<Gui::LiveChart>("liveChart"); }
    Gui::ChartsPage *chartsPage() const { return part<Gui::ChartsPage>("chartsPage"); }
    Gui::VerifyPanel *verifyPanel() const { return part<Gui::VerifyPanel>("verifyPanel"); }
    Gui::SmallFilesPanel *smallFilesPanel() const { return part<Gui::SmallFilesPanel>("smallFilesPanel"); }
    Gui::ProgressPanel *progressPanel() const { return part<Gui::ProgressPanel>("progressPanel"); }
    Gui::RunController *controller() const { return part<Gui::RunController>("runController"); }
    Gui::ShareActions *share() const { return part<Gui::ShareActions>("shareActions"); }
    Gui::HistoryPage *historyPage() const { return part<Gui::HistoryPage>("historyPage"); }
    Gui::MainMenus *menus() const { return part<Gui::MainMenus>("mainMenus"); }

private:
    template<class Part>
    Part *part(const char *name) const
    {
        auto *found = findChild<Part *>(QLatin1String(name));
        if (found == nullptr)
            qFatal("The main window has no %s named \"%s\"", Part::staticMetaObject.className(), name);
        return found;
    }
};

} // namespace Sektor::Test
