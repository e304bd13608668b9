// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/history/historyrunsmodel.h"
#include "gui/widgets/plaintooltip.h"

#include "history/comparisontext.h"
#include "model/profile.h"
#include "report/unitformat.h"

#include <QLocale>

namespace Sektor::Gui {

HistoryRunsModel::HistoryRunsModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void HistoryRunsModel::setRuns(const QList<History::RunSummary> &runs)
{
    beginResetModel();
    m_runs = runs;
    endResetModel();
}

int HistoryRunsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_runs.size());
}

int HistoryRunsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HistoryRunsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_runs.size())
        return {};
    const History::RunSummary &r = m_runs.at(index.row());
    const auto rate = [](double bytesPerSecond) {
        return bytesPerSecond > 0 ? formatValue(bytesPerSecond / 1e6, DisplayUnit::MegabytesPerSecond)
                                  : QStringLiteral("–");
    };
    if (role == Qt::TextAlignmentRole)
        return index.column() == Read || index.column() == Write ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                                 : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == Target && r.imported)
        return plainToolTip(tr("Imported: measured on %1").arg(r.host));
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Date:
        return QLocale().toString(r.started.toLocalTime(), QLocale::ShortFormat);
    case Drive:
        return History::driveText(r.driveModel, r.driveSerial, r.driveName);
    case Profile:
        return profileDisplayName(r.profileId, r.profileName);
    case Read:
        return rate(r.firstRead);
    case Write:
        return rate(r.firstWrite);
    case Target:
        return r.imported ? tr("%1 (on %2)").arg(r.targetPath, r.host) : r.targetPath;
    case Comment:
        return r.comment;
    default:
        return {};
    }
}

QVariant HistoryRunsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Date:
        return tr("Date");
    case Drive:
        return tr("Drive");
    case Profile:
        return tr("Profile");
    case Read:
        return tr("Read MB/s");
    case Write:
        return tr("Write MB/s");
    case Target:
        return tr("Target");
    case Comment:
        return tr("Comment");
    default:
        return {};
    }
}

} // namespace Sektor::Gui
