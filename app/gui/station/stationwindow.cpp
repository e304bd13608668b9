// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/station/stationwindow.h"
#include "gui/batch/batchreportfields.h"
#include "gui/history/historysaver.h"
#include "gui/run/destroydatadialog.h"
#include "gui/run/runnerfactory.h"
#include "gui/settings/appsettings.h"
#include "gui/station/stationboard.h"

#include "catalog/drivecatalog.h"
#include "health/watchedrunner.h"
#include "station/udevmonitor.h"
#include "station/udiskssignals.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QDesktopServices>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

namespace Sektor::Gui {

namespace {
RunTarget deviceTarget(const QString &devicePath)
{
    RunTarget target;
    target.kind = RunTarget::Kind::Device;
    target.path = devicePath;
    return target;
}
} // namespace

StationWindow::StationWindow(const Profile &profile,
                             const RunOptions &options,
                             const QString &comment,
                             Station::DeviceEventSource *source,
                             QWidget *parent)
    : QDialog(parent)
    , m_profile(profile)
    , m_options(options)
    , m_comment(comment)
    , m_givenSource(source)
    , m_history(new HistorySaver(this))
    , m_intro(new QLabel)
    , m_board(new StationBoard)
    , m_log(new QPlainTextEdit)
    , m_fields(new BatchReportFields)
    , m_powerOff(new QCheckBox)
    , m_status(new QLabel)
    , m_openReports(new QPushButton)
    , m_start(new QPushButton)
    , m_close(new QPushButton)
{
    setObjectName(QStringLiteral("stationWindow"));
    m_intro->setWordWrap(true);
    m_intro->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText); // drive names and models, the devices' to choose
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(500);
    m_log->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_log->setFixedHeight(m_log->fontMetrics().lineSpacing() * 5 + 2 * m_log->frameWidth() + 8);
    m_board->setChain({m_profile});
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_openReports);
    buttons->addWidget(m_powerOff);
    buttons->addStretch();
    buttons->addWidget(m_start);
    buttons->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_board, 1);
    layout->addWidget(m_log);
    layout->addWidget(m_fields);
    layout->addWidget(m_status);
    layout->addLayout(buttons);
    m_start->setDefault(true);

    connect(m_start, &QPushButton::clicked, this, [this] {
        if (isRunning())
            stopStation();
        else
            startStation();
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    connect(m_openReports, &QPushButton::clicked, this, [this] {
        QDesktopServices::openUrl(QUrl::fromLocalFile(m_fields->folder()));
    });
    connect(m_board, &StationBoard::openRequested, this, [](const QString &path) {
        QDesktopServices::openUrl(QUrl::fromLocalFile(path));
    });
    setRunning(false);
    retranslate();
    resize(1000, 560);
}

// A station still running is stopped first: its runners cancel and wait, no test left behind.
StationWindow::~StationWindow()
{
    if (m_station)
        m_station->stop();
}

bool StationWindow::startStation()
{
    if (m_station)
        return true;
    // The signing key, as the batch checks it: a station that would write unsigned certificates does not start.
    if (const QString problem = m_fields->problem(); !problem.isEmpty()) {
        m_status->setText(problem);
        return false;
    }
    Station::StationSettings settings;
    settings.chain = {Station::ChainStep {m_profile, m_options}};
    settings.reportFolder = m_fields->folder();
    settings.fields = m_fields->fields();
    settings.signKey = m_fields->signKey();
    settings.comment = m_comment;
    settings.askEachDrive = true; // a profile that writes: one confirmation per drive, its identity shown
    // Each asks with its identity shown, so the user's own disk images may be among them; another user's never are.
    settings.includeLoopDevices = true;
    settings.powerOff = m_powerOff->isChecked();
    // A normal user's devices go through the helper, which serves one run at a time.
    settings.oneAtATime = runsThroughHelper(deviceTarget(QStringLiteral("/dev/station")));
    QString error;
    m_logFile = std::make_unique<Station::StationLogFile>();
    if (QFileInfo(settings.reportFolder).isDir() && !m_logFile->open(settings.reportFolder, &error)) {
        m_status->setText(error);
        return false;
    }
    Station::DeviceEventSource *source = m_givenSource;
    if (!source) {
        m_ownSource = std::make_unique<Station::UdevMonitor>();
        source = m_ownSource.get();
        m_udisks = std::make_unique<Station::UdisksSignals>(QDBusConnection::systemBus());
    }
    m_station = std::make_unique<Station::Station>(settings, *source, [](const QString &devicePath) {
        return Health::watchedRunner(createRunner(deviceTarget(devicePath)));
    });
    m_station->setMountEvents(m_udisks.get());
    connect(m_station.get(), &Station::Station::logged, this, &StationWindow::onLogged);
    connect(m_station.get(), &Station::Station::rowAdded, this, [this](int row) {
        m_board->showRow(row, m_station->rows().at(row));
    });
    connect(m_station.get(), &Station::Station::rowChanged, this, [this](int row) {
        m_board->showRow(row, m_station->rows().at(row));
    });
    connect(m_station.get(), &Station::Station::consentNeeded, this, [this](int row) {
        m_consentQueue << row;
        askNextConsent();
    });
    if (AppSettings().keepsHistory())
        m_station->setPeerLookup(&HistorySaver::peersOf);
    connect(m_station.get(), &Station::Station::resultKept, this, [this](int, const RunResult &result) {
        if (AppSettings().keepsHistory())
            m_history->save(result);
    });
    connect(m_station.get(), &Station::Station::stopped, this, &StationWindow::onStopped, Qt::QueuedConnection);
    if (!m_station->start(&error)) {
        m_station.reset();
        m_ownSource.reset();
        m_udisks.reset();
        m_status->setText(error);
        return false;
    }
    m_board->setRowCount(0);
    setRunning(true);
    return true;
}

void StationWindow::stopStation()
{
    if (m_station && !m_station->isStopping()) {
        m_status->setText(tr("Stopping: the drives in progress are cancelled, what they finished is kept…"));
        m_start->setEnabled(false);
        m_station->stop();
    }
}

void StationWindow::onLogged(const Station::StationEvent &event)
{
    if (m_logFile && m_logFile->isOpen())
        m_logFile->write(event, false);
    m_log->appendPlainText(QString::fromUtf8(Station::stationLogLine(event, false)));
    m_status->setText(event.device.isEmpty() ? event.message : event.device + QStringLiteral(": ") + event.message);
}

void StationWindow::askNextConsent()
{
    if (m_consentDialog || m_consentQueue.isEmpty() || !m_station)
        return;
    const int row = m_consentQueue.takeFirst();
    const Station::StationRow &stationRow = m_station->rows().at(row);
    const Catalog::DriveCatalog catalog;
    const Catalog::Drive *drive = catalog.drive(stationRow.device);
    if (!stationRow.awaitingConsent || !drive) { // gone or answered meanwhile
        m_station->answerConsent(row, false);
        askNextConsent();
        return;
    }
    auto *dialog = new DestroyDataDialog(*drive, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_consentDialog = dialog;
    connect(dialog, &QDialog::finished, this, [this, row](int result) {
        m_consentDialog = nullptr;
        if (m_station)
            m_station->answerConsent(row, result == QDialog::Accepted);
        askNextConsent();
    });
    dialog->open();
}

void StationWindow::onStopped()
{
    if (m_consentDialog)
        m_consentDialog->reject();
    m_consentQueue.clear();
    m_station.reset();
    m_ownSource.reset();
    m_udisks.reset();
    m_logFile.reset();
    setRunning(false);
    m_status->setText(tr("The station stopped. The reports are in %1.").arg(m_fields->folder()));
    Q_EMIT stationStopped();
    if (m_closeWhenStopped)
        close();
}

void StationWindow::setRunning(bool running)
{
    m_fields->setEnabled(!running);
    m_powerOff->setEnabled(!running);
    m_start->setEnabled(true);
    m_openReports->setEnabled(!m_fields->folder().isEmpty());
    retranslate();
}

void StationWindow::closeEvent(QCloseEvent *event)
{
    // Closing while it runs stops it first: the drives in progress keep what they finished.
    if (m_station) {
        m_closeWhenStopped = true;
        stopStation();
        event->ignore();
        return;
    }
    QDialog::closeEvent(event);
}

void StationWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void StationWindow::retranslate()
{
    setWindowTitle(tr("Station"));
    m_intro->setText(
        tr("Plug drives in: each whole drive that appears once the station runs is tested with the profile of the main "
           "window (%1) and gets its certificate in the reports folder; drives on separate buses side by side. The "
           "system disk, drives with a mounted filesystem and those plugged in before the start are left alone. A "
           "profile that writes asks for each drive before it touches it.")
            .arg(profileDisplayName(m_profile)));
    m_powerOff->setText(tr("Po&wer each drive off when done"));
    m_openReports->setText(tr("O&pen Reports Folder"));
    m_start->setText(isRunning() ? tr("S&top Station") : tr("&Start Station"));
    m_close->setText(tr("&Close"));
}

} // namespace Sektor::Gui
