// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/run/sleepinhibitor.h"

#include "model/testspec.h"
#include "peers/peerstanding.h"
#include "runner/runner.h"

#include <QDateTime>
#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>

class QGridLayout;
class QLabel;
class QLineEdit;
class QTabWidget;
class QToolButton;

namespace Sektor::Gui {

class BatchWindow;
class ChartsPage;
class PeersLine;
class DriveInfoPanel;
class HistoryPage;
class HistorySaver;
class LiveChart;
class MainMenus;
class ProgressPanel;
class ResultsCaption;
class ResultsGrid;
class RunController;
class RunOptionsBar;
class ShareActions;
class TargetSelector;
class TrustBanner;
class ResultsPanel;

/// The window: composes the target, options, grid, charts and progress widgets and runs what they ask for.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    void runAll();
    void runTest(const Sektor::TestSpec &spec);
    void stop();
    /// Opens the batch window (technician mode) with the profile and options set here; nullptr while a run goes.
    BatchWindow *openBatch();
    /// Shows a run from the history in the grid and charts, greyed and named as past (@p id: its id there).
    void showPastRun(const Sektor::RunResult &result, qint64 id);
    /// Off for --autorun: a scripted run must not change what the user sees next time.
    void setRemembersSettings(bool remember) { m_remembersSettings = remember; }

    /// Selects the target at @p path, adding it as a folder when it is a directory not listed; false when neither.
    bool selectTarget(const QString &path);

Q_SIGNALS:
    /// A run ended (after the grid, charts and status show it).
    void runFinished(const Sektor::RunOutcome &outcome);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    /// --autorun sets the run up on the window's own parts, as a user would.
    friend class AutoRun;

    QWidget *buildResultsTab();
    /// Names the parts that tests (and tools that inspect a window) find by name: "resultsGrid", "runOptionsBar", …;
    /// the names are stable.
    void nameParts();
    void start(const Profile &profile, bool singleTest);
    void launch(const Profile &profile, bool allowDeviceWrites, bool singleTest);
    /// Go On: the stopped burn-in or read scan shown goes on where it stopped, on the drive chosen if it is the one it
    /// began on (a burn-in asks for the typed name again).
    void resume();
    void launchResumed(const Profile &profile, const RunOptions &options, const RunResult &earlier);
    /// What the window shows while a run goes, once the controller started it.
    void showRunning(const Profile &profile, const RunOptions &options);
    void showProblem(const QString &title, const QString &text);
    /// Asked when the window is closed mid-run (Ctrl+Q, the title bar): stop and quit, or keep running.
    void askToStopAndQuit();
    void onTargetChanged();
    void onProfileChanged();
    void onProgress(const Sektor::Progress &progress);
    void onFinished(const Sektor::RunOutcome &outcome);
    QString finishedStatus() const;
    /// The last run's figures in the grid, with the banner, cell marks, caption and greying that go with them and
    /// with the target selected now.
    void showResult();
    /// The standings among its model's results in the grid's tooltips: those found when @p result was saved, none for
    /// another run (one opened from the history, a new one).
    void showPeers(const RunResult &result);
    void restoreSettings();
    void saveSettings() const;
    void retranslate();

    TargetSelector *m_target;
    QToolButton *m_rescan;
    QLabel *m_targetLabel;
    DriveInfoPanel *m_driveInfo;
    RunOptionsBar *m_options;
    QTabWidget *m_tabs;
    ResultsGrid *m_grid;
    TrustBanner *m_banner;
    ResultsCaption *m_caption;
    QLabel *m_commentLabel;
    QLineEdit *m_comment;
    LiveChart *m_live;
    QGridLayout *m_resultsLayout = nullptr; ///< The Results tab's: the grid's share of the height depends on the test.
    ChartsPage *m_charts;
    PeersLine *m_peersLine; ///< Under the grid: where the run stands among its model's results.
    /// The kinds' panels in the caption's place (KindWindowParts::makeResultsPanel()), the first that shows a result
    /// shown.
    QList<ResultsPanel *> m_panels;
    ProgressPanel *m_progress;
    RunController *m_controller;
    ShareActions *m_share;
    HistorySaver *m_history;
    QDateTime m_peersStarted; ///< The run HistorySaver::peersFound() last said m_peers of.
    PeerStandings m_peers;
    HistoryPage *m_historyPage;
    qint64 m_pastRunId = 0; ///< The history's id of the run shown, when it is a past one opened from there.
    MainMenus *m_menus = nullptr;
    bool m_closeWhenStopped = false;
    QPointer<QMessageBox> m_quitQuestion; ///< Open while it asks whether to stop and quit.
    bool m_finishedOnce = false;
    bool m_remembersSettings = true;
    QString m_lastTargetPath;
    SleepInhibitor m_sleep;
    Error m_lastError; ///< Of the last run (None, Cancelled or what stopped it).
};

} // namespace Sektor::Gui
