// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/station/stationboard.h"
#include "gui/widgets/drivetable.h"

#include <QEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QProgressBar>

namespace Sektor::Gui {

StationBoard::StationBoard(QWidget *parent)
    : QTableWidget(0, CertificateColumn + 1, parent)
{
    setUpDriveTable(this, DriveColumn);
    horizontalHeader()->setSectionResizeMode(StateColumn, QHeaderView::Interactive);
    horizontalHeader()->resizeSection(StateColumn, fontMetrics().averageCharWidth() * 24);
    connect(this, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (const QString path = certificateOf(row); !path.isEmpty())
            Q_EMIT openRequested(path);
    });
    retranslate();
}

void StationBoard::showRow(int index, const Station::StationRow &row)
{
    if (index == rowCount()) {
        insertRow(index);
        m_rows.append(row);
        auto *bar = new QProgressBar;
        bar->setRange(0, 1000);
        setCellWidget(index, ProgressColumn, bar);
    } else if (index < 0 || index > rowCount()) {
        return;
    }
    m_rows[index] = row;
    setCellText(this, index, SlotColumn, row.slot);
    setCellText(this, index, DriveColumn, QStringLiteral("%1 · %2").arg(row.device, row.identity));
    // Where it is in its chain: the step running or last run, or why it waits.
    QString state = Station::rowStateText(row.state);
    if (row.awaitingConsent)
        state = tr("waiting for your confirmation");
    else if (row.state == Station::StationRow::State::Testing && row.step >= 0 && row.step < m_chain.size())
        state = m_chain.size() == 1 ? tr("testing: %1").arg(profileDisplayName(m_chain.at(row.step)))
                                    : tr("testing: %1 (step %2 of %3)")
                                          .arg(profileDisplayName(m_chain.at(row.step)))
                                          .arg(row.step + 1)
                                          .arg(m_chain.size());
    setCellText(this, index, StateColumn, state);
    if (auto *bar = qobject_cast<QProgressBar *>(cellWidget(index, ProgressColumn)))
        bar->setValue(int(row.progress * 1000));
    setCellText(this, index, VerdictColumn, row.verdict);
    setCellText(
        this, index, CertificateColumn, row.certificate.isEmpty() ? QString() : QFileInfo(row.certificate).fileName());
    if (QTableWidgetItem *cell = item(index, CertificateColumn))
        cell->setToolTip(row.certificate.isEmpty() ? QString() : tr("Double-click to open %1").arg(row.certificate));
}

QString StationBoard::certificateOf(int index) const
{
    return index >= 0 && index < m_rows.size() ? m_rows.at(index).certificate : QString();
}

void StationBoard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        for (int i = 0; i < m_rows.size(); ++i)
            showRow(i, m_rows.at(i));
    }
    QTableWidget::changeEvent(event);
}

void StationBoard::retranslate()
{
    setHorizontalHeaderLabels({tr("Slot"), tr("Drive"), tr("State"), tr("Progress"), tr("Verdict"), tr("Certificate")});
}

} // namespace Sektor::Gui
