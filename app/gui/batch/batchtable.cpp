// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/batch/batchtable.h"
#include "gui/run/progresspanel.h"
#include "gui/target/targetlist.h"
#include "gui/widgets/drivetable.h"
#include "gui/widgets/plaintooltip.h"

#include "batch/batchoutliers.h"
#include "batch/batchsummary.h"
#include "catalog/drivecatalog.h"

#include <QEvent>
#include <QHeaderView>
#include <QProgressBar>

namespace Sektor::Gui {

BatchTable::BatchTable(QWidget *parent)
    : QTableWidget(0, NoteColumn + 1, parent)
{
    // Rows grow to show a whole drive's name and note (why it failed, what is flagged) rather than cut them off.
    setUpDriveTable(this, DriveColumn);
    horizontalHeader()->setSectionResizeMode(NoteColumn, QHeaderView::Interactive);
    horizontalHeader()->resizeSection(NoteColumn, fontMetrics().averageCharWidth() * 40);
    // A burn-in's step ("Pass 1 of 2 · writing random data · 37 %") wraps in its row rather than widen the column at
    // the drives' expense.
    horizontalHeader()->setSectionResizeMode(StateColumn, QHeaderView::Interactive);
    horizontalHeader()->resizeSection(StateColumn, fontMetrics().averageCharWidth() * 20);
    retranslate();
}

void BatchTable::setTargets(const QList<RunTarget> &targets, const Catalog::DriveCatalog &catalog)
{
    const QList<RunTarget> ticked = tickedTargets();
    // Folders the user added stay: a rescan lists only what the catalog knows.
    QList<RunTarget> added;
    for (const RunTarget &t : std::as_const(m_targets)) {
        if (!targets.contains(t) && ticked.contains(t))
            added << t;
    }
    setRowCount(0);
    m_targets.clear();
    for (const RunTarget &t : targets + added)
        addRow(t, catalog, ticked.contains(t));
}

bool BatchTable::addTarget(const RunTarget &target, const Catalog::DriveCatalog &catalog)
{
    const int row = int(m_targets.indexOf(target));
    if (row < 0) {
        addRow(target, catalog, true);
        return true;
    }
    const bool wasTicked = item(row, DriveColumn)->checkState() == Qt::Checked;
    setTicked(row, true);
    return !wasTicked;
}

void BatchTable::setTicked(int row, bool ticked)
{
    item(row, DriveColumn)->setCheckState(ticked ? Qt::Checked : Qt::Unchecked);
}

void BatchTable::addRow(const RunTarget &target, const Catalog::DriveCatalog &catalog, bool ticked)
{
    const int row = rowCount();
    insertRow(row);
    m_targets << target;
    auto *drive = new QTableWidgetItem(TargetList::icon(target, catalog), TargetList::label(target, catalog));
    drive->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
    drive->setCheckState(ticked ? Qt::Checked : Qt::Unchecked);
    drive->setToolTip(plainToolTip(drive->text()));
    setItem(row, DriveColumn, drive);
    clearStateColumns(row);
}

void BatchTable::clearStateColumns(int row)
{
    removeCellWidget(row, ProgressColumn);
    for (int column = StateColumn; column <= NoteColumn; ++column)
        setText(row, column, QString());
}

QList<RunTarget> BatchTable::tickedTargets() const
{
    QList<RunTarget> ticked;
    for (int row = 0; row < rowCount(); ++row) {
        if (item(row, DriveColumn)->checkState() == Qt::Checked)
            ticked << m_targets.at(row);
    }
    return ticked;
}

void BatchTable::setText(int row, int column, const QString &text, bool figure)
{
    QTableWidgetItem *cell = setCellText(this, row, column, text);
    cell->setTextAlignment(Qt::AlignVCenter | (figure ? Qt::AlignRight : Qt::AlignLeft));
}

void BatchTable::beginBatch()
{
    m_batchRows.clear();
    for (int row = 0; row < rowCount(); ++row) {
        QTableWidgetItem *drive = item(row, DriveColumn);
        const bool ticked = drive->checkState() == Qt::Checked;
        setRowHidden(row, !ticked);
        if (!ticked)
            continue;
        m_batchRows << row;
        // No tick box while the batch runs: the drives are set.
        drive->setData(Qt::CheckStateRole, QVariant());
        clearStateColumns(row);
        setText(row, StateColumn, tr("waiting"));
    }
}

void BatchTable::showEntry(int index, const BatchEntry &entry, const QStringList &notes)
{
    const int row = rowOf(index);
    if (row < 0)
        return;
    removeCellWidget(row, ProgressColumn);
    setText(row, StateColumn, batchStateText(entry.state));
    setText(row, TimeLeftColumn, QString());
    const bool measured = !entry.result.tests.isEmpty();
    setText(row, ReadColumn, measured ? batchRateText(firstRate(entry.result, IoMode::Read)) : QString(), true);
    setText(row, WriteColumn, measured ? batchRateText(firstRate(entry.result, IoMode::Write)) : QString(), true);
    // One short sentence in the table, every one in the tooltip (and on the certificate): a wall of text in a narrow
    // column hides the drive that matters.
    const QString first = notes.value(0);
    setText(
        row, NoteColumn, notes.size() > 1 ? tr("%1 (and %n more)", nullptr, int(notes.size() - 1)).arg(first) : first);
    item(row, NoteColumn)->setToolTip(plainToolTip(notes.join(QLatin1Char('\n'))));
}

void BatchTable::showProgress(int index, const Progress &progress)
{
    const int row = rowOf(index);
    if (row < 0)
        return;
    auto *bar = qobject_cast<QProgressBar *>(cellWidget(row, ProgressColumn));
    if (!bar) {
        bar = new QProgressBar;
        bar->setRange(0, 1000);
        setCellWidget(row, ProgressColumn, bar);
    }
    bar->setValue(int(progress.fraction * 1000));
    // Hours over a drive, or the drive's own self-test: the kind's words say where it is, more than "measuring".
    const QString own = m_words(progress);
    setText(row,
            StateColumn,
            !own.isEmpty()                           ? own
                : progress.phase == Phase::Preparing ? tr("preparing")
                                                     : tr("measuring"));
    setText(row, TimeLeftColumn, formatDuration(progress.remainingNs), true);
}

void BatchTable::setFiguresTest(const QString &name)
{
    m_figuresTest = name;
    retranslate();
}

void BatchTable::endBatch()
{
    for (int row = 0; row < rowCount(); ++row) {
        setRowHidden(row, false);
        QTableWidgetItem *drive = item(row, DriveColumn);
        if (!drive->data(Qt::CheckStateRole).isValid())
            drive->setCheckState(m_batchRows.contains(row) ? Qt::Checked : Qt::Unchecked);
        clearStateColumns(row);
    }
    m_batchRows.clear();
}

void BatchTable::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTableWidget::changeEvent(event);
}

void BatchTable::retranslate()
{
    setHorizontalHeaderLabels(
        {tr("Drive"), tr("State"), tr("Progress"), tr("Time left"), tr("Read"), tr("Write"), tr("Notes")});
    if (!m_figuresTest.isEmpty()) {
        horizontalHeaderItem(ReadColumn)->setToolTip(tr("%1 read, the profile's first test").arg(m_figuresTest));
        horizontalHeaderItem(WriteColumn)->setToolTip(tr("%1 write, the profile's first test").arg(m_figuresTest));
    }
}

} // namespace Sektor::Gui
