// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "history/historystore.h"
#include "peers/peerstanding.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace Sektor::Gui {

class CompareDialog;
class HistoryRunsModel;

/**
 * The History tab: every kept run, newest first, filtered by drive; open one into the grid and charts, compare two
 * or more, delete. Reads the history when shown and after each save; a history that cannot be read says why here.
 */
class HistoryPage : public QWidget
{
    Q_OBJECT
public:
    explicit HistoryPage(const QString &historyPath = History::HistoryStore::defaultPath(), QWidget *parent = nullptr);
    ~HistoryPage() override;

    void refresh();
    /// The drive filter: 0 for all drives.
    void setDriveFilter(qint64 driveId);
    /// Selects these rows (as a user's clicks would).
    void selectRows(const QList<int> &rows);
    /// Opens the comparison of the selected runs; returns the dialog (shown, deleted on close), or null.
    CompareDialog *compareSelected();
    /// Deletes the selected runs; @p ask false skips the confirmation (tests).
    void deleteSelected(bool ask = true);
    void openSelected();
    /// Where each test of @p result, run @p id of this history (0: found by its fingerprint, if kept), stands among its
    /// model's results here now, itself left out; all "not compared" when the history cannot tell.
    PeerStandings peersOf(const RunResult &result, qint64 id);

    QTableView *table() const { return m_table; }
    HistoryRunsModel *model() const { return m_model; }
    QComboBox *driveFilter() const { return m_drives; }
    QLabel *status() const { return m_status; }
    QPushButton *compareButton() const { return m_compare; }

Q_SIGNALS:
    /// The user opened a past run: show it, marked as past, with its id in the history.
    void openRequested(const Sektor::RunResult &result, qint64 id);

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QList<qint64> selectedIds() const;
    void updateButtons();
    void retranslate();
    void showError(const History::StoreError &error);

    History::HistoryStore m_store;
    HistoryRunsModel *m_model;
    QLabel *m_drivesLabel;
    QComboBox *m_drives;
    QPushButton *m_refresh;
    QTableView *m_table;
    QPushButton *m_open;
    QPushButton *m_compare;
    QPushButton *m_delete;
    QLabel *m_status;
};

} // namespace Sektor::Gui
