// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "history/historystore.h"

#include <QAbstractTableModel>

namespace Sektor::Gui {

/// The history's runs as table rows: date, drive, profile, the first test's read and write rates, target, comment.
class HistoryRunsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Date, Drive, Profile, Read, Write, Target, Comment, ColumnCount };

    explicit HistoryRunsModel(QObject *parent = nullptr);

    void setRuns(const QList<History::RunSummary> &runs);
    const History::RunSummary &run(int row) const { return m_runs.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QList<History::RunSummary> m_runs;
};

} // namespace Sektor::Gui
