// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/window/mainwindow.h"
#include "gui/charts/chartspage.h"
#include "gui/charts/livechart.h"
#include "gui/history/historypage.h"
#include "gui/history/historysaver.h"
#include "gui/kinds/windowparts.h"
#include "gui/options/runoptionsbar.h"
#include "gui/results/peersline.h"
#include "gui/results/resultscaption.h"
#include "gui/results/resultsgrid.h"
#include "gui/results/trustbanner.h"
#include "gui/run/progresspanel.h"
#include "gui/run/runcontroller.h"
#include "gui/settings/appsettings.h"
#include "gui/share/shareactions.h"
#include "gui/target/conditionsbeforerun.h"
#include "gui/target/driveinfopanel.h"
#include "gui/target/targetselector.h"
#include "gui/widgets/resultspanel.h"
#include "gui/widgets/themedicon.h"
#include "gui/window/mainmenus.h"

#include "model/caveats.h"
#include "model/profile.h"
#include "model/resumedrun.h"
#include "report/beforerunnotes.h"
#include "report/conditionsreport.h"
#include "report/kindreports.h"
#include "report/partialresult.h"

#include <QCloseEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace Sektor::Gui {

namespace {
/// The first of @p panels that shows @p profile or @p result (a kind's own figures), or null: the grid's caption.
const ResultsPanel *panelShowing(const QList<ResultsPanel *> &panels, const Profile &profile, const RunResult &result)
{
    for (const ResultsPanel *each : panels) {
        if (each->shows(profile, result))
            return each;
    }
    return nullptr;
}

// Whether the profile that made a result repeats its tests in runs: not a sustained write or a surface test, which
// measure once over their whole length (an unknown profile is taken to).
bool measuredInRuns(const std::optional<Profile> &measuredWith)
{
    return !measuredWith || takes(*measuredWith, KindSetting::Runs);
}

QScrollArea *scrollable(QWidget *page)
{
    auto *area = new QScrollArea;
    area->setWidget(page);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    return area;
}

/// The figure @p result's kind is about (a map's mean over the drive), for its one cell; none under another profile's
/// rows (@p otherProfile), whose cells it is not about.
std::optional<KindHeadline> headlineForGrid(const RunResult &result, bool otherProfile)
{
    if (otherProfile)
        return std::nullopt;
    return kindHeadlineOf(result);
}

/// The kinds' panels, in the order of the kinds: the first that shows a result is shown.
QList<ResultsPanel *> makeResultsPanels(QWidget *parent)
{
    QList<ResultsPanel *> panels;
    for (const KindWindowParts *parts : allWindowParts()) {
        if (ResultsPanel *panel = parts->makeResultsPanel(parent))
            panels << panel;
    }
    return panels;
}

/// What the banner says before a run of @p profile on @p target: that it measures RAM (for a kind that moves data),
/// and the kind's own notes (a sustained write's length, a verify's fill, a self-test's length).
QList<TrustNote> trustNotesBeforeRun(const RunTarget &target, const Profile &profile, const RunOptions &options)
{
    QList<TrustNote> before;
    if (target.memoryBacked && kindTraits(profile).movesData)
        before.append(TrustNote {NoteLevel::Measures,
                                 QLatin1String(Caveat::MemoryBacked),
                                 caveatText(QLatin1String(Caveat::MemoryBacked)),
                                 {}});
    for (const QString &note : beforeRunNotes(profile, options))
        before.append(TrustNote {NoteLevel::Figures, QString(), note, {}});
    return before;
}
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_target(new TargetSelector(this))
    , m_rescan(new QToolButton(this))
    , m_targetLabel(new QLabel(this))
    , m_driveInfo(new DriveInfoPanel(this))
    , m_options(new RunOptionsBar(this))
    , m_tabs(new QTabWidget(this))
    , m_grid(new ResultsGrid(this))
    , m_banner(new TrustBanner(this))
    , m_caption(new ResultsCaption(this))
    , m_commentLabel(new QLabel(this))
    , m_comment(new QLineEdit(this))
    , m_live(new LiveChart(this))
    , m_charts(new ChartsPage(this))
    , m_peersLine(new PeersLine(this))
    , m_panels(makeResultsPanels(this))
    , m_progress(new ProgressPanel(this))
    , m_controller(new RunController(this))
    , m_share(new ShareActions(this))
    , m_history(new HistorySaver(this))
    , m_historyPage(new HistoryPage(History::HistoryStore::defaultPath(), this))
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    auto *targetRow = new QHBoxLayout;
    m_targetLabel->setBuddy(m_target);
    m_rescan->setObjectName(QStringLiteral("rescanTargets"));
    m_rescan->setIcon(themedIcon("view-refresh", QStyle::SP_BrowserReload, m_rescan));
    // Its word beside the icon: "Rescan" says more than a circular arrow next to a list of drives.
    m_rescan->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    targetRow->addWidget(m_targetLabel);
    targetRow->addWidget(m_target, 1);
    targetRow->addWidget(m_rescan);
    layout->addLayout(targetRow);
    layout->addWidget(m_driveInfo);
    layout->addWidget(m_options);
    // Each page scrolls when the window is shorter than it (a QD sweep's nine rows, four charts on a laptop), so that
    // neither sets a minimum window size larger than a laptop's screen.
    m_tabs->addTab(scrollable(buildResultsTab()), QString());
    m_tabs->addTab(scrollable(m_charts), QString());
    m_tabs->addTab(m_historyPage, QString());
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_progress);
    setCentralWidget(central);
    m_menus = new MainMenus(this, m_share);
    nameParts();

    connect(m_rescan, &QToolButton::clicked, m_target, &TargetSelector::rescan);
    connect(m_target, &TargetSelector::targetChanged, this, &MainWindow::onTargetChanged);
    connect(m_options, &RunOptionsBar::profileChanged, this, &MainWindow::onProfileChanged);
    connect(m_options, &RunOptionsBar::optionsChanged, this, [this] {
        if (!m_controller->isRunning())
            showResult(); // a note before the run may name the size or the time
    });
    connect(m_options, &RunOptionsBar::unitChanged, this, [this] {
        m_grid->setUnit(m_options->unit());
    });
    connect(m_caption, &ResultsCaption::figureChanged, m_grid, &ResultsGrid::setFigure);
    connect(m_grid, &ResultsGrid::runAllRequested, this, &MainWindow::runAll);
    connect(m_grid, &ResultsGrid::resumeRequested, this, &MainWindow::resume);
    connect(m_grid, &ResultsGrid::runTestRequested, this, &MainWindow::runTest);
    connect(m_grid, &ResultsGrid::stopRequested, this, &MainWindow::stop);
    connect(m_comment, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_controller->setComment(text);
        m_share->setResult(m_controller->result());
    });
    connect(m_controller, &RunController::progressed, this, &MainWindow::onProgress);
    connect(m_controller, &RunController::testFinished, this, &MainWindow::showResult);
    connect(m_controller, &RunController::finished, this, &MainWindow::onFinished);
    connect(m_history, &HistorySaver::finished, this, [this](bool, const QString &sentence) {
        m_progress->showIdle(finishedStatus() + QLatin1Char(' ') + sentence);
        if (m_historyPage->isVisible())
            m_historyPage->refresh();
    });
    connect(m_history, &HistorySaver::peersFound, this, [this](const QDateTime &started, const PeerStandings &peers) {
        m_peersStarted = started;
        m_peers = peers;
        showResult();
    });
    connect(m_historyPage, &HistoryPage::openRequested, this, &MainWindow::showPastRun);
    connect(m_menus, &MainMenus::runAllRequested, this, &MainWindow::runAll);
    connect(m_menus, &MainMenus::stopRequested, this, &MainWindow::stop);
    connect(m_menus, &MainMenus::batchRequested, this, &MainWindow::openBatch);

    restoreSettings();
    onTargetChanged();
    onProfileChanged();
    retranslate();
    // The window opens at its preferred size unless the screen is smaller (a laptop at 150 %): never larger than it.
    const QSize preferred(1024, 720);
    resize(screen() ? preferred.boundedTo(screen()->availableGeometry().size()) : preferred);
}

MainWindow::~MainWindow()
{
    saveSettings();
}

void MainWindow::nameParts()
{
    m_target->setObjectName(QStringLiteral("targetSelector"));
    m_driveInfo->setObjectName(QStringLiteral("driveInfoPanel"));
    m_options->setObjectName(QStringLiteral("runOptionsBar"));
    m_tabs->setObjectName(QStringLiteral("pageTabs"));
    m_grid->setObjectName(QStringLiteral("resultsGrid"));
    m_banner->setObjectName(QStringLiteral("trustBanner"));
    m_caption->setObjectName(QStringLiteral("resultsCaption"));
    m_comment->setObjectName(QStringLiteral("runComment"));
    m_live->setObjectName(QStringLiteral("liveChart"));
    m_peersLine->setObjectName(QStringLiteral("peersLine"));
    m_charts->setObjectName(QStringLiteral("chartsPage"));
    m_progress->setObjectName(QStringLiteral("progressPanel"));
    m_controller->setObjectName(QStringLiteral("runController"));
    m_share->setObjectName(QStringLiteral("shareActions"));
    m_historyPage->setObjectName(QStringLiteral("historyPage"));
    m_menus->setObjectName(QStringLiteral("mainMenus"));
}

bool MainWindow::selectTarget(const QString &path)
{
    return m_target->selectPath(path);
}

QWidget *MainWindow::buildResultsTab()
{
    auto *page = new QWidget(this);
    auto *layout = new QGridLayout(page);
    m_resultsLayout = layout;
    layout->addWidget(m_banner, 0, 0, 1, 2);
    layout->addWidget(m_grid, 1, 0, 1, 2);
    layout->addWidget(m_peersLine, 2, 0, 1, 2);
    layout->addWidget(m_caption, 3, 0, 1, 2);
    // In the caption's place, a kind's own figures (a capacity check's verdict, a small-files test's table): one of
    // them at most, or the caption. Their parts name them for tests ("verifyPanel", "smallFilesPanel").
    for (ResultsPanel *panel : std::as_const(m_panels))
        layout->addWidget(panel, 3, 0, 1, 2);
    m_commentLabel->setBuddy(m_comment);
    layout->addWidget(m_commentLabel, 4, 0);
    layout->addWidget(m_comment, 4, 1);
    layout->addWidget(m_live, 5, 0, 1, 2);
    layout->setRowStretch(1, 2);
    layout->setRowStretch(5, 3);
    // The live chart shares the room with the grid but keeps the height its axes need (LiveChart::minimumSizeHint()):
    // on a short window the page scrolls rather than squeeze it to "…" labels or fold it away.
    m_live->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    return page;
}

void MainWindow::showPastRun(const RunResult &result, qint64 id)
{
    if (m_controller->isRunning())
        return;
    m_controller->showPast(result);
    m_pastRunId = id;
    // A past run stands among its model's results as they are now, itself left out.
    m_peersStarted = result.started;
    m_peers = m_historyPage->peersOf(result, id);
    m_charts->setResult(result);
    m_share->setResult(result);
    showResult();
    m_tabs->setCurrentIndex(0);
}

void MainWindow::onProgress(const Progress &progress)
{
    m_progress->showProgress(progress);
    if (progress.phase == Phase::WarmUp || progress.phase == Phase::Measuring)
        m_grid->setActiveTest(progress.spec, progress.mode);
    else
        m_grid->clearActiveTest();
    m_live->addProgress(progress);
}

void MainWindow::onFinished(const RunOutcome &outcome)
{
    const RunResult &result = m_controller->result();
    m_grid->setRunning(false);
    m_charts->setResult(result);
    m_share->setResult(result);
    showResult();
    m_live->fitToData();
    for (QWidget *w : std::initializer_list<QWidget *> {m_target, m_rescan})
        w->setEnabled(true);
    m_options->setRunning(false);
    m_menus->setRunning(false);
    m_sleep.release();
    m_progress->setSleepHeldOff(false);
    m_target->rescan(); // free space changed, a drive may have gone
    m_driveInfo->showHealthAfter(result);
    if ((outcome.ok() || keepsPartialResult(result, outcome.error)) && AppSettings().keepsHistory())
        m_history->save(result);
    m_lastError = outcome.error;
    if (outcome.error.isError() && outcome.error.code != ErrorCode::Cancelled && !m_closeWhenStopped)
        showProblem(tr("The Test Failed"), outcome.error.message());
    m_finishedOnce = true;
    const QString status = finishedStatus();
    m_progress->showIdle(status);
    Q_EMIT runFinished(outcome);
    if (m_closeWhenStopped)
        close();
}

QString MainWindow::finishedStatus() const
{
    const RunResult &result = m_controller->result();
    if (m_lastError.code == ErrorCode::Cancelled)
        return result.tests.isEmpty() ? tr("Stopped.") : tr("Stopped. The tests that finished are shown.");
    if (m_lastError.isError())
        return tr("The run stopped: %1").arg(m_lastError.message());
    return trustNotes(result).isEmpty() ? tr("Done.") : tr("Done. Read the notes above the results.");
}

void MainWindow::showPeers(const RunResult &result)
{
    const bool peered = !result.tests.isEmpty() && result.started == m_peersStarted;
    m_grid->setPeers(peered ? result.tests : QList<TestResult>(), peered ? m_peers : PeerStandings());
    m_peersLine->showPeers(result, peered ? m_peers : PeerStandings());
    m_charts->setPeers(result, peered ? m_peers : PeerStandings());
}

void MainWindow::showResult()
{
    const RunResult &result = m_controller->result();
    const RunTarget target = m_target->currentTarget();
    const bool shown = !result.tests.isEmpty();
    m_grid->setResults(result.tests);
    showPeers(result);
    const Profile profile = m_options->profile();
    const ResultsPanel *panel = panelShowing(m_panels, profile, result);
    for (ResultsPanel *each : std::as_const(m_panels))
        each->setVisible(each == panel);
    m_caption->setVisible(!panel);
    // A capacity check's grid is its start button alone, and its rate over time is on the Charts tab once it ends:
    // the live chart gets the room while it runs, and gives it back after. A small-files test has no rate over time
    // to draw: its table takes the room.
    const bool roomTaken = panel && panel->takesTheRoom();
    m_resultsLayout->setRowStretch(1, panel ? 0 : 2);
    m_resultsLayout->setRowStretch(3, roomTaken ? 2 : 0);
    m_live->setVisible(!roomTaken && (!panel || m_controller->isRunning()));
    for (ResultsPanel *each : std::as_const(m_panels))
        each->showResult(result, profile, m_options->options());
    // Figures stay visible when the selection moves on, but greyed and named, so that a screenshot cannot credit
    // one drive with another's results.
    const bool idle = shown && !m_controller->isRunning();
    const bool past = idle && m_pastRunId > 0;
    const bool otherTarget = idle && result.target.path != target.path;
    // Another profile's figures under this one's rows (Default's under Sustained Write) are as stale as another
    // target's; ticking the mixed mode on or off keeps the profile.
    const std::optional<Profile> measuredWith = findProfile(result.profileId);
    const bool otherProfile = idle && (!measuredWith || baseOf(*measuredWith).id != baseOf(profile).id);
    const bool stale = past || otherTarget || otherProfile;
    m_grid->setHeadline(headlineForGrid(result, otherProfile));
    m_grid->setStale(stale);
    // A stopped burn-in or read scan can go on, from the history too: on a drive (which one is checked on Go On).
    m_grid->setResumable(idle && target.isDevice() && resumePointOf(result).has_value());
    for (ResultsPanel *each : std::as_const(m_panels))
        each->setStale(stale);
    m_grid->setCaveats(shown ? caveatsOf(result) : QStringList());
    m_caption->setRuns(shown ? int(result.tests.first().runs.size()) : 0, measuredInRuns(measuredWith));
    const QString when = QLocale().toString(result.started, QLocale::ShortFormat);
    if (past)
        m_caption->setStaleSource(
            tr("run %1 of the history, on %2 at %3").arg(m_pastRunId).arg(result.target.path, when));
    else if (otherTarget)
        m_caption->setStaleSource(tr("%1 at %2").arg(result.target.path, when));
    else if (otherProfile)
        m_caption->setStaleSource(
            tr("the %1 profile at %2").arg(profileDisplayName(result.profileId, result.profileName), when),
            ResultsCaption::StaleBecause::OtherProfile);
    else
        m_caption->setStaleSource(QString());
    if (shown && !stale) {
        m_caption->setConditions(conditionNotes(result));
        m_banner->setNotes(tr("Read these figures with care:"), foldedTrustNotes(result));
        return;
    }
    // A run opened from the history is what the caption names, so the conditions beside it are that run's own: the
    // selected target's would credit it with another drive's (and this machine's today). Figures left behind by a run
    // on another target give way to what is known of the selected one, as before a run.
    m_caption->setConditions(past ? conditionNotes(result) : conditionsBeforeRun(target, m_target->catalog()));
    m_banner->setNotes(tr("Before you start:"),
                       trustNotesBeforeRun(target, m_options->profile(), m_options->options()));
}

void MainWindow::onTargetChanged()
{
    const RunTarget target = m_target->currentTarget();
    m_driveInfo->setTarget(target, m_target->catalog().drive(target.drive));
    const bool writable = target.isDevice() ? target.writeRefusals.isEmpty() && !target.readOnly : !target.readOnly;
    m_options->setWritesAllowed(writable, target.writeRefusals.join(QLatin1Char(' ')));
    m_options->setTargetIsDevice(target.isDevice());
    if (target.path != m_lastTargetPath) // a raw device starts with reads only: writes destroy data
        m_options->setReadOnlyDefault(target.isDevice());
    m_lastTargetPath = target.path;
    showResult();
}

void MainWindow::onProfileChanged()
{
    if (m_controller->isRunning())
        return;
    m_grid->setProfile(m_options->profile());
    showResult(); // what was measured stays visible where the rows still match
}

void MainWindow::showProblem(const QString &title, const QString &text)
{
    m_progress->showIdle(text);
    // Window-modal but not blocking: the event loop (and a run's cleanup) keeps going.
    auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setTextFormat(Qt::PlainText); // the problem names the target and its drive: text, never HTML
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_controller->isRunning()) {
        // Never closed under a run: asked first (a stray Ctrl+Q must not end a run of an hour); once the user chose to
        // stop, closed when the runner says it has cleaned up, so no test file stays behind and the finished tests
        // reach the history.
        event->ignore();
        if (!m_closeWhenStopped)
            askToStopAndQuit();
        return;
    }
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::askToStopAndQuit()
{
    if (m_quitQuestion) {
        m_quitQuestion->raise();
        return;
    }
    const QString kept = AppSettings().keepsHistory()
        ? tr("The tests that finished are kept in the history.")
        : tr("The history is turned off: the tests that finished will be lost.");
    auto *box = new QMessageBox(QMessageBox::Question,
                                tr("Stop the Benchmark and Quit?"),
                                tr("A benchmark is running. Quitting stops it first and removes its test file.")
                                    + QLatin1Char(' ') + kept,
                                QMessageBox::NoButton,
                                this);
    box->setObjectName(QStringLiteral("quitQuestion"));
    box->setTextFormat(Qt::PlainText);
    QPushButton *stopAndQuit = box->addButton(tr("&Stop and Quit"), QMessageBox::DestructiveRole);
    stopAndQuit->setObjectName(QStringLiteral("stopAndQuit"));
    QPushButton *keepRunning = box->addButton(tr("&Keep Running"), QMessageBox::RejectRole);
    keepRunning->setObjectName(QStringLiteral("keepRunning"));
    box->setDefaultButton(keepRunning);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [this, stopAndQuit](QAbstractButton *clicked) {
        if (clicked != stopAndQuit)
            return;
        if (!m_controller->isRunning()) { // it finished while the question was open
            close();
            return;
        }
        m_closeWhenStopped = true;
        stop();
    });
    m_quitQuestion = box;
    box->open();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Drive Benchmark")); // Qt appends the application's name: "Drive Benchmark — Sektor"
    m_targetLabel->setText(tr("&Target:"));
    m_rescan->setToolTip(tr("Look for drives again"));
    m_rescan->setAccessibleName(tr("Rescan drives"));
    m_rescan->setText(tr("Rescan"));
    m_tabs->setTabText(0, tr("Resu&lts"));
    m_tabs->setTabText(1, tr("&Charts"));
    m_tabs->setTabText(2, tr("H&istory"));
    m_commentLabel->setText(tr("C&omment:"));
    m_comment->setPlaceholderText(tr("Optional: a note that goes with the shared results"));
    m_comment->setAccessibleName(tr("Comment"));
    m_menus->retranslate();
    m_share->retranslate();
    showResult(); // the banner's sentences and the caption, in the new language
    if (m_finishedOnce && !m_controller->isRunning())
        m_progress->showIdle(finishedStatus()); // the status of the last run, in the new language
}

} // namespace Sektor::Gui
