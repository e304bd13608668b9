// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/profile.h"
#include "model/runoptions.h"
#include "station/station.h"
#include "station/stationlogfile.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace Sektor::Gui {

class BatchReportFields;
class HistorySaver;
class StationBoard;

/**
 * The station in the window, opened from the batch window: once started, each whole drive plugged in is
 * tested with the main window's profile and options and gets its certificate in the reports folder, drives on
 * separate buses side by side; the board shows each drive, the log what happened when. A profile that writes asks
 * for each drive, naming it, before anything touches it (Station's askEachDrive). Stopping or closing cancels the
 * drives in progress and keeps what they finished.
 */
class StationWindow : public QDialog
{
    Q_OBJECT
public:
    /// @p source: where drives appear (tests); null: the kernel's, through libudev.
    StationWindow(const Profile &profile,
                  const RunOptions &options,
                  const QString &comment,
                  Station::DeviceEventSource *source = nullptr,
                  QWidget *parent = nullptr);
    ~StationWindow() override;

    StationBoard *board() const { return m_board; }
    BatchReportFields *reportFields() const { return m_fields; }
    QPushButton *startButton() const { return m_start; }
    QLabel *statusLabel() const { return m_status; }
    QCheckBox *powerOffBox() const { return m_powerOff; }
    bool isRunning() const { return m_station != nullptr; }
    /// The confirmation asked for a drive now shown, or null.
    QDialog *consentDialog() const { return m_consentDialog; }

    /// Starts the station; false, with the reason on the window, when it cannot.
    bool startStation();
    /// Stops it: the drives in progress are cancelled, what they finished is kept.
    void stopStation();

Q_SIGNALS:
    void stationStopped();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void onLogged(const Station::StationEvent &event);
    /// Asks for the next drive waiting for its confirmation, one dialog at a time.
    void askNextConsent();
    void onStopped();
    void setRunning(bool running);
    void retranslate();

    Profile m_profile;
    RunOptions m_options;
    QString m_comment;
    Station::DeviceEventSource *m_givenSource;
    std::unique_ptr<Station::DeviceEventSource> m_ownSource;
    /// udisks2's signals beside the kernel's, with m_ownSource (a test's given source stands alone).
    std::unique_ptr<Station::DeviceEventSource> m_udisks;
    std::unique_ptr<Station::Station> m_station;
    /// The reports folder's station.log while the station runs, as sektor-cli station writes it.
    std::unique_ptr<Station::StationLogFile> m_logFile;
    QList<int> m_consentQueue; ///< Rows waiting to be asked, in the order they came.
    QDialog *m_consentDialog = nullptr;
    HistorySaver *m_history;
    QLabel *m_intro;
    StationBoard *m_board;
    QPlainTextEdit *m_log;
    BatchReportFields *m_fields;
    QCheckBox *m_powerOff;
    QLabel *m_status;
    QPushButton *m_openReports;
    QPushButton *m_start;
    QPushButton *m_close;
    bool m_closeWhenStopped = false;
};

} // namespace Sektor::Gui
