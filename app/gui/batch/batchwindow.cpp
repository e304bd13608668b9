// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/batch/batchwindow.h"
#include "gui/batch/batchreportfields.h"
#include "gui/batch/batchtable.h"
#include "gui/history/historysaver.h"
#include "gui/run/destroydatadialog.h"
#include "gui/run/progresspanel.h"
#include "gui/run/runnerfactory.h"
#include "gui/settings/appsettings.h"
#include "gui/station/stationwindow.h"
#include "gui/target/targetlist.h"

#include "batch/batchoutliers.h"
#include "batch/batchsummary.h"
#include "catalog/buskeys.h"
#include "model/profile.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

namespace Sektor::Gui {

BatchWindow::BatchWindow(const Profile &profile, const RunOptions &options, const QString &comment, QWidget *parent)
    : QDialog(parent)
    , m_profile(profile)
    , m_options(options)
    , m_comment(comment)
    , m_controller(new BatchController(this))
    , m_history(new HistorySaver(this))
    , m_intro(new QLabel)
    , m_table(new BatchTable)
    , m_addFolder(new QPushButton)
    , m_rescan(new QPushButton)
    , m_skip(new QPushButton)
    , m_parallel(new QCheckBox)
    , m_fields(new BatchReportFields)
    , m_status(new QLabel)
    , m_start(new QPushButton)
    , m_openReports(new QPushButton)
    , m_station(new QPushButton)
    , m_close(new QPushButton)
{
    m_intro->setWordWrap(true);
    m_status->setWordWrap(true);
    // Drive names and models, the device's to choose: text, never HTML.
    m_status->setTextFormat(Qt::PlainText);
    m_intro->setTextFormat(Qt::PlainText);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *tableButtons = new QHBoxLayout;
    tableButtons->addWidget(m_addFolder);
    tableButtons->addWidget(m_rescan);
    tableButtons->addWidget(m_parallel);
    tableButtons->addStretch();
    tableButtons->addWidget(m_skip);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_openReports);
    buttons->addWidget(m_station);
    buttons->addStretch();
    buttons->addWidget(m_start);
    buttons->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_table, 1);
    layout->addLayout(tableButtons);
    layout->addWidget(m_fields);
    layout->addWidget(m_status);
    layout->addLayout(buttons);
    m_start->setDefault(true);

    connect(m_addFolder, &QPushButton::clicked, this, &BatchWindow::chooseFolder);
    connect(m_rescan, &QPushButton::clicked, this, &BatchWindow::rescan);
    connect(m_skip, &QPushButton::clicked, this, &BatchWindow::skipSelected);
    connect(m_start, &QPushButton::clicked, this, &BatchWindow::startBatch);
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    connect(m_openReports, &QPushButton::clicked, this, [this] {
        QDesktopServices::openUrl(QUrl::fromLocalFile(m_fields->folder()));
    });
    connect(m_station, &QPushButton::clicked, this, &BatchWindow::openStation);
    // Ticks change only while drives are picked; during a batch every progress sample changes a cell.
    connect(m_table, &QTableWidget::itemChanged, this, [this] {
        if (!m_showsBatch)
            updateButtons();
    });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &BatchWindow::updateButtons);
    connect(m_controller, &BatchController::entryChanged, this, &BatchWindow::onEntryChanged);
    connect(m_controller, &BatchController::progressed, this, &BatchWindow::onProgress);
    connect(m_controller, &BatchController::finished, this, &BatchWindow::onFinished);
    connect(m_controller, &BatchController::resultReady, this, [this](int index) {
        if (AppSettings().keepsHistory())
            m_history->save(m_controller->entries().at(index).result);
    });
    connect(m_history, &HistorySaver::finished, this, [this](bool ok, const QString &sentence) {
        if (!ok)
            m_historyProblems << sentence;
    });
    rescan();
    retranslate();
    updateButtons();
    resize(1000, 560);
}

// The controller's runners cancel a run still going and wait for it: closing mid-batch leaves no test file.
BatchWindow::~BatchWindow() = default;

void BatchWindow::rescan()
{
    m_catalog = Catalog::DriveCatalog();
    m_table->setTargets(TargetList::fromCatalog(m_catalog), m_catalog);
    updateButtons();
}

bool BatchWindow::addFolder(const QString &path)
{
    if (!QFileInfo(path).isDir())
        return false;
    m_table->addTarget(TargetList::directory(path, m_catalog), m_catalog);
    updateButtons();
    return true;
}

void BatchWindow::chooseFolder()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Choose a Folder to Test"));
    if (!dir.isEmpty())
        addFolder(dir);
}

void BatchWindow::startBatch()
{
    if (m_controller->isRunning()) {
        m_controller->stop();
        m_status->setText(tr("Stopping after the drive being measured… The drives that finished stay."));
        return;
    }
    if (m_showsBatch) { // "New Batch": back to the list to tick
        m_table->endBatch();
        m_showsBatch = false;
        updateButtons();
        return;
    }
    // The folder and the signing key, checked before anything runs: hours later is too late to learn it.
    if (const QString problem = m_fields->problem(); !problem.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot Start the Batch"), problem);
        return;
    }
    m_items.clear();
    for (const RunTarget &target : m_table->tickedTargets()) {
        BatchItem item {target, std::nullopt, {}, {}};
        item.busKeys = target.isDevice() ? Catalog::busKeysOfDevice(target.deviceName(), m_catalog)
                                         : Catalog::busKeysOfDirectory(target.path, m_catalog);
        if (runsThroughHelper(target))
            item.busKeys << QStringLiteral("helper"); // one run at a time
        // The safety verdict's refusal is known now: the drive is listed as refused, the others run.
        if (target.isDevice() && m_profile.hasWrites() && !target.writeRefusals.isEmpty()) {
            item.refusal = Error::of(ErrorCode::WritesRefused, target.path);
            item.refusal.detail = target.writeRefusals.join(QLatin1Char(' '));
        }
        m_items << item;
    }
    if (m_items.isEmpty())
        return;
    confirmWrites(0);
}

// One typed name per raw device a write test would destroy, asked before the batch starts so that the technician
// can leave it running; a drive not confirmed is refused and the others still run.
void BatchWindow::confirmWrites(int from)
{
    for (int i = from; i < m_items.size(); ++i) {
        BatchItem &item = m_items[i];
        if (!item.target.isDevice() || !m_profile.hasWrites() || item.refusal.isError())
            continue;
        // The drive as it is now is what the dialog shows and what the consent is bound to.
        const Catalog::DriveCatalog catalog;
        const Catalog::Drive *drive = catalog.drive(catalog.diskOf(item.target.deviceName()));
        std::optional<Safety::WriteConsent> consent = Safety::recordWriteConsent(item.target.path, catalog);
        if (!drive || !consent) {
            item.refusal = Error::of(ErrorCode::WritesNotAllowed, item.target.path);
            continue;
        }
        auto *dialog = new DestroyDataDialog(*drive, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::finished, this, [this, i, consent](int result) {
            if (!isVisible())
                return; // the window was closed while it asked: no batch
            if (result == QDialog::Accepted) {
                m_items[i].consent = consent;
            } else {
                m_items[i].refusal = Error::of(ErrorCode::WritesNotAllowed, m_items.at(i).target.path);
                m_items[i].refusal.detail = tr("The write test was not confirmed.");
            }
            confirmWrites(i + 1);
        });
        dialog->open();
        return;
    }
    launch();
}

void BatchWindow::launch()
{
    if (!m_controller->start(m_items, m_profile, m_options, m_comment, m_parallel->isChecked()))
        return;
    m_reports.clear();
    m_historyProblems.clear();
    m_table->setFiguresTest(m_profile.tests.isEmpty() ? QString() : m_profile.tests.first().name());
    m_table->setWords(ProgressWords(m_profile, m_options));
    m_table->beginBatch();
    m_showsBatch = true;
    setRunning(true);
    m_status->setText(tr("Starting…"));
}

void BatchWindow::skipSelected()
{
    const int row = m_table->currentRow();
    const int index = row < 0 ? -1 : m_table->batchIndexOfRow(row);
    if (index >= 0)
        m_controller->skip(index);
}

void BatchWindow::onEntryChanged(int index)
{
    const BatchEntry &entry = m_controller->entries().at(index);
    if (entry.state == BatchEntry::State::Waiting && m_controller->measuring().contains(index)) {
        m_table->showProgress(index, Progress {});
        return;
    }
    // Until the batch is over, a drive's note says only why it did not finish; the flags need every drive.
    const QStringList notes
        = entry.state == BatchEntry::State::Finished ? QStringList() : QStringList {entry.error.message()};
    m_table->showEntry(index, entry, entry.state == BatchEntry::State::Skipped ? QStringList() : notes);
    updateButtons();
}

void BatchWindow::onProgress(int index, const Progress &progress)
{
    m_table->showProgress(index, progress);
    const QList<int> measuring = m_controller->measuring();
    const QString left = formatDuration(m_controller->remainingNs());
    if (m_controller->isRechecking())
        m_status->setText(tr("Measuring drive %1 again before it is flagged: %2 · about %3 left for the batch")
                              .arg(index + 1)
                              .arg(m_controller->entries().at(index).target, left));
    else if (measuring.size() > 1)
        m_status->setText(
            tr("Measuring %1 drives at once · about %2 left for the batch").arg(measuring.size()).arg(left));
    else
        m_status->setText(tr("Drive %1 of %2: %3 · about %4 left for the batch")
                              .arg(index + 1)
                              .arg(m_controller->entries().size())
                              .arg(m_controller->entries().at(index).target, left));
}

void BatchWindow::onFinished()
{
    QList<BatchEntry> entries = m_controller->entries();
    const QList<OutlierFlag> flags = findOutliers(entries);
    for (int i = 0; i < entries.size(); ++i)
        m_table->showEntry(i, entries.at(i), entryFlagSentences(entries, i, flags) + recheckSentences(entries, i));
    QStringList said {batchCountsText(entries)};
    if (!m_fields->folder().isEmpty()) {
        QGuiApplication::setOverrideCursor(Qt::WaitCursor);
        // Each drive's standing among its model's results goes on its certificate and into the summary.
        if (AppSettings().keepsHistory()) {
            for (BatchEntry &entry : entries)
                entry.peers = HistorySaver::peersOf(entry.result);
        }
        m_reports = writeBatchReports(
            m_fields->folder(), entries, batchSummaryText(entries), m_fields->fields(), m_fields->signKey());
        QGuiApplication::restoreOverrideCursor();
        int written = 0;
        for (const ReportFilesOutcome &outcome : std::as_const(m_reports)) {
            written += outcome.ok ? 1 : 0;
            if (!outcome.ok)
                said << outcome.error;
        }
        said << tr("%1 of %2 reports written to %3.").arg(written).arg(m_reports.size()).arg(m_fields->folder());
    }
    said << m_historyProblems;
    m_status->setText(said.join(QLatin1Char(' ')));
    setRunning(false);
    Q_EMIT batchFinished();
    if (m_closeWhenStopped)
        close();
}

void BatchWindow::setRunning(bool running)
{
    if (running)
        m_sleep.hold(tr("A batch of drive benchmarks is running"));
    else
        m_sleep.release();
    updateButtons();
}

void BatchWindow::updateButtons()
{
    const bool running = m_controller->isRunning();
    const int row = m_table->currentRow();
    const int index = row < 0 ? -1 : m_table->batchIndexOfRow(row);
    const bool skippable = running && index >= 0
        && (m_controller->measuring().contains(index)
            || m_controller->entries().at(index).state == BatchEntry::State::Waiting);
    m_skip->setEnabled(skippable);
    m_skip->setVisible(m_showsBatch);
    m_addFolder->setVisible(!m_showsBatch);
    m_rescan->setVisible(!m_showsBatch);
    m_fields->setEnabled(!running);
    m_parallel->setVisible(!m_showsBatch);
    m_openReports->setEnabled(!running && !m_reports.isEmpty());
    m_station->setEnabled(!running);
    m_start->setEnabled(running || m_showsBatch || !m_table->tickedTargets().isEmpty());
    showStateTexts();
}

// The texts that follow the batch's state (the buttons' and, while drives are picked, the status line).
void BatchWindow::showStateTexts()
{
    m_skip->setText(m_controller->measuring().contains(m_table->batchIndexOfRow(m_table->currentRow()))
                        ? tr("Stop This &Drive")
                        : tr("S&kip Drive"));
    m_start->setText(m_controller->isRunning() ? tr("Stop &Batch")
                                               : (m_showsBatch ? tr("&New Batch") : tr("Start &Batch")));
    if (!m_showsBatch && !m_controller->isRunning())
        m_status->setText(tr("Drives ticked: %1").arg(m_table->tickedTargets().size()));
}

void BatchWindow::closeEvent(QCloseEvent *event)
{
    // Closing mid-batch stops the drive being measured (its test file goes with it) and closes when it has.
    if (m_controller->isRunning()) {
        m_closeWhenStopped = true;
        m_controller->stop();
        event->ignore();
        return;
    }
    QDialog::closeEvent(event);
}

void BatchWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void BatchWindow::openStation()
{
    auto *station = new StationWindow(m_profile, m_options, m_comment, nullptr, this);
    station->setAttribute(Qt::WA_DeleteOnClose);
    station->reportFields()->setFolder(m_fields->folder());
    station->reportFields()->operatorEdit()->setText(m_fields->operatorEdit()->text());
    station->reportFields()->customerEdit()->setText(m_fields->customerEdit()->text());
    station->reportFields()->setSignKey(m_fields->signKey());
    station->show();
}

void BatchWindow::retranslate()
{
    setWindowTitle(tr("Test Several Drives"));
    m_intro->setText(tr("Tick the drives to test. Each runs the profile of the main window (%1) with its options, one "
                        "after another: drives measured at the same time would share their bus and read slow. A "
                        "drive that fails or is skipped does not stop the others, and every result goes to the "
                        "history.")
                         .arg(profileDisplayName(m_profile)));
    m_addFolder->setText(tr("Add &Folder…"));
    m_rescan->setText(tr("Re&scan"));
    m_parallel->setText(tr("Drives on separate controllers at the same &time"));
    m_parallel->setToolTip(tr("Drives that share a controller or bus (disks on one SATA controller, USB drives on one "
                              "host controller, folders on one drive, drives through the helper) still run one after "
                              "another: measured at once they would share its bandwidth and read slow. Drives "
                              "measured at once also share the processor and memory, which can lower fast drives' "
                              "figures."));
    m_openReports->setText(tr("O&pen Reports Folder"));
    m_station->setText(tr("Station &Mode…"));
    m_station->setToolTip(tr("Test each drive as it is plugged in, with this profile, and certify it"));
    m_close->setText(tr("&Close"));
    showStateTexts();
}

} // namespace Sektor::Gui
