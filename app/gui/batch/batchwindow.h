// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/batch/batchcontroller.h"
#include "gui/run/sleepinhibitor.h"

#include "catalog/drivecatalog.h"
#include "certificate/reportfiles.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QPushButton;

namespace Sektor::Gui {

class BatchReportFields;
class BatchTable;
class HistorySaver;

/**
 * Technician mode: tick several drives (mounted filesystems, raw devices, folders), run the main window's profile on
 * each in turn, watch each one's progress and the batch's time left, skip or stop one drive without losing the
 * others, and get every result in the history and, when a folder is chosen, a certificate per drive and the batch's
 * summary. Each raw device a write test would destroy is confirmed by typing its name, one after another, before the
 * batch starts; the helper asks polkit for each as its turn comes.
 */
class BatchWindow : public QDialog
{
    Q_OBJECT
public:
    BatchWindow(const Profile &profile, const RunOptions &options, const QString &comment, QWidget *parent = nullptr);
    ~BatchWindow() override;

    BatchTable *table() const { return m_table; }
    BatchController *controller() const { return m_controller; }
    BatchReportFields *reportFields() const { return m_fields; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *skipButton() const { return m_skip; }
    /// Opens the station (gui/station/stationwindow.h) with this window's profile, options and report fields.
    QPushButton *stationButton() const { return m_station; }
    QCheckBox *parallelBox() const { return m_parallel; }
    QLabel *statusLabel() const { return m_status; }
    /// What writing the reports did, after the last batch.
    const QList<ReportFilesOutcome> &reportOutcomes() const { return m_reports; }

    /// Reads the drive catalog again and lists what it holds (keeping the ticks and the folders added).
    void rescan();
    /// Adds a folder to the list, ticked; false when it is not a directory.
    bool addFolder(const QString &path);
    /// Starts the batch with the ticked drives (after asking for each raw write's confirmation); or starts over.
    void startBatch();

Q_SIGNALS:
    /// The batch is over (after the table, the reports and the status show it).
    void batchFinished();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void chooseFolder();
    void confirmWrites(int from);
    void launch();
    void skipSelected();
    void openStation();
    void onEntryChanged(int index);
    void onProgress(int index, const Progress &progress);
    void onFinished();
    void setRunning(bool running);
    void updateButtons();
    void showStateTexts();
    void retranslate();

    Profile m_profile;
    RunOptions m_options;
    QString m_comment;
    Catalog::DriveCatalog m_catalog;
    BatchController *m_controller;
    HistorySaver *m_history;
    QLabel *m_intro;
    BatchTable *m_table;
    QPushButton *m_addFolder;
    QPushButton *m_rescan;
    QPushButton *m_skip;
    QCheckBox *m_parallel;
    BatchReportFields *m_fields;
    QLabel *m_status;
    QPushButton *m_start;
    QPushButton *m_openReports;
    QPushButton *m_station;
    QPushButton *m_close;
    QList<BatchItem> m_items; ///< The batch being prepared: its confirmations are asked one after another.
    QList<ReportFilesOutcome> m_reports;
    QStringList m_historyProblems; ///< What the history could not take during this batch.
    SleepInhibitor m_sleep;
    bool m_showsBatch = false; ///< The table shows a batch (running or over) rather than the drives to tick.
    bool m_closeWhenStopped = false;
};

} // namespace Sektor::Gui
