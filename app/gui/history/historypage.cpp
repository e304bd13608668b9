// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/history/historypage.h"
#include "gui/history/comparedialog.h"
#include "gui/history/historyrunsmodel.h"

#include "history/peerlookup.h"
#include "history/storeerrortext.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace Sektor::Gui {

HistoryPage::HistoryPage(const QString &historyPath, QWidget *parent)
    : QWidget(parent)
    , m_store(historyPath)
    , m_model(new HistoryRunsModel(this))
    , m_drivesLabel(new QLabel(this))
    , m_drives(new QComboBox(this))
    , m_refresh(new QPushButton(this))
    , m_table(new QTableView(this))
    , m_open(new QPushButton(this))
    , m_compare(new QPushButton(this))
    , m_delete(new QPushButton(this))
    , m_status(new QLabel(this))
{
    m_drivesLabel->setBuddy(m_drives);
    m_drives->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    m_status->setWordWrap(true);
    // Names from the history and imported files: text, never HTML.
    m_status->setTextFormat(Qt::PlainText);

    auto *top = new QHBoxLayout;
    top->addWidget(m_drivesLabel);
    top->addWidget(m_drives);
    top->addStretch(1);
    top->addWidget(m_refresh);
    auto *bottom = new QHBoxLayout;
    for (QPushButton *b : {m_open, m_compare, m_delete})
        bottom->addWidget(b);
    bottom->addWidget(m_status, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    layout->addLayout(bottom);

    connect(m_refresh, &QPushButton::clicked, this, &HistoryPage::refresh);
    connect(m_drives, &QComboBox::activated, this, &HistoryPage::refresh);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &HistoryPage::updateButtons);
    connect(m_table, &QTableView::activated, this, &HistoryPage::openSelected); // Return or a double click
    connect(m_open, &QPushButton::clicked, this, &HistoryPage::openSelected);
    connect(m_compare, &QPushButton::clicked, this, &HistoryPage::compareSelected);
    connect(m_delete, &QPushButton::clicked, this, [this] {
        deleteSelected(true);
    });
    retranslate();
    updateButtons();
}

HistoryPage::~HistoryPage() = default;

void HistoryPage::refresh()
{
    const qint64 drive = m_drives->currentData().toLongLong();
    QList<History::DriveSummary> drives;
    if (const History::StoreError e = m_store.drives(drives); e.isError())
        return showError(e);
    m_drives->clear();
    m_drives->addItem(tr("All drives"), 0);
    for (const History::DriveSummary &d : drives)
        m_drives->addItem((d.runs == 1 ? tr("%1 — 1 run") : tr("%1 — %n runs", nullptr, d.runs))
                              .arg(History::driveText(d.model, d.serial, d.lastName)),
                          d.id);
    m_drives->setCurrentIndex(std::max(0, m_drives->findData(drive)));
    QList<History::RunSummary> runs;
    if (const History::StoreError e = m_store.list({m_drives->currentData().toLongLong(), 0}, runs); e.isError())
        return showError(e);
    m_model->setRuns(runs);
    m_table->resizeColumnsToContents();
    m_status->setText(runs.isEmpty() ? tr("No runs yet: every run you make is kept here.") : QString());
    updateButtons();
}

void HistoryPage::setDriveFilter(qint64 driveId)
{
    refresh(); // the drives as they are now
    m_drives->setCurrentIndex(std::max(0, m_drives->findData(driveId)));
    refresh();
}

void HistoryPage::selectRows(const QList<int> &rows)
{
    m_table->clearSelection();
    for (int row : rows)
        m_table->selectionModel()->select(m_model->index(row, 0),
                                          QItemSelectionModel::Select | QItemSelectionModel::Rows);
}

QList<qint64> HistoryPage::selectedIds() const
{
    QList<int> rows;
    for (const QModelIndex &index : m_table->selectionModel()->selectedRows())
        rows << index.row();
    std::sort(rows.begin(), rows.end(), std::greater<>()); // oldest first: the baseline of a comparison
    QList<qint64> ids;
    for (int row : rows)
        ids << m_model->run(row).id;
    return ids;
}

void HistoryPage::openSelected()
{
    const QList<qint64> ids = selectedIds();
    if (ids.isEmpty())
        return;
    RunResult result;
    if (const History::StoreError e = m_store.load(ids.constLast(), result); e.isError())
        return showError(e);
    Q_EMIT openRequested(result, ids.constLast());
}

PeerStandings HistoryPage::peersOf(const RunResult &result, qint64 id)
{
    return History::peerStandingsOrNone(m_store, result, id);
}

CompareDialog *HistoryPage::compareSelected()
{
    const QList<qint64> ids = selectedIds();
    if (ids.size() < 2)
        return nullptr;
    QList<History::LabelledRun> runs;
    for (qint64 id : ids) {
        History::LabelledRun run {QLatin1Char('#') + QString::number(id), {}};
        if (const History::StoreError e = m_store.load(id, run.result); e.isError()) {
            showError(e);
            return nullptr;
        }
        runs << run;
    }
    auto *dialog = new CompareDialog(runs, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

void HistoryPage::deleteSelected(bool ask)
{
    const QList<qint64> ids = selectedIds();
    if (ids.isEmpty())
        return;
    if (ask
        && QMessageBox::question(
               this,
               tr("Delete Runs"),
               ids.size() == 1
                   ? tr("Delete this run from the history? This cannot be undone.")
                   : tr("Delete these %n runs from the history? This cannot be undone.", nullptr, int(ids.size())))
            != QMessageBox::Yes)
        return;
    for (qint64 id : ids) {
        if (const History::StoreError e = m_store.remove(id); e.isError())
            return showError(e);
    }
    refresh();
}

void HistoryPage::updateButtons()
{
    const qsizetype selected = m_table->selectionModel()->selectedRows().size();
    m_open->setEnabled(selected == 1);
    m_compare->setEnabled(selected >= 2);
    m_delete->setEnabled(selected >= 1);
}

void HistoryPage::showError(const History::StoreError &error)
{
    QString text = History::storeErrorText(error, m_store.path());
    if (const QString moved = History::movedAsideText(m_store); !moved.isEmpty())
        text = moved + QLatin1Char(' ') + text;
    m_status->setText(text);
}

void HistoryPage::showEvent(QShowEvent *event)
{
    refresh();
    QWidget::showEvent(event);
}

void HistoryPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void HistoryPage::retranslate()
{
    m_drivesLabel->setText(tr("Dri&ve:"));
    m_refresh->setText(tr("Refresh")); // F5 runs; the page refreshes itself when shown
    m_open->setText(tr("Open")); // or Return, or a double click
    m_open->setToolTip(tr("Show this run's figures and charts, marked as a past run"));
    m_compare->setText(tr("C&ompare"));
    m_compare->setToolTip(tr("Select two or more runs (Ctrl+click) to see them side by side"));
    m_delete->setText(tr("&Delete"));
    if (isVisible())
        refresh(); // the drive list's "runs" and the dates, in the new language
}

} // namespace Sektor::Gui
